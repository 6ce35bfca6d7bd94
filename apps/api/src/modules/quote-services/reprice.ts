import {
  keepsStoredFigures,
  checkedPassenger,
  listPriceOf,
  passengerLabel,
  paxPricesRefusal,
  roomingList,
  roomingWarningMessages,
  type QuotePricingResult,
} from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import type { DayRow } from '../quote-core/days.repository';
import type { QuoteRow } from '../quote-core/quotes.repository';
import type { QuoteMessages } from '../quote-core/services-port';
import { figuresOf, type FiguresContext } from './figures';
import { passengersRepository, type PassengerRow, type PricingRow } from './passengers.repository';
import { pricingContextRepository } from './pricing-context.repository';
import { pricingMemo } from './pricing-memo';
import { effectiveDistribution, serviceInput } from './pricing-input';
import { figureSignature, pricesSignature } from './signatures';
import { saveDates } from './figure-writes.repository';
import { quoteServicesRepository, type ServiceFigures, type ServiceRow } from './quote-services.repository';
import { engineInputAt } from './stored-input';

// The one pricing run of a quote (docs/domain/pricing.md): load everything, run the engine, store every
// service's figures, the level prices and the messages. Every write calls it in its own
// transaction, after its change and before the new version is written.

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

/** Writes a run's pricing result (and stamps priced_at), when the run itself did not. */
export async function savePricingResult(tx: TenantTx, tenantId: number, itineraryId: number, outcome: RepriceOutcome) {
  if (outcome.resultSaved) return;
  const { sales_manual_id, prices, pax_prices, upgrades, messages } = outcome.pricing;
  const save = outcome.resultAsStored ? passengersRepository.touchResult : passengersRepository.saveResult;
  await save(tx, tenantId, itineraryId, {
    sales_manual_id,
    prices,
    pax_prices,
    upgrades,
    messages,
  });
}

/**
 * Quote-level messages (a service's own errors live on the service), each wording once, with the
 * rooming list's warnings: a passenger in no room or a room over capacity shows on the level prices too.
 */
function quoteMessages(result: QuotePricingResult, rooming: string[]): QuoteMessages[] {
  const errors = new Set<string>();
  const warnings = new Set<string>(rooming);
  for (const m of result.messages) {
    if (m.service_id !== undefined) continue;
    (m.severity === 'error' ? errors : warnings).add(m.message);
  }
  return [{ errors: [...errors], warnings: [...warnings] }];
}

/** Deep equality of JSON values whatever the order of object keys (jsonb answers them in its own). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The figure fields a re-price writes besides the dates. */
const NON_DATE_FIGURES = [
  'quantity',
  'cost',
  'cost_unit',
  'price',
  'price_unit',
  'margin',
  'percentage_margin',
  'calculated_price',
  'service_price',
  'service_supplier',
  'errors',
] as const;

/**
 * Whether the run's figures differ from the stored row only in their dates: every other figure is
 * equal as stored (JSON whatever its key order), so writing the dates alone stores what writing
 * every figure would, and the row as now stored is the cached one with its new dates.
 */
function movedOnlyInDates(f: ServiceFigures, row: ServiceRow | undefined): boolean {
  if (!row || !Object.isFrozen(row)) return false;
  return NON_DATE_FIGURES.every((k) => sameJson(f[k], row[k]));
}

/** Amounts are stored with 12 integer digits; an edit that overflows them is refused, not a 500. */
const MAX_AMOUNT = 100_000_000_000;
function assertStorable(figures: readonly { id: number; cost: number; price: number }[]): void {
  const huge = figures.find((f) => Math.abs(f.cost) >= MAX_AMOUNT || Math.abs(f.price) >= MAX_AMOUNT);
  if (huge) {
    const message =
      'This price is too large to store: check the unit cost, the quantity and the margin of the service.';
    throw new AppError('UNPROCESSABLE', message, [{ path: `services.${huge.id}`, message }]);
  }
}

/**
 * A write may not store seller figures the next save would refuse (docs/domain/pricing.md#step-7-upsales-and-fee):
 * a final price typed under a passenger's share (negative Upsales) is refused by the write that
 * would cause it — a dearer service, a passenger fewer, a pax-prices edit —, naming the passenger
 * and the level, never stored to block the saves after it (decision 0057). One check for every write.
 */
function assertSavable(result: QuotePricingResult, passengers: readonly PassengerRow[], rooming: string[]): void {
  const seller = result.prices.find((p) => p.type === 'seller')?.prices ?? [];
  const position = new Map(passengers.map((p, i) => [String(p.id), i]));
  const refusal = paxPricesRefusal(seller, (paxId, index) => {
    const i = position.get(String(paxId)) ?? index;
    return passengers[i] ? passengerLabel(passengers[i], i) : `Passenger ${i + 1}`;
  });
  if (!refusal) return;
  // The save answers' messages too (docs/domain/api-shapes.md#save-messages): the original client reads them.
  throw new AppError('UNPROCESSABLE', refusal, [{ path: 'messages.0.errors', message: refusal }], {
    messages: [{ message: refusal, errors: [refusal], warnings: rooming }],
  });
}

