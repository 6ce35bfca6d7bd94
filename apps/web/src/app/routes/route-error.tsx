import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ChunkLoadError, isChunkLoadError } from '../../lib/lazy-screen';

// A lazy screen that did not load is a chunk-load error (spec 01 §8, lib/lazy-screen.ts): its file
// is gone (a new version was deployed while this tab stayed open) or took more than 120 s.
// Reloading fetches the files again, of the version the server has now.
function wording(error: unknown) {
  if (error instanceof ChunkLoadError && error.reason === 'timeout')
    return {
      color: 'orange',
      title: 'This screen is taking too long to load',
      text: 'The connection may be slow or interrupted. Check it, then try again.',
      action: 'Try again',
    };
  if (isChunkLoadError(error))
    return {
      color: 'teal',
      title: 'A new version of Itinera is available',
      text: 'Reload the page to continue with the latest version.',
      action: 'Reload',
    };
  return {
    color: 'red',
    title: 'This screen could not be shown',
    text: 'Ups! something went wrong. If the problem persists, please contact us and we will help you.',
    action: 'Reload',
  };
}

export function RouteError({ error }: { error: unknown }) {
  const { color, title, text, action } = wording(error);
  return (
    <Center h="100vh" p="xl">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
          <IconRefresh size={28} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button onClick={() => window.location.reload()} mt="sm">
          {action}
        </Button>
      </Stack>
    </Center>
  );
}
