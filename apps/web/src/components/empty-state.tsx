import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

/** What a list or screen shows when there is nothing in it yet: say why, and what to do next. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" py={64} px="xl" bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" maw={460} mx="auto" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
