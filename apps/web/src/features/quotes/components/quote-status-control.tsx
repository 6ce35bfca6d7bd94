import { Badge, ColorSwatch, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useChangeQuoteStatus } from '../api/change-quote-status';
import type { QuoteListRow } from '../api/list-quotes';
import { QuoteStatusBadge, statusColor } from '../../../components/quote-status-badge';

/**
 * The status of a row, and a menu of the moves the server allows from it (`statusesOptions`); no
 * other status is ever offered. When the move locks or unlocks prices the server says so, and the
 * user reads it in a notification that stays a little longer than a plain toast.
 */
export function QuoteStatusControl({ quote, disabled = false }: { quote: QuoteListRow; disabled?: boolean }) {
  const change = useChangeQuoteStatus();
  const options = quote.statusesOptions;
  if (disabled || options.length === 0) return <QuoteStatusBadge id={quote.status.id} name={quote.status.name} />;

  const move = (id: number, name: string) =>
    change.mutate(
      { id: quote.id, status: id },
      {
        onSuccess: (answer) => {
          if (answer.message) {
            const locked = answer.itinerary.prices_locked === 1;
            notifications.show({
              color: locked ? 'orange' : 'teal',
              icon: locked ? <IconLock size={18} /> : <IconLockOpen size={18} />,
              title: `${quote.code} is now ${name}`,
              message: answer.message,
              autoClose: 9000,
              withBorder: true,
            });
          } else {
            notifications.show({
              color: 'teal',
              message: `${quote.code} is now ${name}.`,
              autoClose: 4000,
              withBorder: true,
            });
          }
        },
      },
    );

  return (
    <Menu position="bottom-start" withArrow shadow="md" width={220} disabled={change.isPending}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Status of ${quote.code}: ${quote.status.name}. Change status`}
          data-action-type="quote-status-menu"
          onClick={(e) => e.stopPropagation()}
          style={{ opacity: change.isPending ? 0.6 : 1 }}
        >
          <Badge
            variant="light"
            radius="sm"
            tt="none"
            fw={600}
            color={statusColor(quote.status.id)}
            rightSection={<IconChevronDown size={12} />}
            style={{ cursor: 'pointer' }}
          >
            {change.isPending ? 'Saving…' : quote.status.name}
          </Badge>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Label>Move to</Menu.Label>
        {options.map((s) => (
          <Menu.Item
            key={s.id}
            data-action-type="quote-status-change"
            leftSection={
              <ColorSwatch size={10} color={`var(--mantine-color-${statusColor(s.id)}-6)`} withShadow={false} />
            }
            onClick={() => move(s.id, s.name)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{s.name}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {s.acronym}
              </Text>
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
