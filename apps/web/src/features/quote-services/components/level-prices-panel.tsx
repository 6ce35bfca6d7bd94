import { useFormats } from '../../../lib/formats';
import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { MESSAGES, ROOM_TYPES } from '@itinera/domain';
import { useServerText } from '../../../components/server-text';
import { seesSupplyOf } from '../../../lib/supply-side';
import { useAuth } from '../../../lib/use-auth';
import { usePassengers } from '../api/get-passengers';
import { LEVEL_TABS, levelPrice, levelWarnings, sellerEntry, type LevelPrice } from '../logic/level-prices';
import type { PaxLevel } from '../logic/pax-price-edits';
import { selectedSellerType, type SellerType } from '../logic/price-settings';
import { LevelFigures } from './level-figures';
import { PaxPricesEditor } from './pax-prices-editor';
import type { LevelState } from './pax-prices-table';
import { PriceSettingsBar } from './price-settings-bar';
import { useServicesTab } from './services-context';

export interface LevelPricesPanelProps {
  prices: readonly unknown[];
  messages: { errors: string[]; warnings: string[] }[];
  currency: string;
  /** The level the table is filtered to (0 all): its card is outlined. */
  activeLevel: number;
}

const roomName = (id: number) => ROOM_TYPES.find((r) => r.id === id)?.acronym ?? `Room ${id}`;

/**
 * The price of each level (docs/domain/pricing.md#price-structure), side by side, for the seller or the
 * reseller; the quote's seller type and margins; and the Upsales and fee of each passenger.
 */
export function LevelPricesPanel({ prices, messages, currency, activeLevel }: LevelPricesPanelProps) {
  const { t } = useTranslation('services');
  const { say } = useServerText();
  const { quote, readOnly, history, pricesLocked, visibility } = useServicesTab();
  // Per-passenger lines read the passengers' names (a history view keeps the numbers: its party may differ).
  const passengers = usePassengers(quote.id, !history);
  const paxName = useMemo(() => {
    const names = new Map((passengers.data?.data ?? []).map((p) => [p.id, p.name.trim()]));
    return (id: number, index: number) => names.get(id) || t('passengerN', { n: index + 1 });
  }, [passengers.data, t]);
  // Upsales and fees are the tour operator's markup: a client agency never sees them (decision 0054).
  const markup = seesSupplyOf(useAuth());
  const canOpenEditor = visibility.canViewSale && !history && markup;
  const [viewType, setViewType] = useState<SellerType | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const type = readOnly && viewType ? viewType : selectedSellerType(prices);
  const shown = sellerEntry(prices, type);
  // The editor edits the seller figures: its warnings follow the seller levels.
  const seller = sellerEntry(prices, 'seller');
  const levels = Object.fromEntries(
    LEVEL_TABS.map((t) => {
      const p = levelPrice(seller, t.level);
      return [t.level, { inUse: (p?.services?.length ?? 0) > 0, total: p?.total }];
    }),
  ) as Record<PaxLevel, LevelState>;
  // The level warnings show on their level's card; the rest of the messages above the cards. The API
  // says a save's messages in the reader's language, so the level warnings are known in both.
  const perLevel = [MESSAGES.UPSALES_NOT_ADDED, MESSAGES.LEVEL_PRICE_NEGATIVE, MESSAGES.NO_FEE].flatMap((m) => [
    m,
    say(m),
  ]);
  const general = [...new Set(messages.flatMap((m) => [...m.errors, ...m.warnings]))].filter(
    (m) => !perLevel.includes(m),
  );
  return (
    <Stack gap="sm" mt="lg" component="section" aria-label={t('levelPrices')}>
      {/* Wraps: the margins and "Upsales y cargo" made the Spanish Services tab 904 px wide at 390. */}
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Title order={3} fz="md">
            {t('levelPrices')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('inCurrency', { currency })}
          </Text>
        </Group>
        <Group gap="md" wrap="wrap">
          <PriceSettingsBar prices={prices} sellerType={type} onViewType={setViewType} />
          {canOpenEditor && (
            <Button
              size="xs"
              variant={editorOpen ? 'filled' : 'light'}
              leftSection={<IconUsers size={15} />}
              onClick={() => setEditorOpen((o) => !o)}
              aria-expanded={editorOpen}
              data-action-type="quote-pax-prices-open"
            >
              {t('upsalesFee')}
            </Button>
          )}
        </Group>
      </Group>
      {general.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} py={8}>
          <Stack gap={2}>
            {general.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {editorOpen && canOpenEditor && (
        <PaxPricesEditor
          quoteId={quote.id}
          currency={currency}
          levels={levels}
          readOnly={readOnly}
          pricesLocked={pricesLocked}
          statusId={quote.status.id}
          onClose={() => setEditorOpen(false)}
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {LEVEL_TABS.map((tab) => (
          <LevelCard
            key={tab.level}
            name={tab.name}
            price={levelPrice(shown, tab.level)}
            currency={currency}
            active={activeLevel === tab.level}
            paxName={paxName}
            markup={markup}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface LevelCardProps {
  name: string;
  price: LevelPrice | null;
  currency: string;
  active: boolean;
  paxName: (id: number, index: number) => string;
  markup: boolean;
}

function LevelCard({ name, price, currency, active, paxName, markup }: LevelCardProps) {
  const formats = useFormats();
  const { t } = useTranslation('services');
  const { say } = useServerText();
  const warnings = levelWarnings(price);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={
        active
          ? { borderColor: 'var(--mantine-color-teal-5)', boxShadow: '0 0 0 1px var(--mantine-color-teal-5)' }
          : undefined
      }
      aria-label={t('levelPricesOf', { name })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={700} size="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.4 }}>
          {name}
        </Text>
        {price?.total !== undefined && (
          <Text
            fw={700}
            fz={22}
            lh={1}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            aria-label={t('levelTotalOf', { name })}
          >
            <Text span size="sm" c="dimmed" fw={500} mr={4}>
              {currency}
            </Text>
            {formats.number(Math.round(price.total))}
          </Text>
        )}
      </Group>
      {warnings.length > 0 && (
        <Group gap={4} mt={6}>
          {warnings.map((w) => (
            <Badge
              key={w}
              color={w.includes('negative') ? 'red' : 'yellow'}
              variant="light"
              size="sm"
              radius="sm"
              tt="none"
            >
              {say(w)}
            </Badge>
          ))}
        </Group>
      )}
      {price ? (
        <LevelFigures price={price} roomName={roomName} paxName={paxName} markup={markup} />
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          {t('notPriced')}
        </Text>
      )}
    </Paper>
  );
}
