import { Anchor, Badge, Button, Card, Checkbox, Group, Menu, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOnVoucher, passengerNoteText } from '@itinera/domain';
import { LANGUAGE_NAMES, matchLanguage } from '@itinera/domain/i18n';
import type { BookedService, BookingSupplier } from '@itinera/domain/contracts';
import { progressText } from '../../../components/booking-progress';
import { useFormats } from '../../../lib/formats';
import { i18n } from '../../../lib/i18n';
import { stateLook } from './status-look';

export interface SupplierCardProps {
  supplier: BookingSupplier;
  selected: ReadonlySet<number>;
  onToggle: (ids: number[], on: boolean) => void;
  onRequest?: () => void;
  /** Downloads the supplier's voucher: its confirmed services, or with `unconfirmed` the open ones too, marked. */
  onVoucher?: (unconfirmed: boolean) => void;
  requesting: boolean;
  canAct: boolean;
  /** The quote, for the link that opens a declined service on the Services tab to replace it. */
  quoteId?: string;
  /** Drops a declined service from the trip (asks a reason; the price changes as a new version). */
  onDrop?: (serviceId: number) => void;
}

/**
 * A stay from check-in to check-out (a one-night stay too, decision 0060), else the service's dates or day;
 * dates as the workspace header writes them (`date`), not as stored.
 */
function dates(s: BookedService, date: (iso: string) => string) {
  if (s.stay) {
    const { check_in: inOn, check_out: outOn, day_in: dayIn, day_out: dayOut, nights } = s.stay;
    const [from, to] = [inOn ? date(inOn) : day(dayIn), outOn ? date(outOn) : day(dayOut)];
    return `${from} – ${to} (${i18n.t('booking:supplier.nights', { count: nights })})`;
  }
  return s.start_date
    ? s.end_date && s.end_date !== s.start_date
      ? `${date(s.start_date)} – ${date(s.end_date)}`
      : date(s.start_date)
    : day(s.day);
}

const day = (n: string | number) => i18n.t('booking:supplier.day', { day: n });

