import { useEffect, useMemo, useState } from 'react';
import { Grid, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { SectionToolbar } from '../../../components/section-toolbar';
import { emptyMinHeight, emptyText, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { useRoles } from '../../../lib/use-auth';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import type { Client } from '../api/save-client';
import { ClientForm, useDateFormatExample } from './client-form';
import { ContractsPanel } from './contracts-panel';
import { hasAdminRole } from '@itinera/domain';

/** /configuration/clients: client agencies on the left, the chosen one's contracts on the right (?client=ID). */
export function ClientsSection() {
  const { t } = useTranslation('clients');
  const dateFormatExample = useDateFormatExample();
  const isAdmin = hasAdminRole(useRoles());
  const clients = useCatalogueList<Client>('/tenant/clients', { limit: 500 });
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Client | 'new' | null>(null);

  const all = useMemo(() => clients.data?.data ?? [], [clients.data]);
  const rows = useMemo(
    () => all.filter((c) => !search.trim() || c.name.toLowerCase().includes(search.trim().toLowerCase())),
    [all, search],
  );
  const selectedId = Number(params.get('client')) || null;
  const selected = all.find((c) => c.id === selectedId) ?? null;
  const select = (id: number | null) => setParams(id ? { client: String(id) } : {}, { replace: true });

  // Open on the first client, so the right side is never empty when there is one.
  useEffect(() => {
    if (!selected && all.length > 0) setParams({ client: String(all[0]!.id) }, { replace: true });
  }, [selected, all, setParams]);

  return (
    <Grid gap="xl" align="flex-start">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <SectionToolbar
          compact
          title={t('list.title')}
          count={rows.length}
          search={{ value: search, onChange: setSearch, placeholder: t('list.search') }}
          action={
            isAdmin ? { label: t('list.new'), onClick: () => setEditing('new'), actionType: 'client-new' } : undefined
          }
        />
        <DataTable
          {...TABLE_DEFAULTS}
          noHeader
          maxHeight={600}
          minHeight={emptyMinHeight(rows.length)}
          records={rows}
          fetching={clients.isLoading}
          noRecordsText={emptyText(clients.error, search ? t('list.noMatch') : t('list.noneYet'))}
          onRowClick={({ record }) => select(record.id)}
          rowStyle={(c) =>
            c.id === selected?.id
              ? {
                  backgroundColor: 'var(--mantine-color-teal-0)',
                  boxShadow: 'inset 3px 0 0 var(--mantine-color-teal-6)',
                }
              : undefined
          }
          columns={[
            {
              accessor: 'name',
              render: (c) => (
                <div>
                  <Text size="sm" fw={c.id === selected?.id ? 600 : 500}>
                    {c.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('list.dates', { example: dateFormatExample(c.configuration?.date_format ?? 'MMM DD, YYYY') })}
                  </Text>
                </div>
              ),
            },
          ]}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        {selected ? (
          <ContractsPanel
            client={selected}
            isAdmin={isAdmin}
            onEditClient={() => setEditing(selected)}
            onClientDeleted={() => select(null)}
          />
        ) : (
          <EmptyState
            icon={<IconBuildingStore size={28} />}
            title={clients.isLoading ? t('list.loading') : t('list.noClient')}
            text={t('list.noClientText')}
          />
        )}
      </Grid.Col>
      {editing && (
        <ClientForm
          client={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(c) => select(c.id)}
        />
      )}
    </Grid>
  );
}
