import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { IconBan, IconCircleCheck, IconCircleX, IconFileZip, IconMailForward, IconSend } from '@tabler/icons-react';
import { isOnVoucher, SERVICE_STATUS } from '@itinera/domain';
import type { BookingOverview, QuoteDetail } from '@itinera/domain/contracts';
import { BookingProgressBar } from '../../../components/booking-progress';
import { seesSupplyOf } from '../../../lib/supply-side';
import { useAuth } from '../../../lib/use-auth';
import { useBooking } from '../api/get-booking';
import { useBookingWrites } from '../api/booking-writes';
import { useVoucherActions } from '../api/vouchers';
import { AcceptanceLine } from './acceptance-line';
import { AmendmentsAlert } from './amendments-alert';
import { CancelBookingModal, MarkModal, type MarkKind } from './booking-modals';
import { EmergencyPhone } from './emergency-phone';
import { SendVouchersModal } from './send-vouchers-modal';
import { SaleLevels } from './sale-levels';
import { SupplierCard } from './supplier-card';

export interface BookTabProps {
  quote: QuoteDetail;
}

/** "Sold at Superior": the level's name from the catalogue (common.levels), as every screen names it. */
function SoldAt({ level }: { level: number | null }) {
  const { t } = useTranslation('booking');
  return <Text fw={700}>{level ? t('soldAt', { level: t(`common:levels.${level}.label`) }) : t('soldAtEvery')}</Text>;
}

/** A button whose label may take two lines on a phone rather than push the page sideways. */
const WRAPPING_LABEL = { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } };

/** The Book tab (spec 01 §2 /quote/book, shortcut 4): confirm the sale, then book each service with its supplier. */
function AgencyProgress({ sold, progress }: { sold: number | null; progress: BookingOverview['progress'] }) {
  const { t } = useTranslation('booking');
  return (
    <Paper withBorder radius="md" p="md">
      <SoldAt level={sold} />
      <BookingProgressBar progress={progress} />
      <Text size="sm" c="dimmed" mt="xs">
        {t('agencyHint')}
      </Text>
    </Paper>
  );
}

