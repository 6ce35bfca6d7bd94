import { useMemo, useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { SectionToolbar } from '../../../components/section-toolbar';
import { TABLE_DEFAULTS } from '../../../components/table-defaults';
import { useCurrencies } from './currency-select';

/** The ISO 4217 currencies every tenant shares: read-only, searchable by code or name. */
export function CurrenciesTable({ used }: { used: Set<number> }) {
  const { t } = useTranslation('catalogue');
  const currencies = useCurrencies();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (currencies.data?.data ?? []).filter(
      (c) => !term || c.code.toLowerCase().includes(term) || c.currency_name.toLowerCase().includes(term),
    );
  }, [currencies.data, search]);

  return (
    <>
      <SectionToolbar
        compact
        title={t('currencies.title')}
        description={t('currencies.intro')}
        count={rows.length}
        search={{ value: search, onChange: setSearch, placeholder: t('currencies.search') }}
      />
      <DataTable
        {...TABLE_DEFAULTS}
        height={560}
        records={rows}
        fetching={currencies.isLoading}
        noRecordsText={t('currencies.noSearchMatch')}
        columns={[
          {
            accessor: 'code',
            title: t('currencies.code'),
            width: 80,
            render: (c) => (
              <Text size="sm" fw={600} ff="monospace">
                {c.code}
              </Text>
            ),
          },
          {
            accessor: 'currency_name',
            title: t('currencies.name'),
            render: (c) => (
              <Text size="sm" lineClamp={1}>
                {c.currency_name}{' '}
                {used.has(c.id) && (
                  <Badge size="xs" variant="light" ml={4} tt="none">
                    {t('currencies.hasRates')}
                  </Badge>
                )}
              </Text>
            ),
          },
          { accessor: 'currency_sign', title: t('currencies.sign'), width: 70, textAlign: 'center' },
        ]}
      />
    </>
  );
}
