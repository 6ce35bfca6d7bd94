import { useMemo, useState } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetFilterBar } from '../../../components/image-picker/asset-filters';
import { AssetGrid } from '../../../components/image-picker/asset-grid';
import { UploadDropzone } from '../../../components/image-picker/upload-dropzone';
import { useAssetFilters } from '../../../components/image-picker/use-asset-filters';
import { useUploadQueue } from '../../../lib/assets/upload-queue';
import { AssetDrawer } from './asset-drawer';

/** Configuration › Pictures: the tenant's image library (decision 0063, docs/domain/assets.md). */
export function AssetsSection() {
  const { t } = useTranslation('assets');
  const { search, setSearch, filters, change } = useAssetFilters();
  const [open, setOpen] = useState<number | null>(null);
  // New uploads go to the folder being looked at, as service pictures unless a category is chosen.
  const fields = useMemo(
    () => ({ category: filters.category ?? 2, path: filters.path || undefined }),
    [filters.category, filters.path],
  );
  const queue = useUploadQueue(fields);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('pictures.intro')}
      </Text>
      <Paper withBorder radius="md" p="sm">
        <UploadDropzone items={queue.items} onFiles={queue.add} />
      </Paper>
      <AssetFilterBar search={search} onSearch={setSearch} filters={filters} onChange={change} />
      <AssetGrid filters={filters} onClick={(a) => setOpen(a.id)} />
      <AssetDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
