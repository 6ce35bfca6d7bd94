import { useFormats } from '../../../lib/formats';
import { useTranslation } from 'react-i18next';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { LevelPrice } from '../logic/level-prices';

// The figures of one level, each line shown only when the answer carries it: a user without
// view_cost_price gets no cost, subtotal or margin fields, so those lines simply are not there.

function Line({
  label,
  value,
  decimals = 2,
  suffix = '',
  strong = false,
}: {
  label: string;
  value: number | null | undefined;
  decimals?: number;
  suffix?: string;
  strong?: boolean;
}) {
  const formats = useFormats();
  if (value === undefined || value === null) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" fw={strong ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formats.number(value, decimals)}
        {suffix}
      </Text>
    </Group>
  );
}

interface LevelFiguresProps {
  price: LevelPrice;
  roomName: (id: number) => string;
  /** A passenger's name, or 'Passenger N' when none was given. */
  paxName: (id: number, index: number) => string;
  /** The Upsales and fee lines: the tour operator's, never a client agency's (decision 0054). */
  markup: boolean;
}

export function LevelFigures({ price, roomName, paxName, markup }: LevelFiguresProps) {
  const { t } = useTranslation('services');
  const rooms = price.room_type_prices ?? [];
  // Each passenger's final price; a long list (a group) stays out of the card.
  const pax = (price.pax_prices ?? []).filter((p) => p.total_price !== undefined);
  // A child's price is shown with her age, so "why is she cheaper" answers itself.
  const children = (price.child_prices ?? []).filter((c) => c.per_person !== undefined);
  const paxIndex = (id: number | string) => (price.pax_prices ?? []).findIndex((p) => p.pax_id === id);
  return (
    <Stack gap={3} mt="xs">
      {rooms.length > 0 && (
        <>
          <Text size="xs" fw={600}>
            {t('fig.perPerson')}
          </Text>
          {rooms.map((r) => (
            <Line
              key={r.id_room_type}
              label={t('fig.inRoom', { room: roomName(r.id_room_type) })}
              value={r.per_person}
              decimals={0}
              strong
            />
          ))}
          <Line label={t('fig.single')} value={price.single_supplement} decimals={0} />
          <Divider my={4} />
        </>
      )}
      {children.length > 0 && (
        <>
          <Text size="xs" fw={600}>
            {t('fig.children')}
          </Text>
          {children.map((c) => (
            <Line
              key={String(c.pax_id)}
              label={`${paxName(Number(c.pax_id), paxIndex(c.pax_id))}${c.age === null ? '' : ` (${c.age})`}`}
              value={c.per_person}
              decimals={0}
              strong
            />
          ))}
          <Divider my={4} />
        </>
      )}
      {pax.length > 0 && pax.length <= 8 && (
        <>
          <Text size="xs" fw={600}>
            {t('fig.perPassenger')}
          </Text>
          {pax.map((p, i) => (
            <Line key={String(p.pax_id)} label={paxName(Number(p.pax_id), i)} value={p.total_price} decimals={0} />
          ))}
          <Divider my={4} />
        </>
      )}
      <Line label={t('fig.hotels')} value={price.hotel_total} />
      <Line label={t('fig.hotelsCost')} value={price.sub_total_hotel} />
      <Line label={t('fig.hotelsMargin')} value={price.margin_percentage_hotel} suffix=" %" />
      <Line label={t('fig.services')} value={price.services_total} />
      <Line label={t('fig.servicesCost')} value={price.sub_total_service} />
      <Line label={t('fig.servicesMargin')} value={price.margin_percentage_service} suffix=" %" />
      <Divider my={4} />
      {markup && <Line label={t('fig.upsales')} value={price.mkt_coin} />}
      {markup && <Line label={t('fig.fee')} value={price.fee} />}
      <Line label={t('fig.margin')} value={price.margin} strong />
    </Stack>
  );
}
