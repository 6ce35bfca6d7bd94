import {
  checkedPassenger,
  mergeErrorMessage,
  mergePassengerSave,
  passengerHistoryFacts,
  passengerListMoves,
  passengerWarnings,
  presentPassenger,
  roomCount,
  roomingList,
  sheetTakesPlaces,
  tripEnd,
  type MergeResult,
  type PassengerDraft,
  type SaveItem,
} from '@itinera/domain';
import type { PassengersBody } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { assertPricesUnlocked } from '../quote-core/price-lock';
import type { HistoryEntry } from '../quote-core/quote-versions';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { passengerContext, todayIso } from './passenger-context';
import { passengersRepository, type PassengerRow } from './passengers.repository';
import { effectiveDistribution } from './pricing-input';
import { pricedQuote } from './quote-reads';
import { quoteServicesRepository } from './quote-services.repository';
import { applyChange, lockForWrite, processAnswer } from './quote-write';

// The passenger calls (original-client.md §8, decision 0028): P1 lists them with the rooming list
// and the warnings; P2 applies a save to the list — checked whole before anything is written —
// and re-prices the quote in the same transaction, num_pax following the count (the original
// client's form keeps the party: a deletion leaves a placeholder, decision 0064).

/** Warnings about documents and ages quote personal data: they are for those who may see it. */
const PERSONAL_WARNINGS = new Set(['document_expiry', 'document_missing', 'age_band']);

/** The list as P1 answers it: passengers, the rooming list and the warnings. */
export function passengersAnswer(user: SessionUser, row: QuoteRow, passengers: readonly PassengerRow[]) {
  const ctx = passengerContext(user, row);
  const rooming = roomingList(effectiveDistribution(row), passengers);
  const warnings = passengerWarnings(
    passengers.map(checkedPassenger),
    { start_date: row.start_date, end_date: tripEnd(row) },
    rooming,
  ).filter((w) => ctx.showDetails || !PERSONAL_WARNINGS.has(w.code));
  return { data: passengers.map((p) => presentPassenger(p, ctx)), rooming, warnings };
}

/** GET /tenant/itinerary/passengers/{id} (P1). */
export function listPassengers(database: Database, user: SessionUser, ref: QuoteRef) {
  return database.withTenant(user.tenantId, async (tx) => {
    const { row, passengers } = await pricedQuote(tx, user, ref);
    return passengersAnswer(user, row, passengers);
  });
}

/** The 422 of a save with wrong fields: `errors` per passenger sent, as the original client reads them (§1.5). */
function fieldsRefused(result: MergeResult, count: number, listKey: string): AppError {
  const errors = Array.from({ length: count }, (_, index) => ({ index, errors: result.errors.get(index) ?? {} }));
  const details = [...result.errors].flatMap(([i, fields]) =>
    Object.entries(fields).map(([field, message]) => ({ path: `body.${listKey}.${i}.${field}`, message: message! })),
  );
  return new AppError('UNPROCESSABLE', mergeErrorMessage(result), details, { errors });
}

export interface PassengerWriteOptions {
  mode: 'upsert' | 'replace';
  version?: number;
  /** The history entry's action (an import says so). */
  action?: string;
  /** The refusal of items with wrong fields (default: P2's, per passenger). */
  refuse?: (result: MergeResult) => AppError;
  /** Replacing with a sheet's rows: each row takes a current passenger's place (`sheetTakesPlaces`). */
  rowsTakePlaces?: boolean;
  /**
   * The original client's form (original-client.md §8: at most num_pax tabs): num_pax is the party and a
   * deletion does not lower it; the place goes back to a placeholder. More passengers still raise it.
   */
  keepParty?: boolean;
}

/**
 * Applies a save to the quote's list inside the caller's transaction: checks every item, the price
 * lock (names and documents may still be filled in on a Sent quote; the party may not change),
 * writes the list, re-prices and writes the version. Answers the P2 shape.
 */
export async function writePassengers(
  tx: TenantTx,
  user: SessionUser,
  ref: QuoteRef,
  items: readonly SaveItem[],
  options: PassengerWriteOptions,
) {
  const row = await lockForWrite(tx, user, ref, { version: options.version });
  const current = await passengersRepository.list(tx, user.tenantId, row.id);
  const placed = options.rowsTakePlaces ? sheetTakesPlaces(current, items) : items;
  const result = mergePassengerSave(current, placed, {
    mode: options.mode,
    roomCount: (count) => roomCount(effectiveDistribution({ ...row, num_pax: count })),
    startDate: row.start_date,
    today: todayIso(),
  });
  if (result.errors.size) throw (options.refuse ?? ((r) => fieldsRefused(r, items.length, 'data')))(result);
  const next: PassengerDraft[] = result.list;
  if (!next.length)
    throw new AppError('UNPROCESSABLE', 'A quote has at least one passenger: add one before removing the last.');
  const party = options.keepParty ? Math.max(row.num_pax, next.length) : next.length;
  assertPricesUnlocked(row, [...passengerListMoves(current, next), ...(party !== row.num_pax ? ['num_pax'] : [])]);
  const saved = await passengersRepository.replace(tx, user.tenantId, row.id, next);
  await quoteServicesRepository.forgetPassengers(
    tx,
    user.tenantId,
    row.id,
    saved.map((p) => p.id),
  );
  // History keeps who travels and where they sleep, never documents, birth dates or health.
  const entries: HistoryEntry[] = [
    {
      action: options.action ?? 'updated',
      field: 'passengers',
      from: current.map(passengerHistoryFacts),
      to: saved.map(passengerHistoryFacts),
    },
  ];
  if (party !== row.num_pax) entries.push({ action: 'updated', field: 'num_pax', from: row.num_pax, to: party });
  const {
    saved: quote,
    outcome,
    detail,
  } = await applyChange(tx, user, row, { affected: [], entries, values: { num_pax: party } }, { detail: true });
  const list = passengersAnswer(user, quote, outcome.passengers);
  return {
    ...(await processAnswer(tx, user, quote, outcome, [], { detail })),
    message: `${saved.length} passenger${saved.length === 1 ? '' : 's'} saved.`,
    passengers: list.data,
    rooming: list.rooming,
    warnings: list.warnings,
  };
}

/** PUT /tenant/passengers/{itineraryId} (P2). */
export function savePassengers(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: PassengersBody,
  query: { version?: number },
) {
  const replace = body.data === undefined;
  const items = (replace ? body.passengers : body.data) as SaveItem[];
  const listKey = replace ? 'passengers' : 'data';
  return database.withTenant(user.tenantId, (tx) =>
    writePassengers(tx, user, ref, items, {
      mode: replace ? 'replace' : 'upsert',
      version: query.version,
      // Only the original client repeats its steps in the body; Itinera's web removes a passenger from the party.
      keepParty: !replace && body.cur_step !== undefined,
      refuse: (result) => fieldsRefused(result, items.length, listKey),
    }),
  );
}
