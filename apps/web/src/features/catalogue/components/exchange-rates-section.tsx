import { useMemo, useState } from 'react';
import { Badge, Card, Grid, Group, Select, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { DataTable } from 'mantine-datatable';
import { RowActions } from '../../../components/row-actions';
import { SectionToolbar } from '../../../components/section-toolbar';
import { emptyMinHeight, emptyText, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { notifySuccess } from '../../../lib/notify';
import { useRoles } from '../../../lib/use-auth';
import { useDeleteExchangeRate } from '../api/delete-exchange-rate';
import { useExchangeRates } from '../api/get-exchange-rates';
import { CurrenciesTable } from './currencies-table';
import { ExchangeRateForm } from './exchange-rate-form';
import { rateStates, type RateState } from './exchange-rate-states';
import { formatDay } from './validity-badge';
import { hasAdminRole } from '@itinera/domain';

const STATE_BADGE: Record<RateState, { label: string; color: string }> = {
  current: { label: 'In force', color: 'teal' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  past: { label: 'Replaced', color: 'gray' },
};

/** /configuration/currencies: the tenant's dated exchange rates beside the shared currency list. */
export function ExchangeRatesSection() {
  const isAdmin = hasAdminRole(useRoles());
  const rates = useExchangeRates();
  const remove = useDeleteExchangeRate();
  const [adding, setAdding] = useState(false);
  const [pair, setPair] = useState<string | null>(null);

  const all = useMemo(() => rates.data?.data ?? [], [rates.data]);
  const states = useMemo(() => rateStates(all, dayjs().format('YYYY-MM-DD')), [all]);
  const pairs = useMemo(() => [...new Set(all.map((r) => `${r.from_currency} → ${r.to_currency}`))].sort(), [all]);
  const rows = useMemo(
    () =>
      all
        .filter((r) => !pair || `${r.from_currency} → ${r.to_currency}` === pair)
        .sort(
          (a, b) =>
            a.from_currency.localeCompare(b.from_currency) ||
            a.to_currency.localeCompare(b.to_currency) ||
            b.valid_from.localeCompare(a.valid_from),
        ),
    [all, pair],
  );
  const used = useMemo(() => new Set(all.flatMap((r) => [r.from_currency_id, r.to_currency_id])), [all]);

  return (
    <>
      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder radius="lg" padding="lg">
            <SectionToolbar
              compact
              title="Exchange rates"
              description="Convert rates written in one currency into the currency of a quote, from a date on."
              count={rows.length}
              filters={
                <Select
                  aria-label="Currency pair"
                  placeholder="All pairs"
                  data={pairs}
                  value={pair}
                  onChange={setPair}
                  clearable
                  w={160}
                />
              }
              action={
                isAdmin
                  ? { label: 'New rate', onClick: () => setAdding(true), actionType: 'exchange-rate-new' }
                  : undefined
              }
            />
            <DataTable
              {...TABLE_DEFAULTS}
              records={rows}
              minHeight={emptyMinHeight(rows.length)}
              fetching={rates.isLoading}
              noRecordsText={emptyText(rates.error, 'No exchange rates yet')}
              columns={[
                {
                  accessor: 'pair',
                  title: 'Pair',
                  render: (r) => (
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600} ff="monospace">
                        {r.from_currency}
                      </Text>
                      <IconArrowRight size={14} color="var(--mantine-color-dimmed)" />
                      <Text size="sm" fw={600} ff="monospace">
                        {r.to_currency}
                      </Text>
                    </Group>
                  ),
                },
                {
                  accessor: 'rate',
                  title: 'Rate',
                  textAlign: 'right',
                  render: (r) => (
                    <Text size="sm" ff="monospace">
                      {Number(r.rate).toLocaleString('en', { maximumFractionDigits: 8 })}
                    </Text>
                  ),
                },
                { accessor: 'valid_from', title: 'Valid from', render: (r) => formatDay(r.valid_from) },
                {
                  accessor: 'state',
                  title: 'Status',
                  render: (r) => {
                    const badge = STATE_BADGE[states.get(r.id) ?? 'past'];
                    return (
                      <Badge variant="light" color={badge.color} tt="none">
                        {badge.label}
                      </Badge>
                    );
                  },
                },
                {
                  accessor: 'actions',
                  title: '',
                  width: 64,
                  hidden: !isAdmin,
                  render: (r) => (
                    <RowActions
                      label={`the ${r.from_currency} → ${r.to_currency} rate of ${formatDay(r.valid_from)}`}
                      onDelete={() =>
                        remove.mutate(r.id, { onSuccess: () => notifySuccess('The exchange rate was deleted.') })
                      }
                      deleting={remove.isPending && remove.variables === r.id}
                      deleteHint="Quotes priced from now on use the previous rate of this pair, if there is one."
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder radius="lg" padding="lg">
            <CurrenciesTable used={used} />
          </Card>
        </Grid.Col>
      </Grid>
      {adding && <ExchangeRateForm onClose={() => setAdding(false)} />}
    </>
  );
}
