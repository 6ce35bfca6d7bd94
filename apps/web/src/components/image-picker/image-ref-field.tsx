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
  texts,
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
  /** What the slot says, in the reader's language: "No logo yet.", "Choose logo", "Change logo", "Remove the logo". */
  texts: { empty: string; choose: string; change: string; remove: string };
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
            {texts.empty}
          </Text>
        )}
      </Paper>
      <Group gap="xs">
        <ImagePickerButton
          label={value ? texts.change : texts.choose}
          size="xs"
          category={category}
          folder={folder}
          onPick={(refs) => refs[0] && onChange(refs[0])}
        />
        {value && (
          <Tooltip label={texts.remove} withArrow>
            <ActionIcon variant="subtle" color="red" aria-label={texts.remove} onClick={() => onChange(null)}>
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
}
