import { useState } from 'react';
import { Badge, Button, Group, Loader, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteId } from '@itinera/domain/contracts';
import { useFormats } from '../../../../lib/formats';
import { useQuoteHistory } from '../../api/quote-history';
import { versionLines, versionSummary } from './versions';

export interface VersionsMenuProps {
  quoteId: QuoteId;
  currentVersion: number;
  /** The tab on screen: a version opens on the same tab. */
  tab: string;
  /** The version shown in history view, if any. */
  viewing: number | null;
  dateFormat: string;
}

/** Every version of the quote, newest first; picking one opens it in history view (read-only). */
export function VersionsMenu({ quoteId, currentVersion, tab, viewing, dateFormat }: VersionsMenuProps) {
  const { t } = useTranslation('workspace', { keyPrefix: 'history' });
  const { dateTime } = useFormats();
  const [opened, setOpened] = useState(false);
  const history = useQuoteHistory(quoteId, opened);
  const navigate = useNavigate();
  const entries = history.data?.pages.flatMap((p) => p.data) ?? [];
  // Versions older than the loaded entries wait for "Load older changes" rather than show a line without words.
  const lines = versionLines(entries, currentVersion, history.isSuccess && !history.hasNextPage);

  const shown = viewing ?? currentVersion;
  // The current version is the live quote, so it opens in the workspace rather than in history view; either opens
  // on the tab on screen (the Book tab has no history view: a past version opens on Basic Information).
  const open = (version: number) =>
    navigate(
      version === currentVersion
        ? `/quote/${tab}?itinerary=${quoteId}`
        : `/history/quote/${tab === 'book' ? 'basic-info' : tab}?itinerary=${quoteId}&version=${version}`,
    );

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" width={380}>
      <Menu.Target>
        <Button
          variant="default"
          radius="md"
          leftSection={<IconHistory size={16} />}
          rightSection={<IconChevronDown size={14} />}
          data-action-type="quote-versions-menu"
        >
          {t('version', { version: shown })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('menuLabel')}</Menu.Label>
        <ScrollArea.Autosize mah={380} type="auto">
          {lines.map((line) => (
            <Menu.Item
              key={line.version}
              onClick={() => open(line.version)}
              data-action-type="quote-version-open"
              leftSection={
                // A minimum, not a width: "v128" is never clipped to "v…".
                <Badge
                  variant={line.version === currentVersion ? 'filled' : 'light'}
                  color={line.version === currentVersion ? 'teal' : 'gray'}
                  miw={44}
                  tt="none"
                  style={{ flexShrink: 0, overflow: 'visible' }}
                >
                  v{line.version}
                </Badge>
              }
            >
              <Stack gap={2}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500} lineClamp={2} title={line.changes.join(' · ') || undefined}>
                    {versionSummary(line, line.version === currentVersion)}
                  </Text>
                  {line.version === shown && (
                    <Badge
                      size="xs"
                      color={viewing === null ? 'teal' : 'grape'}
                      variant="light"
                      tt="none"
                      style={{ flexShrink: 0 }}
                    >
                      {t('onScreen')}
                    </Badge>
                  )}
                </Group>
                {line.date && (
                  <Text size="xs" c="dimmed">
                    {line.user ?? t('someone')} · {dateTime(line.date, dateFormat)}
                  </Text>
                )}
              </Stack>
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        {history.isFetching && (
          <Group justify="center" py="xs">
            <Loader size="xs" />
          </Group>
        )}
        {history.hasNextPage && !history.isFetching && (
          <>
            <Menu.Divider />
            <Menu.Item
              closeMenuOnClick={false}
              onClick={() => void history.fetchNextPage()}
              data-action-type="quote-versions-more"
            >
              <Text size="sm" c="teal" ta="center">
                {t('loadOlder')}
              </Text>
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
