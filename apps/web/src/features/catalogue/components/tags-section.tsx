import { useMemo, useState } from 'react';
import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
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

// Texts are catalogue keys (catalogue:tags.*), read when the list is drawn.
const TAG_LISTS = {
  service: {
    path: '/tenant/services_tags',
    title: 'tags.serviceTitle',
    description: 'tags.serviceIntro',
    search: 'tags.serviceSearch',
    deleteHint: 'tags.serviceDeleteHint',
  },
  itinerary: {
    path: '/tenant/itineraries_tags',
    title: 'tags.itineraryTitle',
    description: 'tags.itineraryIntro',
    search: 'tags.itinerarySearch',
    deleteHint: 'tags.itineraryDeleteHint',
  },
} as const;

function TagList({ kind, isAdmin }: { kind: TagKind; isAdmin: boolean }) {
  const { t } = useTranslation('catalogue');
  const list = TAG_LISTS[kind];
  const tags = useCatalogueList<Tag>(list.path, { limit: 1000 });
  const remove = useDeleteTag();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const rows = useMemo(() => (tags.data?.data ?? []).filter((tag) => matches(search, tag.name)), [tags.data, search]);

  return (
    <Card withBorder radius="lg" padding="lg">
      <SectionToolbar
        compact
        title={t(list.title)}
        description={t(list.description)}
        count={rows.length}
        search={{ value: search, onChange: setSearch, placeholder: t(list.search) }}
        action={
          isAdmin
            ? { label: t('tags.new'), onClick: () => setEditing('new'), actionType: `tag-new-${kind}` }
            : undefined
        }
      />
      <DataTable
        {...compactTable(rows.length)}
        records={rows}
        fetching={tags.isLoading}
        noRecordsText={search ? t('tags.noMatch') : t('tags.noneYet')}
        columns={[
          {
            accessor: 'name',
            render: (tag) => (
              <Badge variant="light" radius="sm" tt="none" size="lg" fw={500}>
                {tag.name}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            width: 84,
            hidden: !isAdmin,
            render: (tag) => (
              <RowActions
                label={tag.name}
                onEdit={() => setEditing(tag)}
                {...deleteByIdProps(remove, tag)}
                deleteHint={t(list.deleteHint)}
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
  const { t } = useTranslation('catalogue');
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
        title={t('categories.title')}
        description={t('categories.intro')}
        count={rows.length}
        search={{ value: search, onChange: setSearch, placeholder: t('categories.search') }}
        action={
          isAdmin
            ? { label: t('categories.new'), onClick: () => setEditing('new'), actionType: 'category-new' }
            : undefined
        }
      />
      <DataTable
        {...compactTable(rows.length)}
        records={rows}
        fetching={categories.isLoading}
        noRecordsText={search ? t('categories.noMatch') : t('categories.noneYet')}
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
                deleteHint={t('categories.deleteHint')}
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
