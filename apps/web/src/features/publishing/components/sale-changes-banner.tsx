import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  saleChangeLines,
  sendChangesRefusal,
  type SaleChangeKind,
  type SaleChangeLine,
  type SaleChanges,
} from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useAuth } from '../../../lib/use-auth';
import { useSaleChanges } from '../api/get-sale-changes';
import { useSendSaleChanges } from '../api/send-sale-changes';

// "Changed since the client accepted" (decision 0075): above every tab of a sold quote
// whose current version is not the one the client said yes to, the sale's changes before → after.

const KIND_COLOR: Record<SaleChangeKind, string> = {
  added: 'teal',
  removed: 'red',
  dates: 'orange',
  pax: 'orange',
  rooms: 'orange',
  price_up: 'red',
  price_down: 'teal',
  price: 'gray',
};

function KindBadge({ kind, t }: { kind: SaleChangeKind; t: TFunction<'workspace'> }) {
  return (
    <Badge size="sm" variant="light" color={KIND_COLOR[kind]} tt="none" miw="max-content">
      {t(`saleChanges.kind.${kind}`)}
    </Badge>
  );
}

/** True when the banner has something to say: a sale is pinned and the quote is at another version. */
export const changedSinceAccepted = (quote: QuoteDetail) =>
  !!quote.accepted_version && quote.accepted_version.version !== quote.version;

export function SaleChangesBanner({ quote }: { quote: QuoteDetail }) {
  const enabled = changedSinceAccepted(quote);
  const changes = useSaleChanges(quote.id, quote.version, enabled);
  const send = useSendSaleChanges(quote.id);
  const { t, i18n } = useTranslation('workspace');
  // A phone has no room for four columns: each change reads as a block, before → after.
  const phone = useMediaQuery('(max-width: 36em)');
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
        // English keeps the dates as stored; another language reads its words and dates from the catalogue.
        language: i18n.language === 'en' ? undefined : i18n.language,
      })
    : [];
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconAlertTriangle size={20} />}
      title={t('saleChanges.title')}
      data-testid="sale-changes-banner"
      // Flex children keep their content's width by default: on a phone the table pushed the whole
      // page sideways; at zero the table's own scroll container takes the overflow.
      styles={{ wrapper: { minWidth: 0 }, body: { minWidth: 0 }, message: { minWidth: 0 } }}
    >
      <Text size="sm" mb="sm">
        {t('saleChanges.versions', { accepted: accepted.version, current: quote.version })}
      </Text>
      {changes.isError ? (
        <Text size="sm" c="red.8">
          {t('saleChanges.error', { message: changes.error.message })}
        </Text>
      ) : phone ? (
        <ChangeBlocks lines={lines} t={t} />
      ) : (
        <ChangeTable lines={lines} t={t} accepted={accepted.version} current={quote.version} />
      )}
      <SendChanges quote={quote} roleIds={roleIds} send={send} tripRefusal={changes.data?.send_refusal ?? null} />
    </Alert>
  );
}

function ChangeTable({
  lines,
  t,
  accepted,
  current,
}: {
  lines: SaleChangeLine[];
  t: TFunction<'workspace'>;
  accepted: number;
  current: number;
}) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} withTableBorder aria-label={t('saleChanges.table')} bg="white">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('saleChanges.what')}</Table.Th>
            <Table.Th>{t('saleChanges.before', { version: accepted })}</Table.Th>
            <Table.Th>{t('saleChanges.after', { version: current })}</Table.Th>
            <Table.Th w={110}>{t('saleChanges.change')}</Table.Th>
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
                <KindBadge kind={line.kind} t={t} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone: one block a change, its name and badge, then before → after, nothing to scroll sideways. */
function ChangeBlocks({ lines, t }: { lines: SaleChangeLine[]; t: TFunction<'workspace'> }) {
  return (
    <Stack gap={6} role="list" aria-label={t('saleChanges.table')}>
      {lines.map((line) => (
        <Stack key={line.key} gap={2} role="listitem" p={6} bg="white" style={{ borderRadius: 6 }}>
          <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {line.what}
            </Text>
            <KindBadge kind={line.kind} t={t} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span td={line.kind === 'removed' ? 'line-through' : undefined} c="dimmed">
              {line.before ?? '—'}
            </Text>
            {' → '}
            <Text span fw={500}>
              {line.after ?? '—'}
            </Text>
          </Text>
        </Stack>
      ))}
    </Stack>
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
  const { t } = useTranslation('workspace');
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
          {t('saleChanges.awaiting', { version: awaiting.version })}
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
          {awaiting ? t('saleChanges.sendAgain') : t('saleChanges.send')}
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
