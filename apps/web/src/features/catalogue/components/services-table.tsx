import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconEye, IconPencil } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { TABLE_DEFAULTS } from '../../../components/table-defaults';
import type { CatalogueService } from '@itinera/domain/contracts';
import { countryOfLocationCode } from './service-form-state';
import { LevelBadge, ServiceTypeLabel } from './service-labels';
import { useCountryNames } from './service-location-fields';
import { codeColumn, DASH } from '../../../components/table-cells';

export interface ServicesTableProps {
  records: CatalogueService[];
  total: number;
  page: number;
  limit: number;
  fetching: boolean;
  /** Admins edit and archive; everybody else opens a service to read it. */
  canEdit: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onEdit: (service: CatalogueService) => void;
  onArchive: (service: CatalogueService) => void;
}

export function ServicesTable({
  records,
  total,
  page,
  limit,
  fetching,
  canEdit,
  onPage,
  onLimit,
  onEdit,
  onArchive,
}: ServicesTableProps) {
  const countries = useCountryNames();
  const columns: DataTableColumn<CatalogueService>[] = [
    codeColumn<CatalogueService>(104),
    {
      accessor: 'name',
      title: 'Name',
      render: (s) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} lineClamp={1}>
            {s.name.value}
          </Text>
          {s.description.value && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {s.description.value}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'name_type_service',
      title: 'Type',
      width: 160,
      render: (s) => <ServiceTypeLabel id={s.id_service_type} name={s.name_type_service.service_type_name} />,
    },
    {
      accessor: 'category',
      title: 'Category',
      width: 150,
      render: (s) =>
        s.category ? (
          <Group gap={6} wrap="nowrap">
            <Badge variant="default" radius="sm" size="sm" ff="monospace">
              {s.category.acronym}
            </Badge>
            <Text size="sm" lineClamp={1}>
              {s.category.name}
            </Text>
          </Group>
        ) : (
          DASH
        ),
    },
    {
      accessor: 'location',
      title: 'Location',
      width: 190,
      render: (s) => {
        // The service's own place is the last of its places (country first).
        const place = s.location.at(-1);
        if (!place) return DASH;
        const code = countryOfLocationCode(place.location_code);
        const country = code ? (countries.get(code) ?? code) : null;
        return (
          <Text size="sm" lineClamp={1}>
            {place.location_name}
            {country && country !== place.location_name && (
              <Text span c="dimmed" size="sm">
                , {country}
              </Text>
            )}
          </Text>
        );
      },
    },
    { accessor: 'level', title: 'Level', width: 112, render: (s) => <LevelBadge level={s.level} /> },
    {
      accessor: 'actions',
      title: 'Actions',
      width: 92,
      textAlign: 'right',
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <Tooltip label={canEdit ? 'Edit' : 'Open'} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${canEdit ? 'Edit' : 'Open'} ${s.name.value}`}
              onClick={() => onEdit(s)}
            >
              {canEdit ? <IconPencil size={17} /> : <IconEye size={17} />}
            </ActionIcon>
          </Tooltip>
          {canEdit && (
            <Tooltip label="Archive" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Archive ${s.name.value}`}
                onClick={() => onArchive(s)}
              >
                <IconArchive size={17} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
  return (
    <DataTable<CatalogueService>
      {...TABLE_DEFAULTS}
      aria-label="Services"
      verticalSpacing="xs"
      minHeight={records.length ? undefined : 180}
      idAccessor="id"
      records={records}
      columns={columns}
      fetching={fetching}
      onRowClick={({ record }) => onEdit(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      totalRecords={total}
      page={page}
      onPageChange={onPage}
      recordsPerPage={limit}
      recordsPerPageOptions={[10, 25, 50]}
      onRecordsPerPageChange={onLimit}
      recordsPerPageLabel="Rows per page"
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords} services`}
      noRecordsText="No services"
    />
  );
}
