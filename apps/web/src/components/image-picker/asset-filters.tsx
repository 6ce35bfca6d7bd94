import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ASSET_CATEGORY_IDS, ASSET_CATEGORY_LABELS } from '@itinera/domain';
import { useAssetFolders, type AssetFilters } from '../../lib/assets/assets-api';

/** Search, category, folder and order of the library (the screen and the picker). */
export function AssetFilterBar({
  search,
  onSearch,
  filters,
  onChange,
}: {
  search: string;
  onSearch: (v: string) => void;
  filters: AssetFilters;
  onChange: (f: Partial<AssetFilters>) => void;
}) {
  const folders = useAssetFolders();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Title, alt text, tag, folder…"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 200 }}
        data-action-type="assets-search"
      />
      <Select
        label="Category"
        placeholder="All"
        clearable
        w={150}
        data={ASSET_CATEGORY_IDS.map((id) => ({ value: String(id), label: ASSET_CATEGORY_LABELS[id] }))}
        value={filters.category ? String(filters.category) : null}
        onChange={(v) => onChange({ category: v ? Number(v) : null })}
      />
      <Select
        label="Folder"
        placeholder="All folders"
        clearable
        searchable
        w={200}
        data={(folders.data ?? []).map((f) => ({ value: f.path, label: `${f.path} (${f.count})` }))}
        value={filters.path || null}
        onChange={(v) => onChange({ path: v ?? '' })}
      />
      <Select
        label="Order"
        w={140}
        allowDeselect={false}
        data={[
          { value: 'desc', label: 'Newest first' },
          { value: 'asc', label: 'Oldest first' },
        ]}
        value={filters.order}
        onChange={(v) => onChange({ order: v === 'asc' ? 'asc' : 'desc' })}
      />
    </Group>
  );
}
