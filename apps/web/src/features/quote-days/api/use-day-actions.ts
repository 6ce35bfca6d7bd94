import { useCallback, useMemo, useRef, useState } from 'react';
import type { Day, QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import { i18n } from '../../../lib/i18n';
import { planMoveBatches } from '../../../lib/move-batches';
import {
  addDayBody,
  editDayBody,
  mergeDaysBody,
  orderServicesBody,
  reorderDaysBody,
  type DayTexts,
} from '../logic/day-bodies';
import { completeDays } from './complete-days';
import { deleteDay, type DeletedDayServices } from './delete-day';
import { mergeDays } from './merge-days';
import { moveServices } from './move-services';
import { saveDays } from './save-days';
import { useDayWrites } from './use-day-writes';

/** The last move of the tab, kept so that it can be undone (the inverse move). */
export type LastMove =
  | { kind: 'move'; serviceIds: number[]; daysToMove: number; label: string }
  | { kind: 'order'; day: Pick<Day, 'id' | 'start_day'>; serviceIds: number[]; label: string };

const nameOf = (service: QuoteService | undefined) => service?.name.value || i18n.t('days:theService');

/** Every write of the Itinerary tab, the progress of a batched move, and the undo of the last move. */
export function useDayActions(quote: Pick<QuoteDetail, 'id' | 'version'>) {
  const writes = useDayWrites(quote);
  const { run } = writes;
  const quoteId = quote.id;
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [lastMove, setLastMoveState] = useState<LastMove | null>(null);
  // Undo is offered by a toast too, whose button keeps the callback it was given: undo reads the
  // last move from here, so it stays one stable function.
  const lastMoveRef = useRef<LastMove | null>(null);
  const setLastMove = useCallback((move: LastMove | null) => {
    lastMoveRef.current = move;
    setLastMoveState(move);
  }, []);

  /** Services shift by `daysToMove`, in batches that each carry the version the last one answered. */
  const shift = useCallback(
    (serviceIds: number[], daysToMove: number, showProgress: boolean) =>
      run(async (version, learn) => {
        const batches = planMoveBatches(serviceIds);
        if (showProgress) setProgress({ done: 0, total: serviceIds.length });
        try {
          for (const batch of batches) {
            const answer = await moveServices(
              quoteId,
              // Prices are re-computed once, with the last batch (as the Services tab's move does).
              {
                days_to_move: daysToMove,
                services: batch.services,
                last_batch: batch.last_batch,
                calculate_prices: batch.last_batch,
              },
              { version: version(), cur_step: batch.cur_step, last_step: batch.last_step },
            );
            learn(answer);
            if (showProgress) setProgress({ done: batch.done, total: serviceIds.length });
          }
          return true;
        } finally {
          setProgress(null);
        }
      }),
    [run, quoteId],
  );

  const moveService = useCallback(
    async (service: QuoteService | undefined, serviceId: number, daysToMove: number, toDay: number) => {
      if (daysToMove === 0) return false;
      const done = await shift([serviceId], daysToMove, false);
      if (done)
        setLastMove({
          kind: 'move',
          serviceIds: [serviceId],
          daysToMove,
          label: i18n.t('days:movedTo', { name: nameOf(service), n: toDay }),
        });
      return done !== null;
    },
    [shift, setLastMove],
  );

  const moveMany = useCallback(
    async (serviceIds: number[], daysToMove: number, label: string) => {
      if (daysToMove === 0 || serviceIds.length === 0) return false;
      const done = await shift(serviceIds, daysToMove, true);
      if (done) setLastMove({ kind: 'move', serviceIds, daysToMove, label });
      return done !== null;
    },
    [shift, setLastMove],
  );

  const reorder = useCallback(
    async (day: Pick<Day, 'id' | 'start_day'>, serviceIds: number[], before: number[]) => {
      const done = await run((version) =>
        saveDays(quoteId, orderServicesBody(day, serviceIds), { version: version() }),
      );
      if (done)
        setLastMove({ kind: 'order', day, serviceIds: before, label: i18n.t('days:reordered', { n: day.start_day }) });
      return done !== null;
    },
    [run, quoteId, setLastMove],
  );

  /** The inverse of the last move: the services go back by as many days, or the day's order is put back. */
  const undo = useCallback(async () => {
    const move = lastMoveRef.current;
    if (!move) return false;
    setLastMove(null);
    const done =
      move.kind === 'move'
        ? await shift(move.serviceIds, -move.daysToMove, move.serviceIds.length > 1)
        : await run((version) =>
            saveDays(quoteId, orderServicesBody(move.day, move.serviceIds), { version: version() }),
          );
    return done !== null;
  }, [setLastMove, shift, run, quoteId]);

  const edit = useCallback(
    (day: Day, texts: Partial<DayTexts>) =>
      run((version) => saveDays(quoteId, editDayBody(day, texts), { version: version() })),
    [run, quoteId],
  );
  const addDay = useCallback(
    (startDay: number) => run((version) => saveDays(quoteId, addDayBody(startDay), { version: version() })),
    [run, quoteId],
  );
  const reorderDays = useCallback(
    (days: Day[]) => run((version) => saveDays(quoteId, reorderDaysBody(days), { version: version() })),
    [run, quoteId],
  );
  const merge = useCallback(
    (first: Day, second: Day) =>
      run((version) => mergeDays(quoteId, mergeDaysBody(first, second), { version: version() })),
    [run, quoteId],
  );
  const remove = useCallback(
    (day: Day, services: DeletedDayServices) =>
      day.id === null ? Promise.resolve(null) : run((version) => deleteDay(day.id!, services, { version: version() })),
    [run],
  );
  const create = useCallback(() => run((version) => completeDays(quoteId, { version: version() })), [run, quoteId]);

  const actions = useMemo(
    () => ({ moveService, moveMany, reorder, undo, edit, addDay, reorderDays, merge, remove, create }),
    [moveService, moveMany, reorder, undo, edit, addDay, reorderDays, merge, remove, create],
  );
  return { ...writes, actions, progress, lastMove };
}

export type DayActions = ReturnType<typeof useDayActions>['actions'];
