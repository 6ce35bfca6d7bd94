import '@mantine/dropzone/styles.css';
import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconCheck, IconCopy, IconPhotoUp } from '@tabler/icons-react';
import { ASSET_MAX_BYTES } from '@itinera/domain';
import { ACCEPTED_TYPES, type UploadItem } from '../../lib/assets/upload-queue';

/** Drop (or choose) several pictures at once; each file gets its own progress bar and outcome. */
export function UploadDropzone({ items, onFiles }: { items: UploadItem[]; onFiles: (files: File[]) => void }) {
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
        aria-label="Drop pictures here or choose them"
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={36} stroke={1.4} color="var(--mantine-color-teal-6)" />
          <div>
            <Text fw={600}>Drop pictures here, or click to choose</Text>
            <Text size="sm" c="dimmed">
              JPEG, PNG, WebP or AVIF, up to {ASSET_MAX_BYTES / 1024 / 1024} MB each. Several at once.
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
              aria-label={`Upload of ${item.name}`}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function UploadOutcome({ item }: { item: UploadItem }) {
  if (item.status === 'done')
    return (
      <ThemeIcon size="sm" color="teal" variant="light" aria-label="Uploaded">
        <IconCheck size={14} />
      </ThemeIcon>
    );
  if (item.status === 'duplicate')
    return (
      <Group gap={4} wrap="nowrap">
        <IconCopy size={14} />
        <Text size="xs" c="dimmed">
          Already in the library
        </Text>
      </Group>
    );
  if (item.status === 'error')
    return (
      <ThemeIcon size="sm" color="red" variant="light" aria-label="Refused">
        <IconAlertTriangle size={14} />
      </ThemeIcon>
    );
  return (
    <Text size="xs" c="dimmed">
      {item.status === 'waiting' ? 'Waiting' : `${Math.round(item.progress * 100)} %`}
    </Text>
  );
}