export function BookTab({ quote }: BookTabProps) {
  const { t } = useTranslation('booking');
  const booking = useBooking(quote.id);
  const writes = useBookingWrites(quote.id);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [marking, setMarking] = useState<MarkKind | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [sending, setSending] = useState(false);
  const vouchers = useVoucherActions(quote.id);
  const staff = seesSupplyOf(useAuth());

  if (quote.status.id !== 2) return <SaleLevels quote={quote} />;
  if (booking.isPending)
    return (
      <Center h={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (booking.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  const b = booking.data;
  // A client agency follows the booking as "n of m confirmed": the suppliers and every booking and
  // voucher action are the tour operator's (decision 0054).
  if (!staff) return <AgencyProgress sold={b.quote.sold_level} progress={b.progress} />;

  const declined = b.suppliers.flatMap((s) => s.services).filter((s) => s.booking_state === 'declined');
  // Vouchers are of the services their suppliers confirmed (decision 0060): none yet, nothing to send.
  const anyConfirmed = b.suppliers.some((s) => s.services.some((x) => isOnVoucher(x.booking_state, false)));
  // Those still count as confirmed beside the bar ("3 of 13 confirmed") though off the vouchers (decision
  // 0076): saying "none is confirmed" beside it contradicted the bar.
  // Only those confirmed before: a service merely requested, then asked to amend, was never confirmed.
  const amending = b.suppliers
    .flatMap((s) => s.services)
    .filter((x) => x.booking_state === 'amendment_requested' && x.status === SERVICE_STATUS.CONFIRMED).length;
  const toggle = (ids: number[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const request = (ids: number[] | 'all') =>
    writes.request.mutate(ids, {
      onSuccess: (a) =>
        notifications.show({
          color: a.requested.length ? 'teal' : 'gray',
          // The server words the answer and each skipped supplier's reason.
          message: [a.message, ...a.skipped.map((s) => `${s.supplier} ${s.reason}.`)].join(' '),
          withBorder: true,
        }),
    });
  const drop = (id: number) => (setSelected(new Set([id])), setMarking(3));
  const mark = (text: string) =>
    writes.mark.mutate(
      {
        services: [...selected],
        status: marking!,
        ...(marking === 2 ? { reference: text } : { reason: text }),
      },
      {
        onSuccess: (a) => (
          setMarking(null), setSelected(new Set()), notifications.show({ color: 'teal', message: a.message })
        ),
      },
    );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="md">
          <div>
            <SoldAt level={b.quote.sold_level} />
            <BookingProgressBar progress={b.progress} />
            <AcceptanceLine quote={quote} />
          </div>
          <Group gap="xs">
            <Button
              leftSection={<IconMailForward size={16} />}
              onClick={() => request('all')}
              loading={writes.request.isPending}
              data-action-type="booking-request-all"
              // Its label wraps: 'Solicitar reserva a todos los proveedores' on one line made the Spanish
              // Book tab 416 px wide at 390 (decision 0091, headless Chromium).
              maw="100%"
              h="auto"
              mih={36}
              styles={WRAPPING_LABEL}
            >
              {t('requestAll')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileZip size={16} />}
              onClick={() => vouchers.download.mutate(undefined)}
              loading={vouchers.download.isPending && vouchers.download.variables === undefined}
              disabled={!anyConfirmed}
            >
              {t('allVouchers')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconSend size={16} />}
              onClick={() => setSending(true)}
              disabled={!anyConfirmed}
            >
              {t('sendVouchers')}
            </Button>
            <Button variant="light" color="red" leftSection={<IconBan size={16} />} onClick={() => setCancelling(true)}>
              {t('cancelBooking')}
            </Button>
          </Group>
        </Group>
        {!anyConfirmed && b.suppliers.length > 0 && (
          <Text size="xs" c="dimmed" mt="xs">
            {amending ? t('vouchersAmending', { count: amending }) : t('vouchersNone')}
          </Text>
        )}
        {selected.size > 0 && (
          <Group mt="sm" gap="xs" role="toolbar" aria-label={t('selectedServices')}>
            <Text size="sm">{t('selected', { count: selected.size })}</Text>
            <Button
              size="xs"
              color="green"
              variant="light"
              leftSection={<IconCircleCheck size={14} />}
              onClick={() => setMarking(2)}
            >
              {t('markConfirmed')}
            </Button>
            <Button
              size="xs"
              color="orange"
              variant="light"
              leftSection={<IconCircleX size={14} />}
              onClick={() => setMarking('declined')}
            >
              {t('markDeclined')}
            </Button>
            <Button size="xs" color="red" variant="subtle" onClick={() => setMarking(3)}>
              {t('dropFromTrip')}
            </Button>
          </Group>
        )}
      </Paper>
      <EmergencyPhone />
      <AmendmentsAlert quoteId={quote.id} />
      {declined.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('declinedTitle', { count: declined.length })}
          data-testid="declined-alert"
        >
          {t('declinedText', { names: declined.map((s) => s.name).join(', ') })}
        </Alert>
      )}
      {b.suppliers.length === 0 && <Alert color="gray">{t('noService')}</Alert>}
      {b.suppliers.map((s) => (
        <SupplierCard
          key={`${s.id ?? s.code}`}
          supplier={s}
          selected={selected}
          onToggle={toggle}
          onRequest={s.id !== null ? () => request([s.id!]) : undefined}
          onVoucher={
            s.id !== null ? (unconfirmed) => vouchers.download.mutate({ supplierId: s.id!, unconfirmed }) : undefined
          }
          requesting={
            writes.request.isPending && writes.request.variables !== 'all' && writes.request.variables?.[0] === s.id
          }
          canAct
          quoteId={quote.id}
          onDrop={drop}
        />
      ))}
      <MarkModal
        key={marking ?? 0}
        kind={marking}
        count={selected.size}
        busy={writes.mark.isPending}
        onClose={() => setMarking(null)}
        onSubmit={mark}
      />
      <SendVouchersModal
        quoteId={quote.id}
        opened={sending}
        busy={vouchers.send.isPending}
        onClose={() => setSending(false)}
        onSend={(input) =>
          vouchers.send.mutate(input, {
            onSuccess: (a) => {
              setSending(false);
              notifications.show({ color: 'teal', message: a.message });
            },
          })
        }
      />
      <CancelBookingModal
        opened={cancelling}
        busy={writes.cancel.isPending}
        onClose={() => setCancelling(false)}
        onCancel={(notify) =>
          writes.cancel.mutate(notify, {
            onSuccess: (a) => (setCancelling(false), notifications.show({ color: 'teal', message: a.message })),
          })
        }
      />
    </Stack>
  );
}
