import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuotePassenger } from '@itinera/domain/contracts';
import type { PaxInfo } from '../api/get-passengers';

export interface RoomingListProps {
  rooming: PaxInfo['rooming'];
  passengers: readonly QuotePassenger[];
}

/** The rooms of the quote's distribution and who sleeps in each, as the hotel will be told. */
export function RoomingList({ rooming, passengers }: RoomingListProps) {
  const { t } = useTranslation('workspace');
  const byId = new Map(passengers.map((p, i) => [p.id, p.name || t('pax.passengerN', { n: i + 1 })]));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4}>{t('pax.rooming')}</Title>
        {!rooming.started && (
          <Text size="sm" c="dimmed">
            {t('pax.nobodyRoomed')}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" aria-label={t('pax.rooming')}>
        {rooming.rooms.map((r) => {
          const over = r.passengers.length > r.max_pax;
          return (
            <Card
              key={r.index}
              withBorder
              radius="md"
              padding="sm"
              data-testid="room-card"
              style={over ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
            >
              <Group justify="space-between" mb={6} wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <IconBed size={18} />
                  <Text fw={600} size="sm">
                    {t('pax.roomN', { n: r.index + 1, name: r.name })}
                  </Text>
                </Group>
                <Badge color={over ? 'red' : r.passengers.length === r.max_pax ? 'teal' : 'gray'} variant="light">
                  {r.passengers.length}/{r.max_pax}
                </Badge>
              </Group>
              {r.passengers.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('pax.empty')}
                </Text>
              ) : (
                r.passengers.map((id) => (
                  <Text size="sm" key={id}>
                    {byId.get(id) ?? t('pax.passengerN', { n: id })}
                  </Text>
                ))
              )}
            </Card>
          );
        })}
        {rooming.started && rooming.unassigned.length > 0 && (
          <Card withBorder radius="md" padding="sm" style={{ borderStyle: 'dashed' }} data-testid="no-room-card">
            <Group gap={6} mb={6}>
              <IconUserQuestion size={18} />
              <Text fw={600} size="sm">
                {t('pax.noRoomYet')}
              </Text>
            </Group>
            {rooming.unassigned.map((id) => (
              <Text size="sm" key={id}>
                {byId.get(id) ?? t('pax.passengerN', { n: id })}
              </Text>
            ))}
          </Card>
        )}
      </SimpleGrid>
    </Stack>
  );
}
