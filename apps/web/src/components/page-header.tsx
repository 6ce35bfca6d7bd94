import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export interface PageHeaderProps {
  icon: ReactNode;
  title: string;
  description?: string;
  /** Badges or buttons shown on the right. */
  aside?: ReactNode;
  color?: string;
}

/** The top of every signed-in screen: icon, title, one line on what the screen is for. */
export function PageHeader({ icon, title, description, aside, color = 'teal' }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="xl">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={1} fz={26} lh={1.2}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      {/* Badges never shrink to "Q…": on a narrow screen they wrap below the title instead. */}
      {aside && (
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {aside}
        </Group>
      )}
    </Group>
  );
}
