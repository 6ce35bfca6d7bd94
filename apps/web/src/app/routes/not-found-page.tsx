import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    // Shown inside the shell (a protected route, spec 01 §2): centred in the page's own area.
    <Center mih="60vh">
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
