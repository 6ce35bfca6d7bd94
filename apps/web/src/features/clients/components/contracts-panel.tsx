import { useMemo, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { RowActions } from '../../../components/row-actions';
import { emptyMinHeight, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { useFormats } from '../../../lib/formats';
import { notifySuccess } from '../../../lib/notify';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { useDeleteClient } from '../api/delete-client';
import { useDeleteContract } from '../api/delete-contract';
import { useContractOwners } from '../api/get-contract-owners';
import { useLocationNames } from '../../../lib/catalogue/location-names';
import type { Client } from '../api/save-client';
import type { Contract } from '../api/save-contract';
import { useDateFormatExample } from './client-form';
import { ContractForm } from './contract-form';
import { DASH } from '../../../components/table-cells';

const MAX_PLACES = 3;

/** 'Net rates', '10 % on top', '12,5 % sobre el bruto': the percentage in the reader's number format. */
function commissionText(c: Contract, t: TFunction<'clients'>, number: (value: number, digits?: number) => string) {
  if (c.commission_mode === 'net') return t('modes.net.label');
  const value = Number(c.commission_pct);
  const pct = `${number(value, Number.isInteger(value) ? 0 : 2)} %`;
  return c.commission_mode === 'commission_on_top' ? t('panel.onTop', { pct }) : t('panel.fromGross', { pct });
}

export interface ContractsPanelProps {
  client: Client;
  isAdmin: boolean;
  onEditClient: () => void;
  onClientDeleted: () => void;
}

/** One client: its settings and the contracts that price its quotes. */
export function ContractsPanel({ client, isAdmin, onEditClient, onClientDeleted }: ContractsPanelProps) {
  const { t } = useTranslation('clients');
  const { number } = useFormats();
  const dateFormatExample = useDateFormatExample();
  const contracts = useCatalogueList<Contract>('/tenant/clients/contract/', { client: client.id, limit: 500 });
  const countries = useCatalogueList<{ id: number; location_name: string }>('/tenant/location/countries');
  const owners = useContractOwners();
  const removeContract = useDeleteContract();
  const removeClient = useDeleteClient();
  const [editing, setEditing] = useState<Contract | 'new' | null>(null);

  const rows = useMemo(() => contracts.data?.data ?? [], [contracts.data]);
  const countryNames = useMemo(
    () => new Map((countries.data?.data ?? []).map((c) => [c.id, c.location_name])),
    [countries.data],
  );
  const otherIds = useMemo(
    () => [...new Set(rows.flatMap((c) => c.location_ids))].filter((id) => !countryNames.has(id)),
    [rows, countryNames],
  );
  const placeNames = useLocationNames(countries.data ? otherIds : []);
  const ownerNames = useMemo(() => new Map((owners.data ?? []).map((u) => [u.id, u.name])), [owners.data]);
  const placeName = (id: number) => countryNames.get(id) ?? placeNames.get(id) ?? '…';
  const format = client.configuration?.date_format ?? 'MMM DD, YYYY';

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" lineClamp={1}>
            {client.name}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('panel.datesPrintAs')}
            </Text>
            <Tooltip label={format} withArrow>
              <Badge variant="default" radius="sm" tt="none">
                {dateFormatExample(format)}
              </Badge>
            </Tooltip>
          </Group>
        </Stack>
        {isAdmin && (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} />}
              onClick={onEditClient}
              data-action-type="client-edit"
            >
              {t('panel.editClient')}
            </Button>
            <RowActions
              label={client.name}
              onDelete={() =>
                removeClient.mutate(client.id, {
                  onSuccess: () => {
                    notifySuccess(t('panel.deleted', { name: client.name }));
                    onClientDeleted();
                  },
                })
              }
              deleting={removeClient.isPending}
              deleteHint={t('panel.clientDeleteHint')}
            />
          </Group>
        )}
      </Group>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={3} fz="md">
            {t('panel.contracts')}
          </Title>
          <Badge variant="light" color="gray" radius="sm">
            {rows.length}
          </Badge>
        </Group>
        {isAdmin && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing('new')}
            data-action-type="contract-new"
          >
            {t('panel.newContract')}
          </Button>
        )}
      </Group>
      <DataTable
        {...TABLE_DEFAULTS}
        records={rows}
        minHeight={emptyMinHeight(rows.length)}
        fetching={contracts.isLoading}
        noRecordsText={t('panel.noContracts')}
        onRowClick={isAdmin ? ({ record }) => setEditing(record) : undefined}
        columns={[
          {
            accessor: 'name',
            title: t('panel.contract'),
            render: (c) => (
              <div>
                <Text size="sm" fw={500}>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('panel.salesManual', { name: c.sales_manual.name })}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'location_ids',
            title: t('panel.locations'),
            render: (c) =>
              c.location_ids.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('panel.everywhere')}
                </Text>
              ) : (
                <Group gap={4}>
                  {c.location_ids.slice(0, MAX_PLACES).map((id) => (
                    <Badge key={id} variant="light" radius="sm" tt="none" fw={500}>
                      {placeName(id)}
                    </Badge>
                  ))}
                  {c.location_ids.length > MAX_PLACES && (
                    <Tooltip
                      label={c.location_ids.slice(MAX_PLACES).map(placeName).join(', ')}
                      withArrow
                      multiline
                      maw={300}
                    >
                      <Badge variant="default" radius="sm">
                        +{c.location_ids.length - MAX_PLACES}
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
              ),
          },
          {
            accessor: 'owner_user_id',
            title: t('panel.accountManager'),
            width: 185,
            noWrap: true,
            render: (c) => (c.owner_user_id ? (ownerNames.get(c.owner_user_id) ?? '…') : DASH),
          },
          {
            accessor: 'commission_mode',
            title: t('panel.commission'),
            width: 170,
            render: (c) => (
              <Tooltip label={t(`modes.${c.commission_mode}.hint`)} withArrow>
                <Text size="sm" span>
                  {commissionText(c, t, number)}
                </Text>
              </Tooltip>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            width: 88,
            hidden: !isAdmin,
            render: (c) => (
              <RowActions
                label={c.name}
                onEdit={() => setEditing(c)}
                onDelete={() =>
                  removeContract.mutate(c.id, { onSuccess: () => notifySuccess(t('panel.deleted', { name: c.name })) })
                }
                deleting={removeContract.isPending && removeContract.variables === c.id}
                deleteHint={t('panel.contractDeleteHint')}
              />
            ),
          },
        ]}
      />
      {editing && (
        <ContractForm client={client} contract={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
