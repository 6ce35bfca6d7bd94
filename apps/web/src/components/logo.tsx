import { Group, Text } from '@mantine/core';
import { IconMapRoute } from '@tabler/icons-react';

// The product's name is the same in every language: it is never in the catalogue.
const PRODUCT_NAME = 'Itinera';

/** The product mark: the route icon and the word, the same on the sign-in screens and in the side bar. */
export function Logo({ size = 24 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <IconMapRoute size={size + 6} color="var(--mantine-color-teal-7)" aria-hidden />
      <Text fw={800} fz={size} c="teal.8" lh={1}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
