import { useFormats } from '../../../lib/formats';
import { useTranslation } from 'react-i18next';
import { unitsText } from '../logic/service-units';
import { Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { CatalogueService } from '@itinera/domain/contracts';
import { TABLE_DEFAULTS } from '../../../components/table-defaults';
import { loadingMessage } from '../../../components/loading-modal';
import { ServiceTypeIcon } from './service-look';
import { pageRange } from '../../../components/table-cells';

export interface CatalogueResultsProps {
  records: CatalogueService[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  fetching: boolean;
  selected: CatalogueService[];
  onSelected: (services: CatalogueService[]) => void;
  /** One service only (replace): a click picks it. */
  single?: boolean;
  currency: string;
  /** The user may see prices in the search (view_price_searched): otherwise no price column. */
  priced?: boolean;
}

/** The price of a catalogue service for the quote's dates and passengers, as far as the user may see it. */
function PriceCell({ service, currency }: { service: CatalogueService; currency: string }) {
  const { t } = useTranslation('services');
  const formats = useFormats();
  // The engine's figures (units, per person, why there is no rate) beside prices_costs_margins.
  const p = service.pricing;
  if (!p)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  if (p.errors && p.errors.length > 0)
    return (
      <Text size="xs" c="red" lineClamp={2}>
        {p.errors[0]}
      </Text>
    );
  return (
    <Stack gap={0} align="flex-end">
      {p.price !== undefined && (
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formats.money(p.price, currency, 2)}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {p.per_person !== undefined ? t('cat.perPerson', { value: formats.number(p.per_person, 2) }) : ''}
        {p.cost !== undefined ? ` · ${t('cat.cost', { value: formats.number(p.cost, 2) })}` : ''}
        {p.units ? ` · ${unitsText(t, p.units, p.unit_label)}` : ''}
      </Text>
    </Stack>
  );
}

export function CatalogueResults({
  records,
  total,
  page,
  onPage,
  fetching,
  selected,
  onSelected,
  single = false,
  currency,
  priced = true,
}: CatalogueResultsProps) {
  const { t } = useTranslation('services');
  const columns: DataTableColumn<CatalogueService>[] = [
    {
      accessor: 'id_service_type',
      title: '',
      width: 44,
      render: (s) => <ServiceTypeIcon id={s.id_service_type} size={24} />,
    },
    {
      accessor: 'name',
      title: t('col.service'),
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} lineClamp={1}>
            {s.name.value}
          </Text>
          <Group gap={6}>
            <Text size="xs" ff="monospace" c="dimmed">
              {s.code}
            </Text>
            {s.category && (
              <Text size="xs" c="dimmed">
                · {s.category.name}
              </Text>
            )}
          </Group>
        </Stack>
      ),
    },
    {
      accessor: 'location',
      title: t('cat.location'),
      width: 170,
      render: (s) => (
        <Text size="sm" lineClamp={1}>
          {s.location.at(-1)?.location_name ?? '—'}
        </Text>
      ),
    },
  ];
  if (priced)
    columns.push({
      accessor: 'price',
      title: t('cat.price'),
      width: 200,
      textAlign: 'right',
      render: (s) => <PriceCell service={s} currency={currency} />,
    });
  return (
    <DataTable<CatalogueService>
      {...TABLE_DEFAULTS}
      verticalSpacing={6}
      minHeight={records.length ? undefined : 200}
      height={440}
      aria-label={t('cat.results')}
      idAccessor="id"
      records={records}
      columns={columns}
      fetching={fetching}
      loaderType="dots"
      noRecordsText={fetching ? loadingMessage('services') : t('cat.noMatch')}
      selectedRecords={single ? undefined : selected}
      onSelectedRecordsChange={single ? undefined : onSelected}
      onRowClick={single ? ({ record }) => onSelected([record]) : undefined}
      rowStyle={
        single
          ? (s) => ({
              cursor: 'pointer',
              background: selected.some((x) => x.id === s.id) ? 'var(--mantine-color-teal-0)' : undefined,
            })
          : undefined
      }
      totalRecords={total}
      page={page}
      onPageChange={onPage}
      recordsPerPage={10}
      paginationText={pageRange}
    />
  );
}
