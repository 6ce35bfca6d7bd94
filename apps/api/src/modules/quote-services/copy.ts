import {
  addDays,
  duplicateDaysToMove,
  parseDayInput,
  passengerFromSnapshot,
  type PaxLevelSetting,
} from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { quotesRepository, type QuoteRow } from '../quote-core/quotes.repository';
import type { CopyOptions } from '../quote-core/services-port';
import { ANYONE } from '../quote-core/visible.repository';
import { passengersRepository } from './passengers.repository';
import { quoteServicesRepository, type ServiceRow, type ServiceValues } from './quote-services.repository';
import { repriceQuote } from './reprice';
import { shiftDay } from './service-checks';

// Services of one quote onto another (duplicate, quote from a template) and back from a version
// snapshot (restore). Dates follow from the day numbers and the target's start date, so a copy
// to a new start date moves every service by the difference of the start dates; a duplicate to a
// requested start date also brings its first service onto that date (docs/domain/spec-sections.md#spec-01-section-4, alignFirstTo).

/** Days to move copied services so the first one starts on `start` (the copy's start date). */
function daysToAlign(copies: { day?: string }[], start: string): number {
  if (!copies.length) return 0;
  const firstDay = Math.min(...copies.map((s) => parseDayInput(s.day ?? '1').range.from));
  return duplicateDaysToMove(addDays(start, firstDay - 1), start);
}

/**
 * Copies the services (and, for a duplicate, passengers and pricing settings) of quote `fromId`
 * onto the new quote `toId`, prices the copy and sets its list price. Runs in the insert's
 * transaction. Answers the days the services moved by (alignFirstTo; 0 otherwise).
 */
export async function copyServices(
  tx: TenantTx,
  user: SessionUser,
  fromId: number,
  toId: number,
  options: CopyOptions,
): Promise<number> {
  const tenantId = user.tenantId;
  const services = await quoteServicesRepository.list(tx, tenantId, fromId);
  const settings = await passengersRepository.pricing(tx, tenantId, fromId);
  const paxMap = new Map<number, number>();
  if (options.keepFigures) {
    const from = await passengersRepository.list(tx, tenantId, fromId);
    const to = await passengersRepository.replace(
      tx,
      tenantId,
      toId,
      from.map(({ id: _id, ...p }) => p),
    );
    from.forEach((p, i) => paxMap.set(p.id, to[i]!.id));
  }
  const copies = services.map(
    ({ id: _id, itinerary_id: _q, ...s }): ServiceValues => ({
      ...s,
      passengers: options.keepFigures ? s.passengers.flatMap((p) => (paxMap.has(p) ? [paxMap.get(p)!] : [])) : [],
      ...(options.keepFigures
        ? {}
        : { edit_cost_unit: null, edit_quantity: null, edit_percentage_margin: null, edit_price: null }),
    }),
  );
  const move = options.alignFirstTo ? daysToAlign(copies, options.alignFirstTo) : 0;
  await quoteServicesRepository.insert(
    tx,
    tenantId,
    toId,
    move ? copies.map((s, i) => ({ ...s, day: shiftDay(s.day ?? '1', move, `services.${i}.day`) })) : copies,
  );
  if (settings) {
    const paxSettings = options.keepFigures
      ? settings.pax_settings.flatMap((c) =>
          paxMap.has(c.pax_id as number) ? [{ ...c, pax_id: paxMap.get(c.pax_id as number)! }] : [],
        )
      : [];
    await passengersRepository.saveSettings(tx, tenantId, toId, {
      margin_hotel: settings.margin_hotel,
      margin_services: settings.margin_services,
      seller_type: settings.seller_type,
      pax_settings: paxSettings,
    });
  }
  const row = (await quotesRepository.lock(tx, tenantId, ANYONE, toId))!;
  const outcome = await repriceQuote(tx, user, row, { keepFigures: options.keepFigures });
  await quotesRepository.update(tx, tenantId, toId, { price: outcome.listPrice });
  return move;
}

type Snapshot = Record<string, unknown>;

/** A snapshot's service as write values (its id kept, so history entries still name it). */
export function serviceValues(s: Snapshot): ServiceValues & { id: number } {
  const edits = (s.edits ?? {}) as Record<string, number | null>;
  const { edits: _e, ...rest } = s;
  const text = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
  return {
    ...(rest as unknown as ServiceRow),
    edit_cost_unit: text(edits.cost_unit),
    edit_quantity: edits.quantity ?? null,
    edit_percentage_margin: edits.percentage_margin ?? null,
    edit_price: text(edits.price),
  };
}

/**
 * Puts back the services, passengers and pricing settings of a snapshot and prices the quote as
 * `next` (the restored content). Answers the new list price, or undefined for a snapshot that has
 * no services part (nothing to put back).
 */
export async function restoreServices(
  tx: TenantTx,
  user: SessionUser,
  next: QuoteRow,
  snapshot: Snapshot,
): Promise<number | null | undefined> {
  if (!Array.isArray(snapshot.services)) return undefined;
  const tenantId = user.tenantId;
  await quoteServicesRepository.removeAll(tx, tenantId, next.id);
  const passengers = Array.isArray(snapshot.passengers)
    ? (snapshot.passengers as Snapshot[]).map(passengerFromSnapshot)
    : [];
  await passengersRepository.replace(tx, tenantId, next.id, passengers, true);
  await quoteServicesRepository.insert(tx, tenantId, next.id, (snapshot.services as Snapshot[]).map(serviceValues));
  const pricing = snapshot.pricing as
    | {
        margin_hotel: number | null;
        margin_services: number | null;
        seller_type: string;
        pax_settings: PaxLevelSetting[];
      }
    | null
    | undefined;
  await passengersRepository.saveSettings(tx, tenantId, next.id, {
    margin_hotel: pricing?.margin_hotel ?? null,
    margin_services: pricing?.margin_services ?? null,
    seller_type: pricing?.seller_type ?? 'seller',
    pax_settings: pricing?.pax_settings ?? [],
  });
  return (await repriceQuote(tx, user, next)).listPrice;
}
