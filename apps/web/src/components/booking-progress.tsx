import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingProgress } from '@itinera/domain';
import { i18n } from '../lib/i18n';

/** "7 of 12 confirmed · 3 amendments pending" in the reader's language (issue 45, docs/decisions/issues.md; decision 0076). */
export function progressText(p: BookingProgress): string {
  const confirmed = i18n.t('common:bookingProgress.confirmed', { confirmed: p.confirmed, total: p.total });
  if (!p.amendments_pending) return confirmed;
  return `${confirmed} · ${i18n.t('common:bookingProgress.amendments', { count: p.amendments_pending })}`;
}

export interface BookingProgressBarProps {
  progress: BookingProgress;
  /** `compact`: one short line for a table row or the quote header. */
  compact?: boolean;
}

/** "7 of 12 confirmed" with its bar: the Book tab, the quote header and the quotes list show it alike. */
export function BookingProgressBar({ progress, compact = false }: BookingProgressBarProps) {
  useTranslation(); // draws again when the language changes
  const value = progress.total ? (100 * progress.confirmed) / progress.total : 0;
  // A booking asked to amend is not settled, though its first confirmation still counts (decision 0076).
  const done = progress.total > 0 && progress.confirmed === progress.total && !progress.amendments_pending;
  const label = progressText(progress);
  // Its parts never break inside ("7 of 12 confirmed"), but the line may break between them: on a
  // phone "1 of 2 confirmed · 2 amendments pending" on one line pushed the page sideways (decision 0076).
  const shown = label
    .split(' · ')
    .map((part) => part.replace(/ /g, '\u00a0'))
    .join(' · ');
  return (
    <Group gap={compact ? 6 : 10} wrap="wrap" data-testid="booking-progress">
      <Progress
        value={value}
        color={done ? 'green' : progress.amendments_pending ? 'orange' : 'teal'}
        size={compact ? 'sm' : 'lg'}
        radius="xl"
        w={compact ? 56 : 220}
        aria-label={label}
      />
      <Text size={compact ? 'xs' : 'sm'} c={compact ? 'dimmed' : undefined} fw={compact ? 400 : 600}>
        {shown}
      </Text>
    </Group>
  );
}
