import { locationFlagMessage, locationFlaggedIds } from '@itinera/domain';
import type { ProcessResponse } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { redraftDays } from '../quote-core/day-drafts';
import { statusOf } from '../quote-core/quote-presenter';
import type { HistoryEntry } from '../quote-core/quote-versions';
import { assertPricesUnlocked } from '../quote-core/price-lock';
import { programmeDays } from '../quote-core/programme-days';
import { assertEditable, quotePriceVisibility } from '../quote-core/quote-visibility';
import {
  lockQuoteDetail,
  quoteDetail,
  quoteDetailOf,
  staleVersion,
  writeVersion,
  writeVersionDetail,
  type QuoteRef,
} from '../quote-core/quote-rows.service';
import type { QuoteDetailRow, QuoteRow, QuoteValues } from '../quote-core/quotes.repository';
import { catalogueContentRepository } from './catalogue-content.repository';
import { effectiveDistribution } from './pricing-input';
import { pricingResultWrite, repriceQuote, savePricingResult, stampedAt, type RepriceOutcome } from './reprice';
import { keptPricesAnswer } from './kept-prices-answer';
import { presentService, relatedOf } from './service-presenter';
import { serviceEditions } from './service-editions.repository';

// Every write on a quote's services is ONE transaction: lock the quote, check it may be edited,
// apply the change, re-price, write the new version (snapshot + history), answer the process shape.

export interface ServiceChange {
  /** Service ids the screen highlights. */
  affected: number[];
  entries: HistoryEntry[];
  /** Quote fields the change sets too (num_pax when passengers change). */
  values?: QuoteValues;
  keepFigures?: boolean;
  /** The change places services: the answer warns of each one the location insertion check flags. */
  inserted?: boolean;
  /** Services moved to these days, written by the re-price with their new dates (one revision a row). */
  placed?: { id: number; day: string }[];
}

export interface WriteOptions {
  /** The version the edit is based on: a stale one is refused with 409. */
  version?: number;
  /** The write as a whole moves prices (adds, removes, copies, replaces, re-rates): refused while they are locked. */
  movesPrices?: boolean;
  /** Only services' booking status changes: allowed on a Confirmed quote too (isBookingDisabled). */
  bookingOnly?: boolean;
  /** Answer only the services this write changed (Itinera's web merges them); the original client gets all. */
  changedOnly?: boolean;
}

export async function writeServices(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  change: (tx: TenantTx, row: QuoteRow) => Promise<ServiceChange>,
  options: WriteOptions = {},
): Promise<ProcessResponse> {
  return database.withTenant(
    user.tenantId,
    async (tx) => {
      const row = await lockForWrite(tx, user, ref, options);
      const done = await change(tx, row);
      return commit(tx, user, row, done, options);
    },
    { plans: 'generic' },
  );
}

/** Re-prices and writes the version when anything changed. Runs inside the caller's transaction. */
export async function applyChange(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  done: ServiceChange,
  write: { detail?: boolean } = {},
): Promise<{
  saved: QuoteRow;
  outcome: RepriceOutcome;
  versionStored: boolean;
  /** With `write.detail`, once a version is stored: the detail row, when the version's statement answers (writeVersionDetail). */
  detail?: Promise<QuoteDetailRow>;
}> {
  const next: QuoteRow = { ...row, ...done.values } as QuoteRow;
  const outcome = await repriceQuote(tx, user, next, {
    keepFigures: done.keepFigures,
    unchangedUnsaved: true,
    resultUnsaved: write.detail,
    placed: done.placed && new Map(done.placed.map((p) => [p.id, p.day])),
  });
  let entries = done.entries;
  if (entries.some((e) => e.entity === 'service') || done.values?.num_day !== undefined) {
    // Drafted day texts follow the services they tell (docs/domain/days.md#drafts); no statement without drafts.
    const redrafted = await redraftDays(tx, user.tenantId, next, { rows: outcome.dayRows, services: outcome.services });
    outcome.dayRows = redrafted.rows;
    entries = [...entries, ...redrafted.entries];
  }
  if (!entries.length && (outcome.changed || outcome.listPrice !== row.price)) {
    entries = [{ action: 'repriced', field: 'price', from: row.price, to: outcome.listPrice }];
  }
  if (!entries.length) {
    // A result the run left for the version's statement is written as the run would have: only when it changed.
    if (write.detail && !outcome.resultSaved && !outcome.resultAsStored) {
      return { saved: row, outcome: await savePricingResult(tx, user.tenantId, row.id, outcome), versionStored: false };
    }
    // Nothing written: the answer's levels are the kept ones (kept-prices-answer.ts), stamp included.
    return { saved: row, outcome, versionStored: false };
  }
  const values = { ...done.values, price: outcome.listPrice };
  if (write.detail) {
    // The pricing result is written in the quote's update: both stamped with the transaction's now().
    const result = pricingResultWrite(user.tenantId, row.id, outcome);
    const { saved, detail, alongside } = await writeVersionDetail(tx, user, row, values, entries, result?.statement);
    // written() answers the stamp now stored, also when a touch found no row and saved it instead.
    // Its statement, if any, goes behind the version's: a failed version is the cause of its failure.
    const pricedAt = result && (await behind(detail, result.written(tx, alongside?.priced_at as string | undefined)));
    // The answer's stamp is the one the statement stored (its now()), not this process's clock.
    return { saved, outcome: stampedAt(outcome, pricedAt), versionStored: true, detail };
  }
  // The version moves updated_at: the pricing result is stamped with it, or reads would price again.
  const stamped = await savePricingResult(tx, user.tenantId, row.id, outcome);
  return { saved: await writeVersion(tx, user, row, values, entries), outcome: stamped, versionStored: true };
}

