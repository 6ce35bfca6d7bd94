import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
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
import { codeColumn, DASH, pageRange } from '../../../components/table-cells';

const PAGE_SIZE = 15;

/** /configuration/suppliers: who the services are bought from. */
export function SuppliersSection() {
  const isAdmin = hasAdminRole(useRoles());
  const { search, onSearch, debounced, page, setPage } = usePagedSearch();
  const suppliers = useSuppliers({ page, limit: PAGE_SIZE, search: debounced || undefined });
  const remove = useDeleteSupplier();
  const [editing, setEditing] = useState<SupplierRow | 'new' | null>(null);

  return (
    <>
      <SectionToolbar
        title="Suppliers"
        description="Hotels, ground operators and guides the services are bought from."
        count={suppliers.data?.meta.total}
        search={{ value: search, onChange: onSearch, placeholder: 'Search code or name' }}
        action={
          isAdmin ? { label: 'New supplier', onClick: () => setEditing('new'), actionType: 'supplier-new' } : undefined
        }
      />
      <DataTable
        {...TABLE_DEFAULTS}
        minHeight={emptyMinHeight(suppliers.data?.data.length ?? 0)}
        records={suppliers.data?.data ?? []}
        fetching={suppliers.isFetching}
        noRecordsText={emptyText(suppliers.error, debounced ? 'No supplier matches this search' : 'No suppliers yet')}
        page={page}
        onPageChange={setPage}
        totalRecords={suppliers.data?.meta.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        paginationText={pageRange}
        onRowClick={isAdmin ? ({ record }) => setEditing(record) : undefined}
        columns={[
          codeColumn<SupplierRow>(170),
          {
            accessor: 'name',
            title: 'Name',
            render: (s) => (
              <Text size="sm" fw={500}>
                {s.name}
              </Text>
            ),
          },
          {
            accessor: 'location',
            title: 'Location',
            render: (s) => s.location?.location_name ?? DASH,
          },
          {
            accessor: 'email',
            title: 'E-mail',
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
            title: 'Phone',
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
                deleteHint="It leaves this list; rate lines and quotes that name it keep it."
              />
            ),
          },
        ]}
      />
      {editing && <SupplierForm supplier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
