import { useMemo, useState } from 'react';
import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { deleteByIdProps, RowActions } from '../../../components/row-actions';
import { SectionToolbar } from '../../../components/section-toolbar';
import { emptyMinHeight, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { useRoles } from '../../../lib/use-auth';
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteTag } from '../api/delete-tag';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import type { ServiceCategory } from '../api/save-category';
import type { Tag, TagKind } from '../api/save-tag';
import { CategoryForm } from './category-form';
import { TagForm } from './tag-form';
import { hasAdminRole } from '@itinera/domain';

// The three lists stand side by side: each scrolls within the same height, with no header row.
const compactTable = (rows: number) => ({
  ...TABLE_DEFAULTS,
  maxHeight: 440,
  minHeight: emptyMinHeight(rows),
  noHeader: true,
});
const matches = (term: string, ...values: string[]) =>
  !term || values.some((v) => v.toLowerCase().includes(term.trim().toLowerCase()));

const TAG_LISTS = {
  service: {
    path: '/tenant/services_tags',
    title: 'Service tags',
    description: 'Labels that filter the service search.',
  },
  itinerary: {
    path: '/tenant/itineraries_tags',
    title: 'Itinerary tags',
    description: 'Labels that group quotes and example trips.',
  },
} as const;

function TagList({ kind, isAdmin }: { kind: TagKind; isAdmin: boolean }) {
  const list = TAG_LISTS[kind];
  const tags = useCatalogueList<Tag>(list.path, { limit: 1000 });
  const remove = useDeleteTag();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const rows = useMemo(() => (tags.data?.data ?? []).filter((t) => matches(search, t.name)), [tags.data, search]);

  return (
    <Card withBorder radius="lg" padding="lg">
      <SectionToolbar
        compact
        title={list.title}
        description={list.description}
        count={rows.length}
        search={{ value: search, onChange: setSearch, placeholder: `Search ${list.title.toLowerCase()}` }}
        action={
          isAdmin ? { label: 'New tag', onClick: () => setEditing('new'), actionType: `tag-new-${kind}` } : undefined
        }
      />
      <DataTable
        {...compactTable(rows.length)}
        records={rows}
        fetching={tags.isLoading}
        noRecordsText={search ? 'No tag matches this search' : 'No tags yet'}
        columns={[
          {
            accessor: 'name',
            render: (t) => (
              <Badge variant="light" radius="sm" tt="none" size="lg" fw={500}>
                {t.name}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            width: 84,
            hidden: !isAdmin,
            render: (t) => (
              <RowActions
                label={t.name}
                onEdit={() => setEditing(t)}
                {...deleteByIdProps(remove, t)}
                deleteHint={
                  kind === 'service'
                    ? 'It also comes off every service that carries it.'
                    : 'It also comes off every quote that carries it.'
                }
              />
            ),
          },
        ]}
      />
      {editing && (
        <TagForm
          kind={kind}
          tag={editing === 'new' ? null : editing}
          taken={tags.data?.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

function CategoryList({ isAdmin }: { isAdmin: boolean }) {
  const categories = useCatalogueList<ServiceCategory>('/tenant/service-categories', { limit: 1000 });
  const remove = useDeleteCategory();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ServiceCategory | 'new' | null>(null);
  const rows = useMemo(
    () => (categories.data?.data ?? []).filter((c) => matches(search, c.name, c.acronym)),
    [categories.data, search],
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <SectionToolbar
        compact
        title="Service categories"
        description="Group services; the acronym starts their codes."
        count={rows.length}
        search={{ value: search, onChange: setSearch, placeholder: 'Search categories' }}
        action={
          isAdmin ? { label: 'New category', onClick: () => setEditing('new'), actionType: 'category-new' } : undefined
        }
      />
      <DataTable
        {...compactTable(rows.length)}
        records={rows}
        fetching={categories.isLoading}
        noRecordsText={search ? 'No category matches this search' : 'No categories yet'}
        columns={[
          {
            accessor: 'acronym',
            width: 76,
            render: (c) => (
              <Text size="xs" fw={700} ff="monospace" c="dimmed">
                {c.acronym}
              </Text>
            ),
          },
          { accessor: 'name', render: (c) => <Text size="sm">{c.name}</Text> },
          {
            accessor: 'actions',
            width: 84,
            hidden: !isAdmin,
            render: (c) => (
              <RowActions
                label={c.name}
                onEdit={() => setEditing(c)}
                {...deleteByIdProps(remove, c)}
                deleteHint="A category that active services still use cannot be deleted."
              />
            ),
          },
        ]}
      />
      {editing && <CategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

/** /configuration/tags: service tags, itinerary tags and service categories side by side. */
export function TagsSection() {
  const isAdmin = hasAdminRole(useRoles());
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
      <TagList kind="service" isAdmin={isAdmin} />
      <TagList kind="itinerary" isAdmin={isAdmin} />
      <CategoryList isAdmin={isAdmin} />
    </SimpleGrid>
  );
}
