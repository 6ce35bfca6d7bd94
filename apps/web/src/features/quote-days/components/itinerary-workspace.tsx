import { QuoteLockAlert, useLockText } from '../../../components/quote-lock-alert';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { arePricesLocked, clientDateFormat, PRICES_LOCK } from '@itinera/domain';
import type { Day, Meals, QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import { LoadingModal } from '../../../components/loading-modal';
import { useDayActions } from '../api/use-day-actions';
import type { DropResult } from '../logic/board';
import { buildTimeline, daysAreDerived, nextDayNumber, type TimelineDay, type TimelineItem } from '../logic/timeline';
import { DayCardActionsContext, type DayCardActions } from './day-actions-context';
import { DaysBoard } from './days-board';
import { DaysConflict } from './days-states';
import { ItineraryDialogs, type DayDialog } from './itinerary-dialogs';
import { ItineraryToolbar } from './itinerary-toolbar';
import { UndoMessage } from './undo-message';

export interface ItineraryWorkspaceProps {
  quote: QuoteDetail;
  days: Day[];
  services: QuoteService[];
  /** A status that forbids editing for this user (its reason is shown above). */
  lockReason: string | null;
}

/** The live Itinerary tab: the timeline with its drag and drop, the day actions and their dialogs. */
export function ItineraryWorkspace({ quote, days, services, lockReason }: ItineraryWorkspaceProps) {
  const { t } = useTranslation('days');
  const lockText = useLockText();
  const { actions, busy, conflict, reload, progress, lastMove } = useDayActions(quote);
  const [dialog, setDialog] = useState<DayDialog>(null);
  const timeline = useMemo(() => buildTimeline(days, services, quote.start_date), [days, services, quote.start_date]);
  const pricesLocked = arePricesLocked(quote);
  // Until a conflict is reloaded, nothing more is written on top of a version that is not the latest.
  const editable = lockReason === null && conflict === null;
  // Moving a service changes its dates and so its price: not while prices are locked.
  const movable = editable && !pricesLocked;

  // One undo toast at a time, for the last move: a new move replaces the toast of the one before.
  const undoToast = useRef<string | null>(null);
  const offerUndo = useCallback(
    (label: string) => {
      if (undoToast.current) notifications.hide(undoToast.current);
      const id = notifications.show({
        color: 'teal',
        withBorder: true,
        autoClose: 8000,
        message: (
          <UndoMessage
            label={label}
            onUndo={() => {
              notifications.hide(id);
              void actions.undo();
            }}
          />
        ),
      });
      undoToast.current = id;
    },
    [actions],
  );

  const onDrop = useCallback(
    async (result: NonNullable<DropResult>, item: TimelineItem, from: TimelineDay, to: TimelineDay) => {
      if (result.kind === 'move') {
        const days = to.day.start_day - from.day.start_day;
        if (await actions.moveService(item.service, item.id, days, to.day.start_day))
          offerUndo(t('movedTo', { name: item.service?.name.value ?? t('theService'), n: to.day.start_day }));
        return;
      }
      if (await actions.reorder(to.day, result.serviceIds, result.before))
        offerUndo(t('reordered', { n: to.day.start_day }));
    },
    [actions, offerUndo, t],
  );

  const cardActions: DayCardActions = useMemo(
    () => ({
      edit: (day) => setDialog({ kind: 'edit', day }),
      moveAll: (day) => setDialog({ kind: 'move', day }),
      merge: (day) => setDialog({ kind: 'merge', day }),
      remove: (day) => setDialog({ kind: 'delete', day }),
      toggleMeal: (day: Day, meal: keyof Meals, included: boolean) =>
        void actions.edit(day, { meals: { ...day.meals, [meal]: included } }),
    }),
    [actions],
  );

  const serviceCount = services.length;
  const derived = daysAreDerived(days);
  return (
    <DayCardActionsContext.Provider value={cardActions}>
      {lockReason && (
        <QuoteLockAlert scope="editing" mb="md">
          {lockReason}
        </QuoteLockAlert>
      )}
      {/* The domain's one lock message (quoteLock), the same on every tab. */}
      {!lockReason && pricesLocked && (
        <QuoteLockAlert scope="prices" mb="md" py={8}>
          {lockText(PRICES_LOCK)}
        </QuoteLockAlert>
      )}
      {conflict && <DaysConflict message={conflict} onReload={() => void reload()} />}
      {derived && editable && (
        <Alert color="blue" variant="light" icon={<IconCalendarPlus size={18} />} mb="md" title={t('derivedTitle')}>
          <Text size="sm">{t('derivedText')}</Text>
          <Button
            size="xs"
            mt="sm"
            onClick={() => void actions.create()}
            loading={busy}
            data-action-type="quote-itinerary-create-days"
          >
            {t('createDays')}
          </Button>
        </Alert>
      )}
      <ItineraryToolbar
        dayCount={days.length}
        serviceCount={serviceCount}
        busy={busy}
        onAddDay={movable ? () => void actions.addDay(nextDayNumber(days)) : undefined}
        onReorderDays={movable ? () => setDialog({ kind: 'reorder' }) : undefined}
        undoLabel={movable ? lastMove?.label : null}
        onUndo={() => void actions.undo()}
      />
      <DaysBoard
        timeline={timeline}
        dateFormat={clientDateFormat(quote.client)}
        editable={editable}
        movable={movable}
        busy={busy}
        onDrop={onDrop}
      />
      <ItineraryDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        quoteId={quote.id}
        timeline={timeline}
        actions={actions}
      />
      <LoadingModal opened={progress !== null} kind="days" progress={progress ?? undefined} />
    </DayCardActionsContext.Provider>
  );
}
