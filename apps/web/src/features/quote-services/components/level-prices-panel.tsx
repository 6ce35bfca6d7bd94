import { useState } from 'react';
import { Alert, Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES, ROOM_TYPES } from '@itinera/domain';
import { LEVEL_TABS, levelPrice, levelWarnings, priceEntries, sellerEntry, type LevelPrice } from '../logic/level-prices';
import { LevelFigures } from './level-figures';

export interface LevelPricesPanelProps {
  prices: readonly unknown[];
  messages: { errors: string[]; warnings: string[] }[];
  currency: string;
  /** The level the table is filtered to (0 all): its card is outlined. */
  activeLevel: number;
}

const roomName = (id: number) => ROOM_TYPES.find((r) => r.id === id)?.acronym ?? `Room ${id}`;

/** The price of each level (spec 02 §3 "Price structure"), side by side, for the seller or the reseller. */
export function LevelPricesPanel({ prices, messages, currency, activeLevel }: LevelPricesPanelProps) {
  const [type, setType] = useState('seller');
  const types = priceEntries(prices).map((e) => e.type);
  const seller = sellerEntry(prices, type);
  // The level warnings show on their level's card; the rest of the messages above the cards.
  const perLevel: string[] = [MESSAGES.UPSALES_NOT_ADDED, MESSAGES.LEVEL_PRICE_NEGATIVE, MESSAGES.NO_FEE];
  const general = [...new Set(messages.flatMap((m) => [...m.errors, ...m.warnings]))].filter((m) => !perLevel.includes(m));
  return (
    <Stack gap="sm" mt="lg" component="section" aria-label="Level prices">
      <Group justify="space-between">
        <Title order={3} fz="md">Level prices</Title>
        <Group gap="sm">
          {types.length > 1 && (
            <SegmentedControl
              size="xs"
              aria-label="Seller type"
              value={seller?.type ?? 'seller'}
              onChange={setType}
              data={types.map((t) => ({ value: t, label: t === 'reseller' ? 'Reseller' : 'Seller' }))}
              data-action-type="quote-prices-seller-type"
            />
          )}
          <Text size="xs" c="dimmed">Prices in {currency}</Text>
        </Group>
      </Group>
      {general.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} py={8}>
          <Stack gap={2}>{general.map((m) => <Text key={m} size="sm">{m}</Text>)}</Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {LEVEL_TABS.map((tab) => (
          <LevelCard key={tab.level} name={tab.name} price={levelPrice(seller, tab.level)} currency={currency} active={activeLevel === tab.level} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function LevelCard({ name, price, currency, active }: { name: string; price: LevelPrice | null; currency: string; active: boolean }) {
  const warnings = levelWarnings(price);
  return (
    <Paper withBorder radius="md" p="sm" style={active ? { borderColor: 'var(--mantine-color-teal-5)', boxShadow: '0 0 0 1px var(--mantine-color-teal-5)' } : undefined} aria-label={`${name} prices`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={700} size="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.4 }}>{name}</Text>
        {price?.total !== undefined && (
          <Text fw={700} fz={22} lh={1} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={`${name} total`}>
            <Text span size="sm" c="dimmed" fw={500} mr={4}>{currency}</Text>
            {Math.round(price.total).toLocaleString('en-US')}
          </Text>
        )}
      </Group>
      {warnings.length > 0 && (
        <Group gap={4} mt={6}>
          {warnings.map((w) => <Badge key={w} color={w.includes('negative') ? 'red' : 'yellow'} variant="light" size="sm" radius="sm" tt="none">{w}</Badge>)}
        </Group>
      )}
      {price ? <LevelFigures price={price} roomName={roomName} /> : <Text size="sm" c="dimmed" mt="sm">Not priced yet.</Text>}
    </Paper>
  );
}
