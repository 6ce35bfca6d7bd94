import { useState } from 'react';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowLeft, IconPhoto, IconPhotoOff, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ServiceFormValues } from './service-form-state';

const URL_RE = /^https?:\/\/\S+$/;

/** Images as a list of web addresses, each shown as a thumbnail; the first is the cover. */
export function ServiceImagesField({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const images = form.values.images;

  const add = () => {
    const value = url.trim();
    if (!URL_RE.test(value)) return setError('Paste a web address that starts with https://');
    if (images.includes(value)) return setError('This image is already in the list');
    if (images.length >= 20) return setError('A service keeps at most 20 images');
    form.setFieldValue('images', [...images, value]);
    setUrl('');
    setError(null);
  };
  const remove = (i: number) =>
    form.setFieldValue(
      'images',
      images.filter((_, j) => j !== i),
    );
  const toFront = (i: number) => form.setFieldValue('images', [images[i]!, ...images.filter((_, j) => j !== i)]);

  return (
    <>
      <Group align="flex-start" gap="sm">
        <TextInput
          aria-label="Image address"
          placeholder="https://…/photo.jpg"
          leftSection={<IconPhoto size={16} />}
          value={url}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={error ?? (form.errors.images as string | undefined)}
          style={{ flex: 1 }}
        />
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
          Add image
        </Button>
      </Group>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          No images yet.
        </Text>
      ) : (
        <SimpleGrid cols={6} spacing="sm">
          {images.map((src, i) => (
            <Paper key={src} withBorder radius="md" style={{ overflow: 'hidden', position: 'relative' }}>
              <Thumb src={src} alt={`Image ${i + 1}`} />
              {i === 0 && (
                <Badge pos="absolute" top={6} left={6} size="xs" variant="filled" color="dark">
                  Cover
                </Badge>
              )}
              <Group gap={4} pos="absolute" top={4} right={4}>
                {i > 0 && (
                  <Tooltip label="Make it the cover" withArrow>
                    <ActionIcon
                      size="sm"
                      variant="white"
                      color="dark"
                      aria-label={`Make image ${i + 1} the cover`}
                      onClick={() => toFront(i)}
                    >
                      <IconArrowLeft size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label="Remove" withArrow>
                  <ActionIcon
                    size="sm"
                    variant="white"
                    color="red"
                    aria-label={`Remove image ${i + 1}`}
                    onClick={() => remove(i)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Box px={8} py={4}>
                <Text size="xs" c="dimmed" truncate="start" title={src}>
                  {src}
                </Text>
              </Box>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

function Thumb({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={4 / 3} bg="gray.1">
      {failed ? (
        <Center c="gray.5" title="This address does not answer with a picture">
          <IconPhotoOff size={28} />
        </Center>
      ) : (
        <Image src={src} alt={alt} fit="cover" onError={() => setFailed(true)} />
      )}
    </AspectRatio>
  );
}
