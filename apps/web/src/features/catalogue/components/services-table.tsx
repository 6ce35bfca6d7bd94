import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconEye, IconPencil } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { TABLE_DEFAULTS } from '../../../components/table-defaults';
import type { CatalogueService } from '@itinera/domain/contracts';
import { countryOfLocationCode } from './service-form-state';
import { LevelBadge, ServiceTypeLabel } from './service-labels';
import { useCountryNames } from './service-location-fields';
import { codeColumn, DASH, pagerControlLabels } from '../../../components/table-cells';

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
  const { t } = useTranslation('catalogue');
  const countries = useCountryNames();
  const columns: DataTableColumn<CatalogueService>[] = [
    codeColumn<CatalogueService>(104),
    {
      accessor: 'name',
      title: t('services.columns.name'),
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
      title: t('services.columns.type'),
      width: 160,
      render: (s) => <ServiceTypeLabel id={s.id_service_type} name={s.name_type_service.service_type_name} />,
    },
    {
      accessor: 'category',
      title: t('services.columns.category'),
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
      title: t('services.columns.location'),
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
    {
      accessor: 'level',
      title: t('services.columns.level'),
      width: 112,
      render: (s) => <LevelBadge level={s.level} />,
    },
    {
      accessor: 'actions',
      title: t('services.columns.actions'),
      // Room for 'Acciones' / 'Ações' as well as 'Actions'.
      width: 112,
      textAlign: 'right',
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <Tooltip label={canEdit ? t('services.edit') : t('services.open')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t(canEdit ? 'services.editNamed' : 'services.openNamed', { name: s.name.value })}
              onClick={() => onEdit(s)}
            >
              {canEdit ? <IconPencil size={17} /> : <IconEye size={17} />}
            </ActionIcon>
          </Tooltip>
          {canEdit && (
            <Tooltip label={t('services.archive')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('services.archiveNamed', { name: s.name.value })}
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
      aria-label={t('services.title')}
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
      getPaginationControlProps={pagerControlLabels}
      recordsPerPage={limit}
      recordsPerPageOptions={[10, 25, 50]}
      onRecordsPerPageChange={onLimit}
      recordsPerPageLabel={t('services.perPage')}
      paginationText={({ from, to, totalRecords }) => t('services.range', { from, to, total: totalRecords })}
      noRecordsText={t('services.none')}
    />
  );
}
