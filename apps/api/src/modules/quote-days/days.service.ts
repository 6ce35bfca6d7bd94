import { closeAnnouncedMove, followsAnnouncedMove } from '../quote-core/announced-moves';
import type {
  Day,
  DayInput,
  DaysByItineraryBody,
  DaysQuery,
  DeleteDayQuery,
  GenerateDaysBody,
  MoveDaysBody,
} from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { notFound } from '../../lib/app-error';
import { dayDrafter } from '../quote-core/day-drafts';
import { daysRepository } from '../quote-core/days.repository';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { quoteServicesRepository } from '../quote-services/quote-services.repository';
import { checkLocations } from '../quote-services/service-checks';
import { moveDays, saveDays } from './day-edits';
import { quoteDays, writeDays, type DaysWriteOptions } from './day-writes';
import { isBlank, type Programme } from './programme';
import { visibleQuote } from '../quote-core/quote-access';

// The day calls D1–D8 of the Itinerary tab (original-client.md §7, docs/domain/days.md).

/** D1: a page of the quote's days (all of them are counted); reads only. */
export function listDays(database: Database, user: SessionUser, ref: QuoteRef, query: DaysQuery) {
  return database.readTenant(user.tenantId, async (tx) => {
    const all = await quoteDays(tx, user.tenantId, await visibleQuote(tx, user, ref));
    const from = (query.page - 1) * query.limit;
    return { data: all.slice(from, from + query.limit), total: all.length };
  });
}

/** Every place a body names exists (404-free: an unknown place is a 422 naming it). */
async function checkPlaces(tx: TenantTx, days: DayInput[]): Promise<void> {
  const all = days.flatMap((d) => [d, ...(d.nestedDays ?? [])]);
  const ids = all.flatMap((d) => [
    ...(d.location ?? []),
    ...(d.overnight_location_id ? [d.overnight_location_id] : []),
  ]);
  await checkLocations(tx, ids, 'body.location');
}

/** D2 (and D3 with `merge`): answers every day. */
export async function saveDaysCall(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  days: DayInput[],
  merge: boolean,
  options: DaysWriteOptions,
): Promise<Day[]> {
  const written = await writeDays(
    database,
    user,
    ref,
    async (p, tx) => {
      await checkPlaces(tx, days);
      saveDays(p, days, merge);
    },
    options,
  );
  return written.days;
}

/** D4: answers the quote's id, its new version and how many days it now shows. */
export async function deleteDay(database: Database, user: SessionUser, dayId: number, query: DeleteDayQuery) {
  const quoteId = await database.withTenant(user.tenantId, (tx) => daysRepository.quoteOf(tx, user.tenantId, dayId));
  if (quoteId === undefined) throw notFound('This day');
  const { saved, days } = await writeDays(
    database,
    user,
    quoteId,
    (p) => p.removeDay(p.dayById(dayId)!.start_day, query.services),
    { version: query.version },
  );
  return {
    data: { itinerary_id: saved.id, version: saved.version, days: days.length },
    message: query.services === 'delete' ? 'Day and its services deleted.' : 'Day deleted.',
  };
}

const writeEveryDay = (p: Programme) => {
  for (let d = 1; d <= p.length(); d++) p.ensureDay(d);
};

/** D5: a written row for every day that has none (nothing to do: no new version). */
export async function createDays(
  database: Database,
  user: SessionUser,
  body: DaysByItineraryBody,
  options: DaysWriteOptions,
) {
  const { saved, days } = await writeDays(database, user, body.itinerary_uuid, writeEveryDay, options);
  return { data: { itinerary_id: saved.id, version: saved.version, days: days.length }, message: 'Days created.' };
}

/**
 * D6: D5, then (autocomplete) drafts in the empty titles and descriptions; written days past the
 * quote's last day with no service and no text go.
 */
export async function completeDays(
  database: Database,
  user: SessionUser,
  body: DaysByItineraryBody,
  options: DaysWriteOptions,
) {
  const written = await writeDays(
    database,
    user,
    body.itinerary_uuid,
    async (p, tx, row) => {
      writeEveryDay(p);
      for (const day of p.days.filter((d) => d.start_day > p.numDay && isBlank(d) && !p.servicesOn(d.start_day).length))
        p.forgetDay(day);
      if (!body.autocomplete) return;
      const draft = await dayDrafter(
        tx,
        user.tenantId,
        row,
        p.services.filter((s) => !p.deleted.has(s.id)),
        p.days,
        p.length(),
      );
      for (const day of p.days) {
        if (day.title.trim() && day.description.trim()) continue;
        const drafted = draft(day.start_day, day);
        if (!day.title.trim()) day.title = drafted.title;
        if (!day.description.trim()) day.description = drafted.description;
      }
    },
    options,
  );
  return written.days;
}

/** D7: every day with a drafted title and description, nothing saved. */
export function generateDays(database: Database, user: SessionUser, ref: QuoteRef, _body: GenerateDaysBody) {
  return database.readTenant(user.tenantId, async (tx) => {
    const quote = await visibleQuote(tx, user, ref);
    const days = await quoteDays(tx, user.tenantId, quote);
    const rows = await daysRepository.list(tx, user.tenantId, quote.id);
    const services = await quoteServicesRepository.list(tx, user.tenantId, quote.id);
    const draft = await dayDrafter(tx, user.tenantId, quote, services, rows, days.length);
    return days.map((day) => {
      const drafted = draft(
        day.start_day,
        rows.find((r) => r.start_day === day.start_day),
      );
      return {
        ...day,
        title: { ...day.title, value: drafted.title },
        description: { ...day.description, value: drafted.description },
      };
    });
  });
}

/** D8: answers every day. */
export async function moveDaysCall(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: MoveDaysBody,
  options: DaysWriteOptions,
): Promise<Day[]> {
  const written = await writeDays(
    database,
    user,
    ref,
    async (p, tx, row) => {
      // The last call of the original client's start-date move: the PUT before it moved the days already.
      if (await followsAnnouncedMove(tx, user.tenantId, row.id, user.userId, body.days_to_move))
        await closeAnnouncedMove(tx, user.tenantId, row.id, row.version, user.userId, body.days_to_move);
      else moveDays(p, row, body.moved_date, body.days_to_move);
      // The client keeps D8's answer as its days and saves them back by id (original-client.md §7.1): every
      // day is answered written, never `id: null` (decisions 0064 and 0067, as D5 writes them).
      writeEveryDay(p);
    },
    options,
  );
  return written.days;
}
