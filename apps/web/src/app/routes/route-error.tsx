import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

// A lazy screen whose file is gone (a new version was deployed while this tab stayed open) fails
// to load: the spec calls this a chunk-load error. Reloading fetches the new version.
const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkError(error);
  return (
    <Center h="100vh" p="xl">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={chunk ? 'teal' : 'red'} aria-hidden>
          <IconRefresh size={28} />
        </ThemeIcon>
        <Title order={2}>{chunk ? 'A new version of Itinera is available' : 'This screen could not be shown'}</Title>
        <Text c="dimmed">
          {chunk
            ? 'Reload the page to continue with the latest version.'
            : 'Ups! something went wrong. If the problem persists, please contact us and we will help you.'}
        </Text>
        <Button onClick={() => window.location.reload()} mt="sm">
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
