import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormats } from '../../../lib/formats';
import { i18n } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/notify';
import { useRateChanges, type RateChangeItem } from '../api/get-rate-changes';
import { useRateImpact } from '../api/get-rate-impact';
import { useRepriceQuotes } from '../api/reprice-quotes';
import { ImpactTable } from './impact-table';
import { RepriceProgress } from './reprice-progress';
import { SoldBelowCost } from './sold-below-cost';

// Configuration → Rate changes (docs/domain/rate-changes.md#screens): the changes of the last 30
// days; the chosen one's impacted quotes, to re-price in a job or keep; the sold ones apart.

// Unit costs before → after, the first three, in the reader's numbers.
const costs = (c: RateChangeItem, number: (v: number, digits: number) => string) =>
  c.costs
    .slice(0, 3)
    .map(
      (l) =>
        `${l.before === null ? i18n.t('settings:rateChanges.new') : number(l.before, 2)} → ${l.after === null ? i18n.t('settings:rateChanges.removed') : number(l.after, 2)}`,
    )
    .join(', ') + (c.costs.length > 3 ? i18n.t('settings:rateChanges.more', { count: c.costs.length - 3 }) : '');

export function RateChangesSection() {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  const changes = useRateChanges(30);
  const [params, setParams] = useSearchParams();
  const list = changes.data?.data ?? [];
  const asked = Number(params.get('change')) || null;
  const selected = list.find((c) => c.id === asked) ?? list[0] ?? null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('rateChanges.intro')}
      </Text>
      {changes.isPending && <Loader />}
      {changes.isError && <Alert color="red">{errorMessage(changes.error)}</Alert>}
      {changes.isSuccess && !list.length && <Text>{t('rateChanges.none')}</Text>}
      {list.length > 0 && (
        <Table withTableBorder highlightOnHover aria-label={t('rateChanges.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rateChanges.when')}</Table.Th>
              <Table.Th>{t('rateChanges.service')}</Table.Th>
              <Table.Th>{t('rateChanges.by')}</Table.Th>
              <Table.Th>{t('rateChanges.lines')}</Table.Th>
              <Table.Th>{t('rateChanges.unitCosts')}</Table.Th>
              <Table.Th>{t('rateChanges.openQuotes')}</Table.Th>
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
                <Table.Td>{formats.dateTime(c.created_at)}</Table.Td>
                <Table.Td>
                  {c.service.code} {c.service.name}
                </Table.Td>
                <Table.Td>
                  {c.user?.name ?? '—'} ({t(`rateChanges.source.${c.source === 'import' ? 'import' : 'editor'}`)})
                </Table.Td>
                <Table.Td>
                  {t('rateChanges.linesText', {
                    changed: c.changed_ids.length,
                    added: c.added_ids.length,
                    removed: c.removed_ids.length,
                  })}
                </Table.Td>
                <Table.Td>{costs(c, formats.number)}</Table.Td>
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
  const { t } = useTranslation('settings');
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
      <Title order={4}>{t('rateChanges.impactOf', { service: `${change.service.code} ${change.service.name}` })}</Title>
      {impact.isPending && <Loader />}
      {impact.isError && <Alert color="red">{errorMessage(impact.error)}</Alert>}
      {impact.isSuccess && !quotes.length && <Text>{t('rateChanges.noImpact')}</Text>}
      {quotes.length > 0 && (
        <>
          <ImpactTable quotes={quotes} chosen={chosen} onToggle={toggle} />
          <Group>
            <Button disabled={!chosen.size} onClick={() => setConfirming(true)}>
              {t('rateChanges.reprice', { count: chosen.size })}
            </Button>
            <Text size="sm" c="dimmed">
              {t('rateChanges.othersKeep')}
            </Text>
          </Group>
        </>
      )}
      {jobId && <RepriceProgress jobId={jobId} />}
      {impact.data && <SoldBelowCost quotes={impact.data.sold_below_cost} />}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('rateChanges.confirm')}>
        <Stack>
          <Text size="sm">{t('rateChanges.confirmText', { count: chosen.size })}</Text>
          {lockedChosen > 0 && <Alert color="orange">{t('rateChanges.locked', { count: lockedChosen })}</Alert>}
          {reprice.isError && <Alert color="red">{errorMessage(reprice.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('rateChanges.keep')}
            </Button>
            <Button loading={reprice.isPending} onClick={start}>
              {t('rateChanges.reprice', { count: chosen.size })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
