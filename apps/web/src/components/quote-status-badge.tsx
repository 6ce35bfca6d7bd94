import { Badge, type BadgeProps } from '@mantine/core';
import { QUOTE_STATUSES } from '@itinera/domain';

// A quote's status wherever quotes are shown outside the quotes screen (a request's linked quotes).
// The colours are the quotes list's: work in progress cool, the outcome warm or green.
const COLORS: Record<number, string> = { 1: 'blue', 5: 'yellow', 4: 'cyan', 2: 'teal', 3: 'red', 6: 'lime', 7: 'violet', 8: 'grape', 9: 'gray' };

export const quoteStatusColor = (id: number) => COLORS[id] ?? 'gray';
const statusName = (id: number) => QUOTE_STATUSES.find((s) => s.id === id)?.name ?? `Status ${id}`;

export function QuoteStatusBadge({ id, name, ...props }: { id: number; name?: string } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge variant="light" radius="sm" tt="none" fw={600} color={quoteStatusColor(id)} {...props}>
      {name ?? statusName(id)}
    </Badge>
  );
}
