import { Alert, Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { saleChangeLines, sendChangesRefusal, type SaleChangeKind, type SaleChanges } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useAuth } from '../../../lib/use-auth';
import { useSaleChanges } from '../api/get-sale-changes';
import { useSendSaleChanges } from '../api/send-sale-changes';

// "Changed since the client accepted" (issue 48, decision 0075): above every tab of a sold quote
// whose current version is not the one the client said yes to, the sale's changes before → after.

const KIND: Record<SaleChangeKind, { label: string; color: string }> = {
  added: { label: 'Added', color: 'teal' },
  removed: { label: 'Removed', color: 'red' },
  dates: { label: 'Moved', color: 'orange' },
  pax: { label: 'Pax', color: 'orange' },
  rooms: { label: 'Rooms', color: 'orange' },
  price_up: { label: 'Price up', color: 'red' },
  price_down: { label: 'Price down', color: 'teal' },
  price: { label: 'Price', color: 'gray' },
};

/** True when the banner has something to say: a sale is pinned and the quote is at another version. */
export const changedSinceAccepted = (quote: QuoteDetail) =>
  !!quote.accepted_version && quote.accepted_version.version !== quote.version;

export function SaleChangesBanner({ quote }: { quote: QuoteDetail }) {
  const enabled = changedSinceAccepted(quote);
  const changes = useSaleChanges(quote.id, quote.version, enabled);
  const send = useSendSaleChanges(quote.id);
  const roleIds = (useAuth()?.user.roles.data ?? []).map((r) => r.id);
  const accepted = quote.accepted_version;
  if (!enabled || !accepted) return null;
  if (changes.isPending) return <Skeleton h={80} radius="md" mb="lg" />;
  const found = changes.data?.changes;
  // Nothing the sale depends on moved (a change undone, a note edited): no banner.
  if (!changes.isError && !found?.changed) return null;
  const lines = found
    ? saleChangeLines(found as SaleChanges, {
        sign: quote.currency.currency_sign ?? '',
        linePrices: true,
        numPax: { before: accepted.num_pax, after: quote.num_pax },
      })
    : [];
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconAlertTriangle size={20} />}
      title="Changed since the client accepted"
      data-testid="sale-changes-banner"
      // Flex children keep their content's width by default: on a phone the table pushed the whole
      // page sideways; at zero the table's own scroll container takes the overflow.
      styles={{ wrapper: { minWidth: 0 }, body: { minWidth: 0 }, message: { minWidth: 0 } }}
    >
      <Text size="sm" mb="sm">
        The client accepted version {accepted.version}; the quote is at version {quote.version}.
      </Text>
      {changes.isError ? (
        <Text size="sm" c="red.8">
          The changes could not be worked out: {changes.error.message}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4} withTableBorder aria-label="Changes since the client accepted" bg="white">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>What</Table.Th>
                <Table.Th>Accepted (v{accepted.version})</Table.Th>
                <Table.Th>Now (v{quote.version})</Table.Th>
                <Table.Th w={110}>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.key}>
                  <Table.Td>
                    <Text size="sm">{line.what}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" td={line.kind === 'removed' ? 'line-through' : undefined}>
                      {line.before ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.after ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={KIND[line.kind].color} tt="none">
                      {KIND[line.kind].label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SendChanges quote={quote} roleIds={roleIds} send={send} tripRefusal={changes.data?.send_refusal ?? null} />
    </Alert>
  );
}

/** "Send the changes to the client" (decision 0075): staff only; the domain says when it may be sent. */
function SendChanges({
  quote,
  roleIds,
  send,
  tripRefusal,
}: {
  quote: QuoteDetail;
  roleIds: number[];
  send: ReturnType<typeof useSendSaleChanges>;
  /** The API's reason the trip as it stands cannot go (a traveller without a room, decision 0082). */
  tripRefusal: string | null;
}) {
  const refusal = sendChangesRefusal({
    roleIds,
    statusId: quote.status.id,
    version: quote.version,
    acceptedVersion: quote.accepted_version?.version ?? null,
  });
  if (refusal?.code === 'FORBIDDEN') return null;
  const reason = refusal?.message ?? tripRefusal;
  const awaiting = quote.changes_awaiting;
  return (
    <Group mt="sm" gap="sm" align="center">
      {awaiting && (
        <Badge
          color="orange"
          variant="filled"
          tt="none"
          data-testid="banner-changes-awaiting"
          // A badge keeps to one line: on a phone this one was wider than the screen.
          maw="100%"
          styles={{ root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal' } }}
        >
          Changes awaiting the client (version {awaiting.version} sent)
        </Badge>
      )}
      {reason ? (
        <Text size="sm" c={refusal ? 'dimmed' : 'red.8'} data-testid="banner-send-refusal">
          {reason}
        </Text>
      ) : (
        <Button
          size="xs"
          color="orange"
          leftSection={<IconSend size={14} />}
          loading={send.isPending}
          onClick={() => send.mutate()}
          data-action-type="send-sale-changes"
        >
          {awaiting ? 'Send the changes again' : 'Send the changes to the client'}
        </Button>
      )}
      {send.isSuccess && (
        <Text size="sm" c="teal.8" role="status">
          {send.data.message}
        </Text>
      )}
      {send.isError && (
        <Text size="sm" c="red.8" role="alert">
          {send.error.message}
        </Text>
      )}
    </Group>
  );
}