/**
 * A statement sent behind the version's (decision 0140): a failed version aborts the transaction and
 * every statement after it, so its own error is thrown, not theirs.
 */
async function behind<T>(version: Promise<unknown> | unknown, sent: Promise<T>): Promise<T> {
  try {
    return await sent;
  } catch (error) {
    await version;
    throw error;
  }
}

export async function commit(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteDetailRow,
  done: ServiceChange,
  options: Pick<WriteOptions, 'changedOnly'> = {},
): Promise<ProcessResponse> {
  const { saved, outcome, detail } = await applyChange(tx, user, row, done, { detail: true });
  const answer = await processAnswer(tx, user, saved, outcome, done.affected, { ...options, detail: detail ?? row });
  return done.inserted ? withLocationFlags(answer, outcome, done.affected) : answer;
}

/**
 * The location insertion check where a service is inserted (docs/domain/services.md#location-check):
 * each placed service whose place differs from its neighbours' in the quote's order is named in the
 * answer's warnings. The export checks run the same rule again before an export.
 */
function withLocationFlags(answer: ProcessResponse, outcome: RepriceOutcome, placed: number[]): ProcessResponse {
  // The places compared by id, as the export checks compare them; the services come in day and position order.
  const flagged = locationFlaggedIds(
    outcome.services.map((s) => ({
      id: s.id,
      status: s.status,
      location: s.location_ids.map((id) => ({ location_name: String(id), location_code: String(id) })),
    })),
  );
  const names = new Map(outcome.services.map((s) => [s.id, s.name]));
  const flags = placed
    .filter((id) => flagged.has(id))
    .map((id) => locationFlagMessage(names.get(id) ?? `Service ${id}`));
  if (!flags.length) return answer;
  const [first, ...rest] = answer.messages.length ? answer.messages : [{ errors: [], warnings: [] }];
  return { ...answer, messages: [{ ...first!, warnings: [...first!.warnings, ...flags] }, ...rest] };
}

/** The locked, editable quote for a write, or 404 / 409 / 422. */
export async function lockForWrite(
  tx: TenantTx,
  user: SessionUser,
  ref: QuoteRef,
  options: WriteOptions = {},
): Promise<QuoteDetailRow> {
  // Frozen: a write that stores no version answers its detail from this very row (processAnswer).
  const row = Object.freeze(await lockQuoteDetail(tx, user, ref));
  if (options.version !== undefined && options.version !== row.version)
    throw staleVersion(row.version, options.version);
  assertEditable(user, row.status_id, statusOf(row.status_id).name, options.bookingOnly);
  if (options.movesPrices) assertPricesUnlocked(row);
  return row;
}

/**
 * The services an answer carries: all of them, or with `changedOnly` those the write edited or
 * placed and those whose figures the re-price moved (every other service is answered as before).
 */
function answeredServices(outcome: RepriceOutcome, affected: number[], changedOnly: boolean | undefined) {
  if (!changedOnly) return outcome.services;
  const changed = new Set([...affected, ...outcome.moved]);
  return outcome.services.filter((s) => changed.has(s.id));
}

export interface AnswerOptions extends Pick<WriteOptions, 'changedOnly'> {
  /**
   * The quote's detail row as it now stands, when the write knows it: the row lockForWrite read
   * when no version was stored, or the one the version's write answers (writeVersionDetail).
   */
  detail?: QuoteDetailRow | Promise<QuoteDetailRow>;
}

/** The process shape of docs/domain/api-shapes.md, stripped of what the user may not see. */
export async function processAnswer(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  outcome: RepriceOutcome,
  affected: number[],
  options: AnswerOptions = {},
): Promise<ProcessResponse> {
  const visibility = quotePriceVisibility(user, row.permissions);
  const services = answeredServices(outcome, affected, options.changedOnly);
  const locationIds = [...new Set(services.flatMap((s) => s.location_ids))];
  // Sent together, behind the version's statement when there is one: one round trip (decision 0140).
  const [detail, locations, editions, days] = await behind(
    options.detail,
    Promise.all([
      options.detail,
      catalogueContentRepository.locations(locationIds, tx),
      // The whole answer names every service of the quote: no id list to send.
      serviceEditions(tx, user.tenantId, row.id, services === outcome.services ? undefined : services.map((s) => s.id)),
      programmeDays(tx, user.tenantId, row, outcome.services, outcome.dayRows),
    ]),
  );
  const ctx = {
    numPax: row.num_pax,
    distribution: effectiveDistribution(row),
    locations,
    visibility,
    editions,
    related: relatedOf(outcome.services, row.num_pax),
    affected: new Set(affected),
  };
  return {
    services: services.map((s) => presentService(s, ctx)),
    // Priced over the whole quote whatever `services` holds: the totals stay exact in a delta answer.
    prices: keptPricesAnswer(row, outcome.pricing, visibility, outcome.services),
    messages: outcome.messages,
    days,
    // A write answers from the detail row it holds: the row it locked when it stored no version
    // (decision 0103), the row its version's write returned otherwise (0118); the tests check it
    // is the stored detail (test/locked-detail.fixtures.ts).
    itinerary: detail ? await quoteDetailOf(tx, user, detail) : await quoteDetail(tx, user, row.id),
    affected,
  };
}
