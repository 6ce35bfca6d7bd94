import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CatalogueService } from '@itinera/domain/contracts';
import { EmptyState } from '../../../components/empty-state';
import { useAuth } from '../../../lib/use-auth';
import { useSearchServices, type ServiceSearch } from '../api/search-services';
import { ServiceArchiveModal } from './service-archive-modal';
import { hasFilters, NO_FILTERS, ServicesFilters, type ServiceFilterValues } from './services-filters';
import { ServicesTable } from './services-table';

// The editor (forms, date pickers, the rates grid) loads only when a service is opened.
const ServiceEditor = lazy(() => import('./service-editor').then((m) => ({ default: m.ServiceEditor })));

/** The `?service=` of the address: `new`, a service id, or nothing (the editor is closed). */
const EDIT_PARAM = 'service';

/** Configuration › Services: search the catalogue, open a service to edit it, add one, archive one. */
export function ServicesSection() {
  const { t } = useTranslation('catalogue');
  const isAdmin = useAuth()?.user.roles.data.some((r) => r.id === 1) ?? false;
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ServiceFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [archiving, setArchiving] = useState<CatalogueService | null>(null);
  const [text] = useDebouncedValue(filters.text.trim(), 300);

  const search: ServiceSearch = {
    page,
    limit,
    name: text || undefined,
    id_type_service: filters.types.length ? filters.types : undefined,
    category: filters.category ? String(filters.category) : undefined,
    country: filters.location ? undefined : (filters.country ?? undefined),
    location: filters.location ?? undefined,
  };
  const services = useSearchServices(search);
  const total = services.data?.meta.total ?? 0;
  const records = services.data?.data ?? [];

  const editing = params.get(EDIT_PARAM);
  const editId = editing === 'new' ? 0 : editing && /^\d+$/.test(editing) ? Number(editing) : null;
  const openEditor = (value: string) =>
    setParams((p) => {
      p.set(EDIT_PARAM, value);
      return p;
    });
  const closeEditor = () =>
    setParams((p) => {
      p.delete(EDIT_PARAM);
      return p;
    });
  const changeFilters = (next: ServiceFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const filtered = hasFilters(filters);
  const newButton = isAdmin ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor('new')} data-action-type="service-new">
      {t('services.new')}
    </Button>
  ) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap">
            <Title order={2} fz="lg">
              {t('services.title')}
            </Title>
            {services.data && (
              <Badge variant="light" color="gray" radius="sm" aria-label={t('services.count', { n: total })}>
                {total}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('services.intro')}
          </Text>
        </Stack>
        {newButton}
      </Group>
      <ServicesFilters value={filters} onChange={changeFilters} />
      {services.isPending ? (
        <Center py={80}>
          <Loader />
        </Center>
      ) : total === 0 && !services.isFetching ? (
        <EmptyState
          icon={filtered ? <IconFilterOff size={28} /> : <IconBuildingStore size={28} />}
          title={filtered ? t('services.noMatch') : t('services.noneYet')}
          text={filtered ? t('services.noMatchText') : t('services.noneYetText')}
          action={
            filtered ? (
              <Button variant="default" onClick={() => changeFilters(NO_FILTERS)}>
                {t('services.clearFilters')}
              </Button>
            ) : (
              newButton
            )
          }
        />
      ) : (
        <ServicesTable
          records={records}
          total={total}
          page={page}
          limit={limit}
          fetching={services.isFetching}
          canEdit={isAdmin}
          onPage={setPage}
          onLimit={(n) => {
            setLimit(n);
            setPage(1);
          }}
          onEdit={(s) => openEditor(String(s.id))}
          onArchive={setArchiving}
        />
      )}
      {editId !== null && (
        <Suspense fallback={null}>
          <ServiceEditor serviceId={editId} readOnly={!isAdmin} onClose={closeEditor} />
        </Suspense>
      )}
      <ServiceArchiveModal service={archiving} onClose={() => setArchiving(null)} />
    </Stack>
  );
}