function Who({ s }: { s: BookedService }) {
  const { t } = useTranslation('booking');
  const words = { dietary: t('supplier.dietary'), medical: t('supplier.medical') };
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('supplier.pax', { count: s.num_pax })}
        {s.rooms.length ? ` · ${s.rooms.map((r) => `${r.qty} × ${r.name}`).join(', ')}` : ''}
      </Text>
      {s.rooming.length > 0 ? (
        s.rooming.map((r) => (
          <Text key={r.room} size="xs" c="dimmed">
            {r.room}: {r.passengers.join(', ')}
          </Text>
        ))
      ) : (
        <Text size="xs" c="dimmed">
          {s.passengers.join(', ')}
        </Text>
      )}
      {s.passenger_notes.map((n) => (
        <Text key={n.passenger} size="xs" c="orange.9">
          {passengerNoteText(n, words)}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The supplier's voucher: straight away when every service it has is confirmed (or none is open);
 * otherwise a choice — the confirmed services, or those and the open ones marked NOT CONFIRMED.
 */
function VoucherButton({
  services,
  onVoucher,
}: {
  services: BookedService[];
  onVoucher: (unconfirmed: boolean) => void;
}) {
  const { t } = useTranslation('booking');
  const confirmed = services.filter((s) => isOnVoucher(s.booking_state, false)).length;
  const open = services.filter((s) => isOnVoucher(s.booking_state, true)).length - confirmed;
  const button = (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileTypePdf size={14} />}
      disabled={!confirmed && !open}
      onClick={open ? undefined : () => onVoucher(false)}
    >
      {t('supplier.voucher')}
    </Button>
  );
  if (!open) return button;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={!confirmed} onClick={() => onVoucher(false)}>
          {t('supplier.voucherConfirmed', { count: confirmed })}
        </Menu.Item>
        <Menu.Item onClick={() => onVoucher(true)}>{t('supplier.voucherOpen', { count: open })}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The supplier's language named in itself ("Español"), as Profile and Configuration name languages. */
const supplierLanguage = (language: string | null | undefined) => LANGUAGE_NAMES[matchLanguage(language) ?? 'en'];

/** One supplier: its services with dates, pax, rooms, status, reference and the last word said. */
export function SupplierCard({
  supplier,
  selected,
  onToggle,
  onRequest,
  onVoucher,
  requesting,
  canAct,
  quoteId,
  onDrop,
}: SupplierCardProps) {
  const ids = supplier.services.map((s) => s.id);
  const all = ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const sent = supplier.last_request;
  const formats = useFormats();
  const { t } = useTranslation('booking');
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('supplier.label', { name: supplier.name })}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <div>
          <Text fw={700}>{supplier.name}</Text>
          <Text size="xs" c="dimmed">
            {supplier.email ?? t('supplier.noEmail')} · {supplierLanguage(supplier.language)} ·{' '}
            {progressText(supplier.progress)}
            {sent
              ? `${t('supplier.requested', { date: formats.date(sent.sent_at.slice(0, 10)) })}${sent.reminded_at ? t('supplier.reminded') : ''}`
              : ''}
          </Text>
        </div>
        <Group gap="xs">
          {onVoucher && <VoucherButton services={supplier.services} onVoucher={onVoucher} />}
          {canAct && onRequest && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMail size={14} />}
              loading={requesting}
              disabled={!supplier.email}
              onClick={onRequest}
              data-action-type="booking-request-one"
            >
              {sent ? t('supplier.requestAgain') : t('supplier.request')}
            </Button>
          )}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                {canAct && (
                  <Checkbox
                    aria-label={t('supplier.selectAll', { name: supplier.name })}
                    checked={all}
                    indeterminate={some && !all}
                    onChange={(e) => onToggle(ids, e.currentTarget.checked)}
                  />
                )}
              </Table.Th>
              <Table.Th>{t('supplier.service')}</Table.Th>
              <Table.Th>{t('supplier.dates')}</Table.Th>
              <Table.Th>{t('supplier.paxRooms')}</Table.Th>
              <Table.Th>{t('supplier.status')}</Table.Th>
              <Table.Th>{t('supplier.reference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {supplier.services.map((s) => {
              const look = stateLook(s.booking_state);
              return (
                <Table.Tr key={s.id} data-testid={`booked-service-${s.id}`}>
                  <Table.Td>
                    {canAct && (
                      <Checkbox
                        aria-label={t('supplier.selectOne', { name: s.name })}
                        checked={selected.has(s.id)}
                        onChange={(e) => onToggle([s.id], e.currentTarget.checked)}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {s.name}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {s.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{dates(s, formats.date)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Who s={s} />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={look.hint} multiline w={260} withArrow>
                      {/* Never cut to "Not reques…": the column keeps the badge's whole word (a flex badge's
                          min-content is 0, so the table shrank it below the word on Debian's fonts). */}
                      <Badge
                        color={look.color}
                        variant="light"
                        tt="none"
                        miw="max-content"
                        style={{ overflow: 'visible' }}
                      >
                        {look.name}
                      </Badge>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>
                    {s.reference && (
                      <Text size="sm" ff="monospace">
                        {s.reference}
                      </Text>
                    )}
                    <Text size="xs" c={s.booking_state === 'declined' ? 'red.8' : 'dimmed'}>
                      {s.decline_reason && !s.last_message.includes(s.decline_reason)
                        ? s.decline_reason
                        : s.last_message}
                    </Text>
                    {canAct && s.booking_state === 'declined' && (
                      <Group gap="xs" mt={4} data-testid={`declined-actions-${s.id}`}>
                        {quoteId && (
                          <Anchor
                            size="xs"
                            component={Link}
                            to={`/quote/services?itinerary=${quoteId}&service=${s.id}`}
                          >
                            {t('supplier.replace')}
                          </Anchor>
                        )}
                        {onDrop && (
                          <Anchor size="xs" c="red.8" component="button" type="button" onClick={() => onDrop(s.id)}>
                            {t('supplier.drop')}
                          </Anchor>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
