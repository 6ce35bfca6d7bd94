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
import { ASSET_CATEGORY_IDS, ASSET_CATEGORY_LABELS, type AssetCategory } from '@itinera/domain';
import { AssetImage } from '../../../components/image-picker/asset-image';
import { assetKeys, deleteAsset, updateAsset, useAssetDetail, type AssetDetail } from '../../../lib/assets/assets-api';
import { fieldErrors } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';

const USAGE_KIND: Record<string, string> = {
  service: 'Service',
  quote_service: 'Quote service',
  day: 'Quote day',
  client: 'Client logo',
  location: 'Destination',
  publish: 'Published page',
};
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/** One picture: larger, its details to edit, where it is shown, and delete (asking first when in use). */
export function AssetDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const asset = useAssetDetail(id);
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={asset.data?.name || 'Picture'}>
      {asset.isPending && id !== null ? (
        <Loader />
      ) : asset.data ? (
        <Details key={asset.data.id} asset={asset.data} onClose={onClose} />
      ) : null}
    </Drawer>
  );
}

function Details({ asset, onClose }: { asset: AssetDetail; onClose: () => void }) {
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
      notifySuccess('The picture was saved.');
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
      notifySuccess('The picture was deleted.');
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
        {asset.width} × {asset.height} px · {asset.format.toUpperCase()} · {megabytes(asset.bytes)} · added{' '}
        {asset.created_at.slice(0, 10)}
        {asset.created_by.name ? ` by ${asset.created_by.name}` : ''}
      </Text>
      <TextInput
        label="Title"
        value={values.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.name}
        readOnly={readOnly}
      />
      <TextInput
        label="Alt text"
        description="What the picture shows, for readers who cannot see it"
        value={values.alt}
        onChange={(e) => set({ alt: e.currentTarget.value })}
        error={errors.alt}
        readOnly={readOnly}
      />
      <TextInput
        label="Credit"
        value={values.credit}
        onChange={(e) => set({ credit: e.currentTarget.value })}
        error={errors.credit}
        readOnly={readOnly}
      />
      <TagsInput
        label="Tags"
        value={values.tags}
        onChange={(tags) => set({ tags })}
        error={errors.tags}
        readOnly={readOnly}
      />
      <Group grow>
        <Select
          label="Category"
          allowDeselect={false}
          data={ASSET_CATEGORY_IDS.map((c) => ({ value: String(c), label: ASSET_CATEGORY_LABELS[c] }))}
          value={String(values.category)}
          onChange={(v) => v && set({ category: Number(v) as AssetCategory })}
          readOnly={readOnly}
        />
        <TextInput
          label="Folder"
          placeholder="/Hotels/Cusco"
          value={values.path}
          onChange={(e) => set({ path: e.currentTarget.value })}
          error={errors.path}
          readOnly={readOnly}
        />
      </Group>
      <div>
        <Text size="sm" fw={600} mb={4}>
          Where it is used
        </Text>
        {asset.usages.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nowhere yet.
          </Text>
        ) : (
          <List size="sm" spacing={2} data-testid="asset-usages">
            {asset.usages.map((u) => (
              <List.Item key={`${u.kind}-${u.id}`}>
                {USAGE_KIND[u.kind]}:{' '}
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
            Delete
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} data-action-type="asset-save">
            Save
          </Button>
        </Group>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this picture?">
        <Stack gap="sm">
          {asset.usages.length > 0 ? (
            <Alert
              color="orange"
              title={`It is used in ${asset.usages.length} place${asset.usages.length > 1 ? 's' : ''}`}
            >
              {asset.usages.map((u) => u.label).join(', ')}. Deleting it takes it off{' '}
              {asset.usages.length > 1 ? 'them' : 'it'}.
            </Alert>
          ) : (
            <Text size="sm">Nothing shows it. It is deleted for good.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
