import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUOTE_STATUSES } from '@itinera/domain';

// A quote's status wherever quotes are shown: the list, the workspace, a request's linked quotes.

/** One colour per status (docs/domain/statuses.md#quote-statuses): the work in progress is cool, the outcome warm or green. */
export const STATUS_COLORS: Record<number, string> = {
  1: 'blue', // In Preparation
  5: 'yellow', // Under Review
  4: 'cyan', // Sent
  2: 'teal', // Confirmed
  3: 'red', // Rejected
  6: 'lime', // Ready to Sell
  7: 'violet', // Ready to Publish
  8: 'grape', // Published
  9: 'gray', // Unpublished
};

export const statusColor = (id: number) => STATUS_COLORS[id] ?? 'gray';
export const quoteStatusColor = statusColor;
export const statusName = (id: number) => QUOTE_STATUSES.find((s) => s.id === id)?.name ?? `Status ${id}`;

/** Status filter options, in the order a quote moves through them. */
export const STATUS_OPTIONS = [1, 5, 4, 2, 3].map((id) => ({ value: String(id), label: statusName(id) }));

export function QuoteStatusBadge({
  id,
  name,
  ...props
}: { id: number; name?: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" radius="sm" tt="none" fw={600} color={statusColor(id)} {...props}>
      {/* The status in the reader's language (issue 45, docs/decisions/issues.md); one the catalogue lacks keeps the server's name. */}
      {t(`quoteStatus.${id}`, { defaultValue: name ?? statusName(id) })}
    </Badge>
  );
}
