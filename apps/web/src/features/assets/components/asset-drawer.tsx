import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  List,
  Loader,
  Modal,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ASSET_CATEGORY_IDS, type AssetCategory } from '@itinera/domain';
import { AssetImage } from '../../../components/image-picker/asset-image';
import { useFormats } from '../../../lib/formats';
import { assetKeys, deleteAsset, updateAsset, useAssetDetail, type AssetDetail } from '../../../lib/assets/assets-api';
import { fieldErrors } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';

// Where a picture is used is named by kind in the catalogue (assets:drawer.usage.<kind>).

/** One picture: larger, its details to edit, where it is shown, and delete (asking first when in use). */
export function AssetDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const asset = useAssetDetail(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={asset.data?.name || t('drawer.picture')}
    >
      {asset.isPending && id !== null ? (
        <Loader />
      ) : asset.data ? (
        <Details key={asset.data.id} asset={asset.data} onClose={onClose} />
      ) : null}
    </Drawer>
  );
}

function Details({ asset, onClose }: { asset: AssetDetail; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const formats = useFormats();
  const client = useQueryClient();
  const [values, setValues] = useState(asset);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: assetKeys.all });
  const save = useMutation({
    meta: { handlesError: true },
    mutationFn: () =>
      updateAsset(asset.id, {
        name: values.name,
        alt: values.alt,
        credit: values.credit,
        tags: values.tags,
        category: values.category,
        path: values.path,
      }),
    onSuccess: () => {
      setErrors({});
      notifySuccess(t('drawer.saved'));
      void refresh();
    },
    onError: (e) => {
      setErrors(fieldErrors(e));
      notifyError(e);
    },
  });
  const remove = useMutation({
    meta: { handlesError: true },
    mutationFn: () => deleteAsset(asset.id, asset.usages.length > 0),
    onSuccess: () => {
      notifySuccess(t('drawer.deleted'));
      setConfirming(false);
      onClose();
      void refresh();
    },
    onError: notifyError,
  });
  const set = (p: Partial<AssetDetail>) => setValues((v) => ({ ...v, ...p }));
  const readOnly = !asset.editable;
  return (
    <Stack gap="sm">
      <AssetImage src={asset.ref} size="1200X725" sizes="40rem" alt={asset.alt || asset.name} radius="md" h={260} />
      <Text size="xs" c="dimmed">
        {t('drawer.facts', {
          width: asset.width,
          height: asset.height,
          format: asset.format.toUpperCase(),
          size: `${formats.number(asset.bytes / 1024 / 1024, asset.bytes < 1024 * 1024 ? 2 : 1)} MB`,
          date: formats.date(asset.created_at.slice(0, 10)),
        })}
        {asset.created_by.name ? t('drawer.by', { name: asset.created_by.name }) : ''}
      </Text>
      <TextInput
        label={t('drawer.title')}
        value={values.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.name}
        readOnly={readOnly}
      />
      <TextInput
        label={t('drawer.alt')}
        description={t('drawer.altHint')}
        value={values.alt}
        onChange={(e) => set({ alt: e.currentTarget.value })}
        error={errors.alt}
        readOnly={readOnly}
      />
      <TextInput
        label={t('drawer.credit')}
        value={values.credit}
        onChange={(e) => set({ credit: e.currentTarget.value })}
        error={errors.credit}
        readOnly={readOnly}
      />
      <TagsInput
        label={t('drawer.tags')}
        value={values.tags}
        onChange={(tags) => set({ tags })}
        error={errors.tags}
        readOnly={readOnly}
      />
      <Group grow>
        <Select
          label={t('drawer.category')}
          allowDeselect={false}
          data={ASSET_CATEGORY_IDS.map((c) => ({ value: String(c), label: t(`category.${c}`) }))}
          value={String(values.category)}
          onChange={(v) => v && set({ category: Number(v) as AssetCategory })}
          readOnly={readOnly}
        />
        <TextInput
          label={t('drawer.folder')}
          placeholder={t('drawer.folderPlaceholder')}
          value={values.path}
          onChange={(e) => set({ path: e.currentTarget.value })}
          error={errors.path}
          readOnly={readOnly}
        />
      </Group>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('drawer.usedWhere')}
        </Text>
        {asset.usages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('drawer.nowhere')}
          </Text>
        ) : (
          <List size="sm" spacing={2} data-testid="asset-usages">
            {asset.usages.map((u) => (
              <List.Item key={`${u.kind}-${u.id}`}>
                {t(`drawer.usage.${u.kind}`, { defaultValue: u.kind })}:{' '}
                {u.link ? (
                  <Anchor component={Link} to={u.link} size="sm">
                    {u.label}
                  </Anchor>
                ) : (
                  u.label
                )}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      {!readOnly && (
        <Group justify="space-between" mt="sm">
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirming(true)}
          >
            {t('drawer.delete')}
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} data-action-type="asset-save">
            {t('drawer.save')}
          </Button>
        </Group>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('drawer.confirm')}>
        <Stack gap="sm">
          {asset.usages.length > 0 ? (
            <Alert color="orange" title={t('drawer.usedIn', { count: asset.usages.length })}>
              {t('drawer.takesOff', {
                count: asset.usages.length,
                places: asset.usages.map((u) => u.label).join(', '),
              })}
            </Alert>
          ) : (
            <Text size="sm">{t('drawer.unused')}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('drawer.keep')}
            </Button>
            <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
              {t('drawer.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
