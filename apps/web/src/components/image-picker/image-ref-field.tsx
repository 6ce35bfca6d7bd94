import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ThumbnailSize } from '@itinera/domain';
import { AssetImage } from './asset-image';
import { ImagePickerButton } from './image-picker-button';

/**
 * One picture (an image reference, or null): its preview, the picker to choose or change it and a
 * remove button. For a single slot such as a logo; several pictures use ImageRefsField.
 */
export function ImageRefField({
  label,
  noun = 'picture',
  value,
  onChange,
  alt,
  category = 2,
  folder,
  size = '350X240',
  fit = 'cover',
  h = 120,
}: {
  label?: string;
  /** Names the buttons: "Choose logo", "Remove the logo". */
  noun?: string;
  value: string | null;
  onChange: (ref: string | null) => void;
  alt: string;
  category?: number;
  folder?: string;
  size?: ThumbnailSize;
  fit?: 'cover' | 'contain';
  h?: number;
}) {
  return (
    <Stack gap={6}>
      {label && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Paper withBorder radius="md" p={value ? 'xs' : 'sm'} bg={value ? undefined : 'gray.0'}>
        {value ? (
          <AssetImage src={value} alt={alt} size={size} h={h} fit={fit} sizes="20rem" />
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            No {noun} yet.
          </Text>
        )}
      </Paper>
      <Group gap="xs">
        <ImagePickerButton
          label={`${value ? 'Change' : 'Choose'} ${noun}`}
          size="xs"
          category={category}
          folder={folder}
          onPick={(refs) => refs[0] && onChange(refs[0])}
        />
        {value && (
          <Tooltip label={`Remove the ${noun}`} withArrow>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove the ${noun}`} onClick={() => onChange(null)}>
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
}
