import { useState } from 'react';
import { ActionIcon, Button, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';

const isUrl = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());

/** The service's pictures as addresses: a grid of thumbnails, add by URL, remove with the cross. */
export function EditorImages({
  images,
  readOnly,
  onChange,
}: {
  images: string[];
  readOnly: boolean;
  onChange: (images: string[]) => void;
}) {
  const [url, setUrl] = useState('');
  const add = () => {
    if (!isUrl(url) || images.includes(url.trim())) return;
    onChange([...images, url.trim()]);
    setUrl('');
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Images
      </Text>
      {images.length === 0 && (
        <Text size="sm" c="dimmed">
          No images.
        </Text>
      )}
      <SimpleGrid cols={4} spacing="xs">
        {images.map((src) => (
          <Paper key={src} withBorder radius="sm" pos="relative" style={{ overflow: 'hidden' }}>
            <Image
              src={src}
              h={84}
              fit="cover"
              alt=""
              fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
            />
            {!readOnly && (
              <ActionIcon
                size="sm"
                variant="white"
                color="red"
                pos="absolute"
                top={4}
                right={4}
                aria-label="Remove image"
                onClick={() => onChange(images.filter((i) => i !== src))}
              >
                <IconX size={14} />
              </ActionIcon>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {!readOnly && (
        <Group gap="xs" align="flex-start">
          <TextInput
            placeholder="https://…"
            aria-label="Image address"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={url && !isUrl(url) ? 'An address starting with http' : null}
            style={{ flex: 1 }}
          />
          <Button variant="default" leftSection={<IconPhotoPlus size={16} />} onClick={add} disabled={!isUrl(url)}>
            Add image
          </Button>
        </Group>
      )}
    </Stack>
  );
}
