import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AssetImage } from './asset-image';
import { ImagePickerButton } from './image-picker-button';

/**
 * A list of pictures (image references): thumbnails with remove and make-first, and the picker to
 * add from the library. The first is the cover. Used wherever a feature keeps several pictures.
 */
export function ImageRefsField({
  label,
  value,
  onChange,
  readOnly,
  max = 20,
  category = 2,
  error,
  cols = 6,
}: {
  label?: string;
  value: string[];
  onChange: (refs: string[]) => void;
  readOnly?: boolean;
  max?: number;
  category?: number;
  error?: string | null;
  cols?: number;
}) {
  const { t } = useTranslation('assets');
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i));
  const toFront = (i: number) => onChange([value[i]!, ...value.filter((_, j) => j !== i)]);
  const add = (refs: string[]) => onChange([...value, ...refs.filter((r) => !value.includes(r))].slice(0, max));
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        {label && (
          <Text size="sm" fw={500}>
            {label}
          </Text>
        )}
        {!readOnly && (
          <ImagePickerButton
            label={t('refs.add')}
            size="xs"
            multiple
            category={category}
            onPick={add}
            disabled={value.length >= max}
          />
        )}
      </Group>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('refs.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: Math.min(cols, 4), md: cols }} spacing="sm" data-testid="image-refs">
          {value.map((src, i) => (
            <Paper key={src} withBorder radius="md" style={{ overflow: 'hidden', position: 'relative' }}>
              <AssetImage src={src} alt={t('refs.picture', { n: i + 1 })} h={90} sizes="10rem" />
              {i === 0 && (
                <Badge pos="absolute" top={6} left={6} size="xs" variant="filled" color="dark">
                  {t('refs.cover')}
                </Badge>
              )}
              {!readOnly && (
                <Group gap={4} pos="absolute" top={4} right={4}>
                  {i > 0 && (
                    <Tooltip label={t('refs.makeCover')} withArrow>
                      <ActionIcon
                        size="sm"
                        variant="white"
                        color="dark"
                        aria-label={t('refs.makeCoverOf', { n: i + 1 })}
                        onClick={() => toFront(i)}
                      >
                        <IconArrowLeft size={14} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label={t('refs.remove')} withArrow>
                    <ActionIcon
                      size="sm"
                      variant="white"
                      color="red"
                      aria-label={t('refs.removeOf', { n: i + 1 })}
                      onClick={() => remove(i)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
