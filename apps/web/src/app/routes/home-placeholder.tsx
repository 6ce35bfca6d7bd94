import { Center, Text } from '@mantine/core';

export function HomePlaceholder() {
  return (
    <Center h="100vh">
      <Text>Home</Text>
    </Center>
  );
}
