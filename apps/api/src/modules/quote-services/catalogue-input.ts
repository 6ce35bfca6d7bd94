import type { QuotePricingInput } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { quoteRateLines } from '../prices/rate-line-cache';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { type PricingContext, pricingContextRepository } from './pricing-context.repository';
import { passengerIds, quotePricingInput, serviceInput } from './pricing-input';
import { quoteServicesRepository, type ServiceRow } from './quote-services.repository';

// A quote's engine input at today's catalogue rates, built as its re-price builds it (reprice.ts)
// but never from locked figures: what the rate-change impact and the price matrix both price. One
// place, so the two can never disagree on what "today's rates" means.

export interface CatalogueInput {
  input: QuotePricingInput;
  /** The quote's services, in the input's order. */
  services: ServiceRow[];
  context: PricingContext;
}

/** The engine input of `row` (its start date may be another than the stored one) at today's rates. */
export async function catalogueInput(tx: TenantTx, tenantId: number, row: QuoteRow): Promise<CatalogueInput> {
  const context = await pricingContextRepository.read(tx, tenantId, row.id, row.start_date);
  const services = await quoteServicesRepository.rowsAt(tx, tenantId, row.id, context.heads);
  const { facts, settings, manual, exchangeRates, passengers } = context;
  const catalogueIds = [...new Set(services.map((s) => s.service_id))];
  const rateLines = manual ? await quoteRateLines(tx, tenantId, catalogueIds, manual.id, context.rateStamp) : [];
  const base = quotePricingInput({
    quote: row,
    facts,
    passengers,
    settings,
    manual,
    rateLines,
    exchangeRates,
    keepFigures: false,
  });
  const paxIds = passengerIds(passengers);
  return { input: { ...base, services: services.map((s) => serviceInput(s, paxIds, false)) }, services, context };
}
