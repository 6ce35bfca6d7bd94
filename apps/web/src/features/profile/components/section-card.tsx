import type { ReactNode } from 'react';
import { Card, Text, Title } from '@mantine/core';

/** A titled card of the profile screen. */
export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={2}>
          {description}
        </Text>
      )}
      <Card.Section inheritPadding pt="lg" pb="xl">
        {children}
      </Card.Section>
    </Card>
  );
}
