import {
  checkedPassenger,
  passengerLabel,
  paxPricesRefusal,
  quoteLevelMessages,
  roomingList,
  roomingWarningMessages,
  unstorableFigure,
  type PricingResultOf,
  type QuoteLevelMessages,
  type QuotePricingResult,
} from '@itinera/domain';
import { AppError } from '../../lib/app-error';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { figuresOf, type FiguresContext } from './figures';
import type { PassengerRow } from './passengers.repository';
import { effectiveDistribution, serviceInput } from './pricing-input';
import { pricingMemo } from './pricing-memo';
import type { ServiceFigures } from './quote-services.repository';
import type { LoadedRun } from './reprice-load';

// The re-price's second step (decision 0103): the engine's run (packages/domain, through the
// pricing memo), each service's figures, and the refusals — all before anything is written, so a
// refused write leaves no figure behind.

export interface PricedRun {
  result: QuotePricingResult;
  figures: readonly ServiceFigures[];
  messages: QuoteLevelMessages[];
  /** The quote's pricing result as it is to be stored. */
  saved: PricingResultOf & { messages: QuoteLevelMessages[] };
}

export function priceRun(tenantId: number, row: QuoteRow, run: LoadedRun, options: { asRead?: boolean }): PricedRun {
  const manualId = run.context.manual?.id ?? null;
  const figuresCtx: FiguresContext = {
    salesManualId: manualId,
    currencyId: row.currency_id,
    hasStartDate: row.start_date !== null,
  };
  const { result, figures } = pricingMemo.price(
    tenantId,
    row.id,
    run.quote,
    run.services,
    (s) => serviceInput(s, run.paxIds, run.keepFigures),
    JSON.stringify(figuresCtx),
    (line, s) => figuresOf(line, s, figuresCtx),
  );
  assertStorable(figures);
  const rooming = roomingWarningMessages(
    run.passengers.map(checkedPassenger),
    roomingList(effectiveDistribution(row), run.passengers),
  );
  if (!options.asRead) assertSavable(result, run.passengers, rooming);
  const messages = quoteLevelMessages(result, rooming);
  const saved = {
    sales_manual_id: manualId,
    prices: result.prices,
    pax_prices: result.pax_prices,
    upgrades: result.upgrades,
    messages,
  };
  return { result, figures, messages, saved };
}

/** Amounts are stored with 12 integer digits; an edit that overflows them is refused, not a 500. */
function assertStorable(figures: readonly ServiceFigures[]): void {
  const huge = unstorableFigure(figures);
  if (!huge) return;
  const message = 'This price is too large to store: check the unit cost, the quantity and the margin of the service.';
  throw new AppError('UNPROCESSABLE', message, [{ path: `services.${huge.id}`, message }]);
}

/**
 * A write may not store seller figures the next save would refuse (docs/domain/pricing.md#step-7-upsales-and-fee):
 * a final price typed under a passenger's share (negative Upsales) is refused by the write that
 * would cause it — a dearer service, a passenger fewer, a pax-prices edit —, naming the passenger
 * and the level, never stored to block the saves after it (decision 0057). One check for every write;
 * a read or a check (`asRead`) prices what is stored and is never refused.
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
