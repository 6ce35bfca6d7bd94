import { Alert, Button, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuoteId } from '@itinera/domain/contracts';
import { useAmendments, useSendAmendments } from '../api/amendments';

/**
 * The trip changed after suppliers booked it (decision 0076): who is affected and what changed,
 * and one button that sends each an amendment (a cancellation for services gone). Nothing shows
 * while no supplier is affected.
 */
export function AmendmentsAlert({ quoteId }: { quoteId: QuoteId }) {
  const { t } = useTranslation('booking');
  const plan = useAmendments(quoteId, true);
  const send = useSendAmendments(quoteId);
  const suppliers = plan.data?.suppliers ?? [];
  if (!suppliers.length) return null;
  return (
    <Alert color="orange" variant="light" title={t('amend.title', { count: suppliers.length })}>
      <List size="sm" mb="xs">
        {suppliers.map((s) => (
          <List.Item key={s.supplier_id}>
            <Text span fw={600} size="sm">
              {s.supplier}
            </Text>
            :{' '}
            {s.services
              .map((x) => `${x.name} (${x.kind === 'cancellation' ? t('amend.cancel') : changed(x, t)})`)
              .join('; ')}
          </List.Item>
        ))}
      </List>
      <Button
        size="xs"
        leftSection={<IconMailForward size={14} />}
        loading={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: (a) => notifications.show({ color: 'teal', message: a.message, withBorder: true }),
          })
        }
      >
        {t('amend.send')}
      </Button>
    </Alert>
  );
}

const changed = (x: { dates?: unknown; pax?: unknown; rooms?: unknown; names?: unknown }, t: (key: string) => string) =>
  (['dates', 'pax', 'rooms', 'names'] as const)
    .filter((part) => x[part])
    .map((part) => t(`amend.${part}`))
    .join(', ');
