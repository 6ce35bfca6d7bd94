import { useCallback, useMemo, useState } from 'react';
import { Button, Divider, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Asset } from '../../lib/assets/assets-api';
import { useUploadQueue } from '../../lib/assets/upload-queue';
import { AssetFilterBar } from './asset-filters';
import { AssetGrid } from './asset-grid';
import { UploadDropzone } from './upload-dropzone';
import { useAssetFilters } from './use-asset-filters';

export interface ImagePickerProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen pictures' references (docs/domain/assets.md#image-references). */
  onPick: (refs: string[]) => void;
  multiple?: boolean;
  /** The category new uploads get and the grid starts filtered by (1 location, 2 service, 3 client). */
  category?: number;
  /** The folder new uploads go to (a client's CLIENT-<id>). */
  folder?: string;
  title?: string;
}

/** One picker wherever a picture is chosen: the library to choose from, and a drop zone to add to it. */
export function ImagePickerModal({ opened, onClose, onPick, multiple, category, folder, title }: ImagePickerProps) {
  const { t } = useTranslation('assets');
  const { search, setSearch, filters, change } = useAssetFilters({ category: category ?? null });
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = useCallback(
    (ref: string) => setChosen((c) => (c.includes(ref) ? c.filter((r) => r !== ref) : multiple ? [...c, ref] : [ref])),
    [multiple],
  );
  const fields = useMemo(() => ({ category: category ?? 2, path: folder }), [category, folder]);
  // A picture just uploaded is chosen at once: dropping it was choosing it.
  const uploaded = useCallback(
    (a: Asset) => setChosen((c) => (multiple ? [...new Set([...c, a.ref])] : [a.ref])),
    [multiple],
  );
  const queue = useUploadQueue(fields, uploaded);
  const done = () => {
    onPick(chosen);
    setChosen([]);
    queue.clear();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('picker.choose')}
      size="70rem"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="sm">
        <UploadDropzone items={queue.items} onFiles={queue.add} />
        <Divider label={t('picker.orLibrary')} labelPosition="center" />
        <AssetFilterBar search={search} onSearch={setSearch} filters={filters} onChange={change} />
        <AssetGrid
          filters={filters}
          selected={chosen}
          onClick={(a) => toggle(a.ref)}
          cols={{ base: 2, xs: 3, md: 5 }}
        />
        <Group justify="space-between" pos="sticky" bottom={0} bg="var(--mantine-color-body)" py="xs">
          <Text size="sm" c="dimmed">
            {chosen.length
              ? t('picker.chosen', { count: chosen.length })
              : multiple
                ? t('picker.clickMany')
                : t('picker.clickOne')}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('picker.cancel')}
            </Button>
            <Button onClick={done} disabled={!chosen.length} data-action-type="image-picker-use">
              {multiple ? t('picker.useMany') : t('picker.useOne')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
