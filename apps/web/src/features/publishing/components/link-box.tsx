import { ActionIcon, CopyButton, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The live address of the proposal, with copy and open-in-a-new-tab. */
export function LinkBox({ url }: { url: string }) {
  const { t } = useTranslation('publishing');
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="gray.0">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" ff="monospace" truncate="end" flex={1} data-testid="publish-link">
          {url}
        </Text>
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('link.copied') : t('link.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('link.copy')}
                data-action-type="publish-copy-link"
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Tooltip label={t('link.open')} withArrow>
          <ActionIcon
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            aria-label={t('link.openProposal')}
          >
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
