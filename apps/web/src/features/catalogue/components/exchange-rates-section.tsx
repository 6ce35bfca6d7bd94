import { useMemo, useState } from 'react';
import { Badge, Card, Grid, Group, Select, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { SectionToolbar } from '../../../components/section-toolbar';
import { emptyMinHeight, emptyText, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { useFormats } from '../../../lib/formats';
import { notifySuccess } from '../../../lib/notify';
import { useRoles } from '../../../lib/use-auth';
import { useDeleteExchangeRate } from '../api/delete-exchange-rate';
import { useExchangeRates } from '../api/get-exchange-rates';
import { CurrenciesTable } from './currencies-table';
import { ExchangeRateForm } from './exchange-rate-form';
import { rateStates, type RateState } from './exchange-rate-states';
import { hasAdminRole } from '@itinera/domain';

// The label is a catalogue key (catalogue:validity.*), read when the badge is drawn.
const STATE_BADGE: Record<RateState, { label: string; color: string }> = {
  current: { label: 'validity.inForce', color: 'teal' },
  scheduled: { label: 'validity.scheduled', color: 'blue' },
  past: { label: 'validity.replaced', color: 'gray' },
};

/** A rate with the decimals it has (up to 8), in the reader's number format: '3,7525' in Spanish. */
function rateText(number: (value: number, digits?: number) => string, rate: string | number): string {
  const digits = Math.min(8, (String(rate).split('.')[1] ?? '').replace(/0+$/, '').length);
  return number(Number(rate), digits);
}

/** /configuration/currencies: the tenant's dated exchange rates beside the shared currency list. */
export function ExchangeRatesSection() {
  const { t } = useTranslation('catalogue');
  const { date, number } = useFormats();
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
              title={t('rates.title')}
              description={t('rates.intro')}
              count={rows.length}
              filters={
                <Select
                  aria-label={t('rates.pair')}
                  placeholder={t('rates.allPairs')}
                  data={pairs}
                  value={pair}
                  onChange={setPair}
                  clearable
                  w={160}
                />
              }
              action={
                isAdmin
                  ? { label: t('rates.new'), onClick: () => setAdding(true), actionType: 'exchange-rate-new' }
                  : undefined
              }
            />
            <DataTable
              {...TABLE_DEFAULTS}
              records={rows}
              minHeight={emptyMinHeight(rows.length)}
              fetching={rates.isLoading}
              noRecordsText={emptyText(rates.error, t('rates.noneYet'))}
              columns={[
                {
                  accessor: 'pair',
                  title: t('rates.pairColumn'),
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
                  title: t('rates.rate'),
                  textAlign: 'right',
                  render: (r) => (
                    <Text size="sm" ff="monospace">
                      {rateText(number, r.rate)}
                    </Text>
                  ),
                },
                { accessor: 'valid_from', title: t('rates.validFrom'), render: (r) => date(r.valid_from) },
                {
                  accessor: 'state',
                  title: t('rates.status'),
                  render: (r) => {
                    const badge = STATE_BADGE[states.get(r.id) ?? 'past'];
                    return (
                      <Badge variant="light" color={badge.color} tt="none">
                        {t(badge.label)}
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
                      label={t('rates.rowLabel', {
                        from: r.from_currency,
                        to: r.to_currency,
                        date: date(r.valid_from),
                      })}
                      onDelete={() => remove.mutate(r.id, { onSuccess: () => notifySuccess(t('rates.deleted')) })}
                      deleting={remove.isPending && remove.variables === r.id}
                      deleteHint={t('rates.deleteHint')}
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
