import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatNumber } from '@itinera/domain';
import { errorMessage } from '../../../lib/notify';
import { useRateChanges, type RateChangeItem } from '../api/get-rate-changes';
import { useRateImpact } from '../api/get-rate-impact';
import { useRepriceQuotes } from '../api/reprice-quotes';
import { ImpactTable } from './impact-table';
import { RepriceProgress } from './reprice-progress';
import { SoldBelowCost } from './sold-below-cost';

// Configuration → Rate changes (docs/domain/rate-changes.md#screens): the changes of the last 30
// days; the chosen one's impacted quotes, to re-price in a job or keep; the sold ones apart.

const when = (iso: string) => new Date(iso).toLocaleString();
const costs = (c: RateChangeItem) =>
  c.costs
    .slice(0, 3)
    .map(
      (l) =>
        `${l.before === null ? 'new' : formatNumber(l.before, 2)} → ${l.after === null ? 'removed' : formatNumber(l.after, 2)}`,
    )
    .join(', ') + (c.costs.length > 3 ? ` and ${c.costs.length - 3} more` : '');

export function RateChangesSection() {
  const changes = useRateChanges(30);
  const [params, setParams] = useSearchParams();
  const list = changes.data?.data ?? [];
  const asked = Number(params.get('change')) || null;
  const selected = list.find((c) => c.id === asked) ?? list[0] ?? null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Rate lines changed in the last 30 days, in the service editor or by a rate-sheet import, and the open quotes
        whose prices they would move.
      </Text>
      {changes.isPending && <Loader />}
      {changes.isError && <Alert color="red">{errorMessage(changes.error)}</Alert>}
      {changes.isSuccess && !list.length && <Text>No rate changed in the last 30 days.</Text>}
      {list.length > 0 && (
        <Table withTableBorder highlightOnHover aria-label="Rate changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Lines</Table.Th>
              <Table.Th>Unit costs</Table.Th>
              <Table.Th>Open quotes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((c) => (
              <Table.Tr
                key={c.id}
                onClick={() => setParams({ change: String(c.id) })}
                style={{ cursor: 'pointer' }}
                bg={c.id === selected?.id ? 'var(--mantine-color-teal-light)' : undefined}
                aria-selected={c.id === selected?.id}
              >
                <Table.Td>{when(c.created_at)}</Table.Td>
                <Table.Td>
                  {c.service.code} {c.service.name}
                </Table.Td>
                <Table.Td>
                  {c.user?.name ?? '—'} ({c.source === 'import' ? 'import' : 'editor'})
                </Table.Td>
                <Table.Td>
                  {c.changed_ids.length} changed, {c.added_ids.length} added, {c.removed_ids.length} removed
                </Table.Td>
                <Table.Td>{costs(c)}</Table.Td>
                <Table.Td>{c.open_quotes}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {selected && <ChangeImpact key={selected.id} change={selected} />}
    </Stack>
  );
}

function ChangeImpact({ change }: { change: RateChangeItem }) {
  const impact = useRateImpact(change.id);
  const reprice = useRepriceQuotes();
  // What the user ticked or unticked; the rest follows the rule below.
  const [ticked, setTicked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const quotes = impact.data?.quotes ?? [];
  // In Preparation quotes are chosen at first; a locked one only when the user ticks it.
  const chosen = new Set(quotes.filter((q) => ticked.get(q.id) ?? !q.prices_locked).map((q) => q.id));
  const toggle = (id: number) => setTicked((m) => new Map(m).set(id, !chosen.has(id)));
  const lockedChosen = quotes.filter((q) => chosen.has(q.id) && q.prices_locked).length;
  const start = () =>
    reprice.mutate(
      { quote_ids: [...chosen], rate_change_id: change.id },
      {
        onSuccess: (job) => {
          setConfirming(false);
          setJobId(job.id);
        },
      },
    );
  return (
    <Stack gap="sm">
      <Title order={4}>
        Impact of {change.service.code} {change.service.name}
      </Title>
      {impact.isPending && <Loader />}
      {impact.isError && <Alert color="red">{errorMessage(impact.error)}</Alert>}
      {impact.isSuccess && !quotes.length && <Text>No open quote's prices move with this change.</Text>}
      {quotes.length > 0 && (
        <>
          <ImpactTable quotes={quotes} chosen={chosen} onToggle={toggle} />
          <Group>
            <Button disabled={!chosen.size} onClick={() => setConfirming(true)}>
              Re-price {chosen.size} {chosen.size === 1 ? 'quote' : 'quotes'}
            </Button>
            <Text size="sm" c="dimmed">
              The others keep their prices.
            </Text>
          </Group>
        </>
      )}
      {jobId && <RepriceProgress jobId={jobId} />}
      {impact.data && <SoldBelowCost quotes={impact.data.sold_below_cost} />}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Re-price with today's rates?">
        <Stack>
          <Text size="sm">
            Each of the {chosen.size} chosen quotes gets a new version priced with the catalogue's current rates, and
            its history names this rate change.
          </Text>
          {lockedChosen > 0 && (
            <Alert color="orange">
              {lockedChosen} chosen {lockedChosen === 1 ? 'quote has' : 'quotes have'} locked prices (Sent or Under
              Review): the lock refuses the re-price and the result says so. Move it back to In Preparation first to
              re-price it.
            </Alert>
          )}
          {reprice.isError && <Alert color="red">{errorMessage(reprice.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
            <Button loading={reprice.isPending} onClick={start}>
              Re-price {chosen.size} {chosen.size === 1 ? 'quote' : 'quotes'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
