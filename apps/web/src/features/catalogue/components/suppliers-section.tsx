import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { deleteByIdProps, RowActions } from '../../../components/row-actions';
import { SectionToolbar } from '../../../components/section-toolbar';
import { emptyMinHeight, emptyText, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useRoles } from '../../../lib/use-auth';
import { useDeleteSupplier } from '../api/delete-supplier';
import { useSuppliers } from '../api/get-suppliers';
import type { SupplierRow } from '../api/save-supplier';
import { SupplierForm } from './supplier-form';
import { hasAdminRole } from '@itinera/domain';
import { codeColumn, DASH, pageRange, pagerControlLabels } from '../../../components/table-cells';

const PAGE_SIZE = 15;

/** /configuration/suppliers: who the services are bought from. */
export function SuppliersSection() {
  const { t } = useTranslation('catalogue');
  const isAdmin = hasAdminRole(useRoles());
  const { search, onSearch, debounced, page, setPage } = usePagedSearch();
  const suppliers = useSuppliers({ page, limit: PAGE_SIZE, search: debounced || undefined });
  const remove = useDeleteSupplier();
  const [editing, setEditing] = useState<SupplierRow | 'new' | null>(null);

  return (
    <>
      <SectionToolbar
        title={t('suppliers.title')}
        description={t('suppliers.intro')}
        count={suppliers.data?.meta.total}
        search={{ value: search, onChange: onSearch, placeholder: t('suppliers.search') }}
        action={
          isAdmin
            ? { label: t('suppliers.new'), onClick: () => setEditing('new'), actionType: 'supplier-new' }
            : undefined
        }
      />
      <DataTable
        {...TABLE_DEFAULTS}
        minHeight={emptyMinHeight(suppliers.data?.data.length ?? 0)}
        records={suppliers.data?.data ?? []}
        fetching={suppliers.isFetching}
        noRecordsText={emptyText(suppliers.error, debounced ? t('suppliers.noMatch') : t('suppliers.noneYet'))}
        page={page}
        onPageChange={setPage}
        getPaginationControlProps={pagerControlLabels}
        totalRecords={suppliers.data?.meta.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        paginationText={pageRange}
        onRowClick={isAdmin ? ({ record }) => setEditing(record) : undefined}
        columns={[
          codeColumn<SupplierRow>(170),
          {
            accessor: 'name',
            title: t('suppliers.name'),
            render: (s) => (
              <Text size="sm" fw={500}>
                {s.name}
              </Text>
            ),
          },
          {
            accessor: 'location',
            title: t('suppliers.location'),
            render: (s) => s.location?.location_name ?? DASH,
          },
          {
            accessor: 'email',
            title: t('suppliers.email'),
            render: (s) =>
              s.email ? (
                <Anchor size="sm" href={`mailto:${s.email}`} onClick={(e) => e.stopPropagation()}>
                  {s.email}
                </Anchor>
              ) : (
                DASH
              ),
          },
          {
            accessor: 'phone',
            title: t('suppliers.phone'),
            width: 160,
            render: (s) => s.phone || DASH,
          },
          {
            accessor: 'actions',
            title: '',
            width: 96,
            hidden: !isAdmin,
            render: (s) => (
              <RowActions
                label={s.name}
                onEdit={() => setEditing(s)}
                {...deleteByIdProps(remove, s)}
                deleteHint={t('suppliers.deleteHint')}
              />
            ),
          },
        ]}
      />
      {editing && <SupplierForm supplier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
