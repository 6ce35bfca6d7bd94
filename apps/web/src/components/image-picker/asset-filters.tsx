import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ASSET_CATEGORY_IDS } from '@itinera/domain';
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
  const { t } = useTranslation('assets');
  const folders = useAssetFolders();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 200 }}
        data-action-type="assets-search"
      />
      <Select
        label={t('filters.category')}
        placeholder={t('filters.all')}
        clearable
        w={150}
        data={ASSET_CATEGORY_IDS.map((id) => ({ value: String(id), label: t(`category.${id}`) }))}
        value={filters.category ? String(filters.category) : null}
        onChange={(v) => onChange({ category: v ? Number(v) : null })}
      />
      <Select
        label={t('filters.folder')}
        placeholder={t('filters.allFolders')}
        clearable
        searchable
        w={200}
        data={(folders.data ?? []).map((f) => ({ value: f.path, label: `${f.path} (${f.count})` }))}
        value={filters.path || null}
        onChange={(v) => onChange({ path: v ?? '' })}
      />
      <Select
        label={t('filters.order')}
        w={140}
        allowDeselect={false}
        data={[
          { value: 'desc', label: t('filters.newest') },
          { value: 'asc', label: t('filters.oldest') },
        ]}
        value={filters.order}
        onChange={(v) => onChange({ order: v === 'asc' ? 'asc' : 'desc' })}
      />
    </Group>
  );
}
