import { ActionIcon, CopyButton, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';

/** The live address of the proposal, with copy and open-in-a-new-tab. */
export function LinkBox({ url }: { url: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="gray.0">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" ff="monospace" truncate="end" flex={1} data-testid="publish-link">
          {url}
        </Text>
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label="Copy link"
                data-action-type="publish-copy-link"
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Tooltip label="Open in a new tab" withArrow>
          <ActionIcon
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            aria-label="Open the proposal in a new tab"
          >
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
