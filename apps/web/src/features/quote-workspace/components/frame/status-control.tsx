import { Button, ColorSwatch, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useChangeStatus } from '../../api/change-status';
import type { QuoteStatusOption } from '../../api/get-quote';
import { notifySuccess } from '../../../../lib/notify';
import { statusColor } from '../../../../components/quote-status-badge';

export interface StatusControlProps {
  quoteId: number;
  code: string;
  status: { id: number; name: string };
  /** The moves the server allows now (GET /tenant/itinerary/:id `statuses`); nothing else is offered. */
  options: QuoteStatusOption[];
  /** History view: the status is shown, never changed. */
  readOnly?: boolean;
}

/** The quote's status and the menu that moves it; a price lock or unlock is told in an alert. */
export function StatusControl({ quoteId, code, status, options, readOnly = false }: StatusControlProps) {
  const change = useChangeStatus();
  const color = statusColor(status.id);
  const label = change.isPending ? 'Saving…' : status.name;
  if (readOnly || options.length === 0) {
    return (
      <Button
        variant="light"
        color={color}
        radius="md"
        component="span"
        aria-label={`Status: ${status.name}`}
        style={{ cursor: 'default' }}
      >
        {status.name}
      </Button>
    );
  }

  const move = (to: QuoteStatusOption) =>
    change.mutate(
      { id: quoteId, status: to.id },
      {
        onSuccess: (answer) => {
          if (!answer.message) return notifySuccess(`${code} is now ${to.name}.`);
          const locked = answer.itinerary.prices_locked === 1;
          // Spec 01 §4: moving to Sent or Under Review locks prices "and an alert tells the user".
          notifications.show({
            color: locked ? 'orange' : 'teal',
            icon: locked ? <IconLock size={18} /> : <IconLockOpen size={18} />,
            title: locked ? `Prices locked · ${code} is now ${to.name}` : `Prices unlocked · ${code} is now ${to.name}`,
            message: answer.message,
            autoClose: 9000,
            withBorder: true,
          });
        },
      },
    );

  return (
    <Menu position="bottom-end" withArrow shadow="md" width={230} disabled={change.isPending}>
      <Menu.Target>
        <Button
          variant="light"
          color={color}
          radius="md"
          loading={change.isPending}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`Status: ${status.name}. Change status`}
          data-action-type="quote-workspace-status-menu"
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move to</Menu.Label>
        {options.map((s) => (
          <Menu.Item
            key={s.id}
            data-action-type="quote-workspace-status-change"
            leftSection={
              <ColorSwatch size={10} color={`var(--mantine-color-${statusColor(s.id)}-6)`} withShadow={false} />
            }
            onClick={() => move(s)}
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
