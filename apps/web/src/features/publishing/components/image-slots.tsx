import { ActionIcon, FileButton, Group, Image, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { IMAGE_SLOTS, type ImageSlot } from '@itinera/domain';
import type { QuoteId } from '@itinera/domain/contracts';
import { notifyError } from '../../../lib/notify';
import { useUploadPublishImage } from '../api/upload-publish-image';
import type { PublishImage } from '../api/types';

const SLOT_LABELS: Record<ImageSlot, string> = {
  logo: 'Logo',
  background: 'Background',
  cover_page: 'Cover',
  contact: 'Contact',
  images_page: 'Print',
};

export interface ImageSlotsProps {
  quoteId: QuoteId;
  images: Record<ImageSlot, PublishImage[]>;
  onChange: (images: Record<ImageSlot, PublishImage[]>) => void;
  disabled?: boolean;
}

/** The five image slots of the page: upload one at a time (until the assets library exists), remove any. */
export function ImageSlots({ quoteId, images, onChange, disabled }: ImageSlotsProps) {
  const upload = useUploadPublishImage(quoteId);
  const add = (slot: ImageSlot, file: File | null) => {
    if (!file) return;
    upload.mutate(
      { slot, file },
      { onSuccess: (image) => onChange({ ...images, [slot]: [...images[slot], image] }), onError: notifyError },
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="xs">
      {IMAGE_SLOTS.map((slot) => (
        <Paper key={slot} withBorder radius="md" p="xs" data-testid={`image-slot-${slot}`}>
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Text size="sm" fw={500}>
              {SLOT_LABELS[slot]}
            </Text>
            <FileButton
              onChange={(file) => add(slot, file)}
              accept="image/png,image/jpeg,image/webp"
              disabled={disabled}
            >
              {(props) => (
                <Tooltip label={`Upload a ${SLOT_LABELS[slot].toLowerCase()} image`} withArrow>
                  <ActionIcon
                    {...props}
                    variant="light"
                    loading={upload.isPending && upload.variables?.slot === slot}
                    aria-label={`Upload ${SLOT_LABELS[slot]} image`}
                    data-action-type={`publish-upload-${slot}`}
                  >
                    <IconPhotoPlus size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
          </Group>
          {images[slot].length === 0 ? (
            <Text size="xs" c="dimmed">
              No image: the template's own is used.
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
                    aria-label={`Remove ${image.name}`}
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
