import { ActionIcon, Group, Image, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { IMAGE_SLOTS, type ImageSlot } from '@itinera/domain';
import type { QuoteId } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { ImagePickerButton } from '../../../components/image-picker/image-picker-button';
import { notifyError } from '../../../lib/notify';
import { useAddPublishImage } from '../api/add-publish-image';
import type { PublishImage } from '../api/types';

export interface ImageSlotsProps {
  quoteId: QuoteId;
  images: Record<ImageSlot, PublishImage[]>;
  onChange: (images: Record<ImageSlot, PublishImage[]>) => void;
  disabled?: boolean;
}

/** The five image slots of the page: each chooses from the library with the shared picker (decision 0063), removes any. */
export function ImageSlots({ quoteId, images, onChange, disabled }: ImageSlotsProps) {
  const { t } = useTranslation('publishing');
  const add = useAddPublishImage(quoteId);
  const pick = (slot: ImageSlot, image: string | undefined) => {
    if (!image) return;
    add.mutate(
      { slot, image },
      { onSuccess: (row) => onChange({ ...images, [slot]: [...images[slot], row] }), onError: notifyError },
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="xs">
      {IMAGE_SLOTS.map((slot) => (
        <Paper key={slot} withBorder radius="md" p="xs" data-testid={`image-slot-${slot}`}>
          {/* The button goes under the name when the slot is narrow, never cut. */}
          <Group justify="space-between" mb={6} gap={4}>
            <Text size="sm" fw={500}>
              {t(`images.slots.${slot}`)}
            </Text>
            <ImagePickerButton
              label={t('images.choose')}
              size="compact-xs"
              aria-label={t(`images.chooseA.${slot}`)}
              title={t(`images.picture.${slot}`)}
              onPick={(refs) => pick(slot, refs[0])}
              disabled={disabled}
              loading={add.isPending && add.variables?.slot === slot}
              data-action-type={`publish-choose-${slot}`}
            />
          </Group>
          {images[slot].length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('images.none')}
            </Text>
          ) : (
            <Group gap={6}>
              {images[slot].map((image) => (
                <div key={image.id} style={{ position: 'relative' }}>
                  <Image src={image.thumbnail_350X240} alt={image.name} w={64} h={44} radius="sm" fit="cover" />
                  <ActionIcon
                    size="xs"
                    radius="xl"
                    color="dark"
                    variant="filled"
                    aria-label={t('images.remove', { name: image.name })}
                    disabled={disabled}
                    style={{ position: 'absolute', top: -6, right: -6 }}
                    onClick={() => onChange({ ...images, [slot]: images[slot].filter((i) => i.id !== image.id) })}
                  >
                    <IconX size={10} />
                  </ActionIcon>
                </div>
              ))}
            </Group>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
