import { listPriceOf, type QuotePricingResult } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import type { DayRow } from '../quote-core/days.repository';
import type { QuoteRow } from '../quote-core/quotes.repository';
import type { QuoteMessages } from '../quote-core/services-port';
import { passengersRepository, type PassengerRow, type PricingRow } from './passengers.repository';
import type { ServiceRow } from './quote-services.repository';
import { loadRun } from './reprice-load';
import { priceRun } from './reprice-price';
import { storeRun } from './reprice-store';

// The one pricing run of a quote (docs/domain/pricing.md), in four steps (decision 0103): load what
// it prices, price it (the engine, refusals), store what moved, answer the outcome. Every write
// calls it in its own transaction, after its change and before the new version is written.

export interface RepriceOutcome {
  services: ServiceRow[];
  passengers: PassengerRow[];
  pricing: PricingRow;
  result: QuotePricingResult;
  messages: QuoteMessages[];
  /** The list's price: the seller total of the cheapest level in use (null when none is). */
  listPrice: number | null;
  /** Whether any stored figure or price differs from before this run. */
  changed: boolean;
  /** The services whose stored figures this run changed. */
  moved: number[];
  /** Whether the pricing result was written (always, unless `unchangedUnsaved` and nothing changed). */
  resultSaved: boolean;
  /** The result is the one stored, to the last figure (figures of services may have moved, e.g. their dates). */
  resultAsStored: boolean;
  /** The quote's written days as the run read them (no write of a process call moves a day after it). */
  dayRows: DayRow[];
}

/**
 * Writes a run's pricing result (and stamps priced_at), when the run itself did not; answers the
 * outcome with the stamp it was stored with.
 */
export async function savePricingResult(
  tx: TenantTx,
  tenantId: number,
  itineraryId: number,
  outcome: RepriceOutcome,
): Promise<RepriceOutcome> {
  if (outcome.resultSaved) return outcome;
  const save = outcome.resultAsStored ? passengersRepository.touchResult : passengersRepository.saveResult;
  return stampedAt(outcome, await save(tx, tenantId, itineraryId, resultValues(outcome)));
}

/**
 * savePricingResult as a statement another one runs (the version's write, decision 0118), and what
 * follows it with the `priced_at` it returned; undefined when the run wrote its result itself.
 */
export function pricingResultWrite(tenantId: number, itineraryId: number, outcome: RepriceOutcome) {
  if (outcome.resultSaved) return undefined;
  const values = resultValues(outcome);
  const asStored = outcome.resultAsStored;
  return {
    statement: passengersRepository.resultSql(tenantId, itineraryId, values, asStored),
    written: (tx: TenantTx, pricedAt: string | undefined) =>
      passengersRepository.resultWritten(tx, tenantId, itineraryId, values, asStored, pricedAt),
  };
}

function resultValues(outcome: RepriceOutcome) {
  const { sales_manual_id, prices, pax_prices, upgrades, messages } = outcome.pricing;
  return { sales_manual_id, prices, pax_prices, upgrades, messages };
}

export interface RepriceOptions {
  /** Keep the stored figures of every priced service (a duplicate keeps its source's figures). */
  keepFigures?: boolean;
  /** Leave an unchanged result unwritten: the caller writes it (savePricingResult) if it stores a version. */
  unchangedUnsaved?: boolean;
  /**
   * Leave the result unwritten, changed or not: the caller writes it (a services write, in its
   * version's statement: pricingResultWrite, decision 0118; savePricingResult when it stores none).
   */
  resultUnsaved?: boolean;
  /**
   * A read or a check (the prices read, the export checks): it prices what is stored and is never
   * refused. Every write leaves it unset, so the figures it stores are ones the next save accepts.
   */
  asRead?: boolean;
  /**
   * Services the write moves to these days (id → day), not yet written: the run prices them there
   * and stores each one's day with its new dates, one revision a row (decision 0116).
   */
  placed?: ReadonlyMap<number, string>;
}

/**
 * Prices the quote as `row` describes it (the caller may pass values not yet written, e.g. a
 * restore's content). Locked prices (prices_locked = 1) keep the stored figures.
 */
export async function repriceQuote(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  options: RepriceOptions = {},
): Promise<RepriceOutcome> {
  const run = await loadRun(tx, user.tenantId, row, options);
  const priced = priceRun(user.tenantId, row, run, options);
  const stored = await storeRun(tx, user.tenantId, row, run, priced, options);
  const settings = run.context.settings;
  return {
    services: stored.services,
    passengers: run.passengers,
    pricing: {
      margin_hotel: settings?.margin_hotel ?? null,
      margin_services: settings?.margin_services ?? null,
      seller_type: settings?.seller_type ?? 'seller',
      pax_settings: settings?.pax_settings ?? [],
      ...priced.saved,
      prices: priced.result.prices as unknown as Record<string, unknown>[],
      pax_prices: priced.result.pax_prices as unknown as Record<string, unknown>[],
      // When the result was stored: by this run's write, else as the run read it (a caller that
      // writes it later answers its own write's stamp: savePricingResult, stampedAt). Never this
      // process's clock, so the answer says what the prices read will (decision 0126).
      priced_at: stored.pricedAt ?? settings?.priced_at ?? null,
    },
    result: priced.result,
    messages: priced.messages,
    listPrice: listPriceOf(priced.result.prices, row.sold_level ?? null),
    changed: stored.verdict.changed,
    moved: stored.moved,
    resultSaved: stored.resultSaved,
    resultAsStored: stored.verdict.asStored,
    dayRows: run.context.days,
  };
}

/** The outcome answered with the stamp its stored result carries (unchanged when there is none). */
export function stampedAt(outcome: RepriceOutcome, pricedAt: PricingRow['priced_at'] | undefined): RepriceOutcome {
  return pricedAt ? { ...outcome, pricing: { ...outcome.pricing, priced_at: pricedAt } } : outcome;
}
