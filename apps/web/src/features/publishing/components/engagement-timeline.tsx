import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconEye, IconLayersSubtract, IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import type { PublishState } from '../api/types';
import { timeAgo, timelineRows } from '../logic/engagement';

const ICONS = {
  open: <IconEye size={12} />,
  read: <IconBook size={12} />,
  level: <IconLayersSubtract size={12} />,
  pdf: <IconDownload size={12} />,
  accept: <IconCircleCheck size={12} />,
};

/** The newest events shown; older ones are counted below the timeline. */
const SHOWN = 8;

/** What the client did on the page, newest first (first-party events of the published versions). */
export function EngagementTimeline({ state }: { state: Pick<PublishState, 'events' | 'accepted'> }) {
  const { t } = useTranslation('publishing');
  const formats = useFormats();
  const rows = timelineRows(state);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('timeline.nothing')}
      </Text>
    );
  return (
    <>
      <Timeline
        bulletSize={20}
        lineWidth={2}
        active={rows.length}
        aria-label={t('publish.clientDid')}
        data-testid="engagement-timeline"
      >
        {rows.slice(0, SHOWN).map((row, index) => (
          <Timeline.Item
            key={`${row.kind}-${row.at}-${index}`}
            bullet={ICONS[row.kind]}
            color={row.kind === 'accept' ? 'teal' : 'blue'}
            title={
              <Text size="sm" fw={row.kind === 'accept' ? 600 : 500}>
                {row.text}
              </Text>
            }
          >
            <Text size="xs" c="dimmed" title={formats.dateTime(row.at)}>
              {t('timeline.when', { version: row.version, ago: timeAgo(row.at) })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {rows.length > SHOWN && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('timeline.earlier', { count: rows.length - SHOWN })}
        </Text>
      )}
    </>
  );
}
