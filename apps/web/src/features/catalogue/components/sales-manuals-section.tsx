import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { canViewCatalogueCosts, hasAdminRole } from '@itinera/domain';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { deleteByIdProps, RowActions } from '../../../components/row-actions';
import { SectionToolbar } from '../../../components/section-toolbar';
import { emptyMinHeight, emptyText, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { useFormats } from '../../../lib/formats';
import { useAuth } from '../../../lib/use-auth';
import { useDeleteSalesManual } from '../api/delete-sales-manual';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import type { SalesManual } from '../api/save-sales-manual';
import { SalesManualForm } from './sales-manual-form';
import { ValidityBadge } from './validity-badge';

/** /configuration/sales-manuals: the rate sheets every rate line and contract points to. */
export function SalesManualsSection() {
  const { t } = useTranslation('catalogue');
  const { date, number } = useFormats();
  // A margin with its decimals only when it has some: '20 %', '12,5 %' in Spanish.
  const pct = (v: string | number) => `${number(Number(v), Number.isInteger(Number(v)) ? 0 : 2)} %`;
  const auth = useAuth();
  const isAdmin = hasAdminRole(auth?.user.roles.data ?? []);
  const showMargins = canViewCatalogueCosts(
    auth?.user.roles.data[0]?.id ?? 0,
    (auth?.permissions ?? []).map((p) => p.name),
  );
  const manuals = useCatalogueList<SalesManual>('/tenant/sales_manuals', { limit: 500 });
  const remove = useDeleteSalesManual();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<SalesManual | 'new' | null>(null);

  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (manuals.data?.data ?? []).filter(
      (m) => !term || m.name.toLowerCase().includes(term) || m.currency.code.toLowerCase().includes(term),
    );
  }, [manuals.data, search]);

  return (
    <>
      <SectionToolbar
        title={t('manuals.title')}
        description={showMargins ? t('manuals.introMargins') : t('manuals.intro')}
        count={rows.length}
        search={{ value: search, onChange: setSearch, placeholder: t('manuals.search') }}
        action={
          isAdmin
            ? { label: t('manuals.new'), onClick: () => setEditing('new'), actionType: 'sales-manual-new' }
            : undefined
        }
      />
      <DataTable
        {...TABLE_DEFAULTS}
        records={rows}
        minHeight={emptyMinHeight(rows.length)}
        fetching={manuals.isLoading}
        noRecordsText={emptyText(manuals.error, search ? t('manuals.noMatch') : t('manuals.noneYet'))}
        onRowClick={isAdmin ? ({ record }) => setEditing(record) : undefined}
        columns={[
          {
            accessor: 'name',
            title: t('manuals.name'),
            render: (m) => (
              <Text size="sm" fw={500}>
                {m.name}
              </Text>
            ),
          },
          {
            accessor: 'currency',
            title: t('manuals.currency'),
            width: 120,
            render: (m) => (
              <Text size="sm">
                {m.currency.code}{' '}
                <Text span c="dimmed" size="sm">
                  {m.currency.currency_sign}
                </Text>
              </Text>
            ),
          },
          {
            accessor: 'valid_from',
            title: t('manuals.valid'),
            width: 240,
            noWrap: true,
            render: (m) => `${date(m.valid_from)} – ${date(m.valid_to)}`,
          },
          {
            accessor: 'status',
            title: t('manuals.status'),
            width: 120,
            render: (m) => <ValidityBadge from={m.valid_from} to={m.valid_to} />,
          },
          // Margins are cost-side: the API leaves them out for users who may not see costs.
          {
            accessor: 'margin_hotel',
            title: t('manuals.hotelMargin'),
            width: 150,
            noWrap: true,
            textAlign: 'right',
            hidden: !showMargins,
            render: (m) => pct(m.margin_hotel ?? 0),
          },
          {
            accessor: 'margin_service',
            title: t('manuals.serviceMargin'),
            width: 165,
            noWrap: true,
            textAlign: 'right',
            hidden: !showMargins,
            render: (m) => pct(m.margin_service ?? 0),
          },
          {
            accessor: 'actions',
            title: '',
            width: 96,
            hidden: !isAdmin,
            render: (m) => (
              <RowActions
                label={m.name}
                onEdit={() => setEditing(m)}
                {...deleteByIdProps(remove, m)}
                deleteHint={t('manuals.deleteHint')}
              />
            ),
          },
        ]}
      />
      {editing && <SalesManualForm manual={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
