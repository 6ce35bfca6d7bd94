import '@mantine/dropzone/styles.css';
import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconCheck, IconCopy, IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ASSET_MAX_BYTES } from '@itinera/domain';
import { ACCEPTED_TYPES, type UploadItem } from '../../lib/assets/upload-queue';

/** Drop (or choose) several pictures at once; each file gets its own progress bar and outcome. */
export function UploadDropzone({ items, onFiles }: { items: UploadItem[]; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('assets');
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={onFiles}
        // Refused types still reach the server check in the list below, with its sentence.
        onReject={(rejected) => onFiles(rejected.map((r) => r.file))}
        accept={ACCEPTED_TYPES}
        multiple
        maxSize={ASSET_MAX_BYTES * 2}
        data-testid="asset-dropzone"
        aria-label={t('upload.drop')}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={36} stroke={1.4} color="var(--mantine-color-teal-6)" />
          <div>
            <Text fw={600}>{t('upload.dropTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('upload.formats', { mb: ASSET_MAX_BYTES / 1024 / 1024 })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {items.map((item) => (
        <Stack key={item.id} gap={2} data-testid="upload-item" data-status={item.status}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end" style={{ flex: 1 }}>
              {item.name}
            </Text>
            <UploadOutcome item={item} />
          </Group>
          {item.status === 'error' ? (
            <Text size="xs" c="red">
              {item.error}
            </Text>
          ) : (
            <Progress
              value={Math.round(item.progress * 100)}
              color={item.status === 'done' || item.status === 'duplicate' ? 'teal' : 'blue'}
              size="sm"
              animated={item.status === 'uploading'}
              aria-label={t('upload.of', { name: item.name })}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function UploadOutcome({ item }: { item: UploadItem }) {
  const { t } = useTranslation('assets');
  if (item.status === 'done')
    return (
      <ThemeIcon size="sm" color="teal" variant="light" aria-label={t('upload.uploaded')}>
        <IconCheck size={14} />
      </ThemeIcon>
    );
  if (item.status === 'duplicate')
    return (
      <Group gap={4} wrap="nowrap">
        <IconCopy size={14} />
        <Text size="xs" c="dimmed">
          {t('upload.duplicate')}
        </Text>
      </Group>
    );
  if (item.status === 'error')
    return (
      <ThemeIcon size="sm" color="red" variant="light" aria-label={t('upload.refused')}>
        <IconAlertTriangle size={14} />
      </ThemeIcon>
    );
  return (
    <Text size="xs" c="dimmed">
      {item.status === 'waiting' ? t('upload.waiting') : `${Math.round(item.progress * 100)} %`}
    </Text>
  );
}