export interface RepriceOptions {
  /** Keep the stored figures of every priced service (a duplicate keeps its source's figures). */
  keepFigures?: boolean;
  /** Leave an unchanged result unwritten: the caller writes it (savePricingResult) if it stores a version. */
  unchangedUnsaved?: boolean;
  /**
   * A read or a check (the prices read, the export checks): it prices what is stored and is never
   * refused. Every write leaves it unset, so the figures it stores are ones the next save accepts.
   */
  asRead?: boolean;
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
  const tenantId = user.tenantId;
  let context = await pricingContextRepository.read(tx, tenantId, row.id, row.start_date);
  const stored = context.passengers;
  const passengers = await passengersRepository.ensureCount(tx, tenantId, row.id, Math.max(1, row.num_pax), stored);
  if (passengers.length !== stored.length) {
    await quoteServicesRepository.forgetPassengers(
      tx,
      tenantId,
      row.id,
      passengers.map((p) => p.id),
    );
    // The party changed: services lost passengers (new revisions) and the context is read again.
    context = await pricingContextRepository.read(tx, tenantId, row.id, row.start_date);
  }
  const keepFigures = options.keepFigures === true || keepsStoredFigures(row);
  const { quote, services, paxIds } = await engineInputAt(tx, tenantId, row, context, passengers, keepFigures);
  const { settings, manual } = context;
  const figuresCtx: FiguresContext = {
    salesManualId: manual?.id ?? null,
    currencyId: row.currency_id,
    hasStartDate: row.start_date !== null,
  };
  const { result, figures } = pricingMemo.price(
    tenantId,
    row.id,
    quote,
    services,
    (s) => serviceInput(s, paxIds, keepFigures),
    JSON.stringify(figuresCtx),
    (line, s) => figuresOf(line, s, figuresCtx),
  );
  assertStorable(figures);
  const roomingWarnings = roomingWarningMessages(
    passengers.map(checkedPassenger),
    roomingList(effectiveDistribution(row), passengers),
  );
  // Before anything is written: a refused write leaves no figure behind.
  if (!options.asRead) assertSavable(result, passengers, roomingWarnings);
  // Only the services whose figures moved are written (usually none on a plain re-price).
  const before = new Map(services.map((s) => [s.id, figureSignature(s)]));
  const moved = figures.filter((f) => before.get(f.id) !== figureSignature(f));
  const revs = new Map(context.heads.map((h) => [h.id, h.rev]));
  // A service whose figures moved only in their dates (a move by days) gets only its dates written.
  const rowsById = new Map(services.map((s) => [s.id, { rev: revs.get(s.id), row: s }]));
  const dated = moved.filter((f) => movedOnlyInDates(f, rowsById.get(f.id)?.row));
  const datedOnly = new Set(dated);
  const full = dated.length ? moved.filter((f) => !datedOnly.has(f)) : moved;
  const written = [
    ...(await saveDates(tx, tenantId, row.id, dated, rowsById)),
    ...(await quoteServicesRepository.saveFigures(tx, tenantId, row.id, full, (id) => revs.get(id))),
  ];
  // A service whose figures did not move is answered as stored: the cached row itself, whose answer shape is kept too.
  const byId = new Map(written.map((s) => [s.id, s]));
  const priced = services.map((s) => byId.get(s.id) ?? s);
  // Locked figures are inputs too: a run that rewrote them prices again from the rows as written.
  if (written.length && !keepFigures) pricingMemo.rowsWritten(row.id, result, priced);

  const messages = quoteMessages(result, roomingWarnings);
  const saved = {
    sales_manual_id: manual?.id ?? null,
    prices: result.prices,
    pax_prices: result.pax_prices,
    upgrades: result.upgrades,
    messages,
  };
  const changed = moved.length > 0 || pricesSignature(settings?.prices) !== pricesSignature(result.prices);
  // A run that moved nothing need not write the same ~27 KB of JSON again (decision 0046) when the
  // caller says so: it then writes it with the version it stores, which keeps priced_at fresh.
  const sameRest =
    !!settings &&
    settings.sales_manual_id === saved.sales_manual_id &&
    sameJson(settings.pax_prices, saved.pax_prices) &&
    sameJson(settings.upgrades, saved.upgrades) &&
    sameJson(settings.messages, saved.messages);
  // Services' figures may move while the result stays the one stored (a move by days in one season):
  // the caller then only stamps it (savePricingResult), as it does a run that moved nothing.
  const resultAsStored = sameRest && (!changed || sameJson(settings?.prices, saved.prices));
  const resultSaved = !options.unchangedUnsaved || !resultAsStored;
  if (resultSaved) await passengersRepository.saveResult(tx, tenantId, row.id, saved);
  const pricing: PricingRow = {
    margin_hotel: settings?.margin_hotel ?? null,
    margin_services: settings?.margin_services ?? null,
    seller_type: settings?.seller_type ?? 'seller',
    pax_settings: settings?.pax_settings ?? [],
    ...saved,
    prices: result.prices as unknown as Record<string, unknown>[],
    pax_prices: result.pax_prices as unknown as Record<string, unknown>[],
    priced_at: new Date(),
  };
  return {
    services: priced,
    passengers,
    pricing,
    result,
    messages,
    listPrice: listPriceOf(result.prices, row.sold_level ?? null),
    changed,
    moved: moved.map((f) => f.id),
    resultSaved,
    resultAsStored,
    dayRows: context.days,
  };
}
