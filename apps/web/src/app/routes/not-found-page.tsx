import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center h="100vh">
      <Stack align="center" gap="xs">
        <Title order={1} c="teal.8">
          404
        </Title>
        <Text c="dimmed">This page does not exist, or it moved.</Text>
        <Button component={Link} to="/home" variant="light">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
