import { createHash } from 'node:crypto';
import type { QuotePricingInput } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { quoteRateLines } from '../prices/rate-line-cache';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { passengerIds, quotePricingInput, serviceInput } from '../quote-services/pricing-input';
import { pricingContextRepository } from '../quote-services/pricing-context.repository';
import { quoteServicesRepository, type ServiceRow } from '../quote-services/quote-services.repository';

// What a matrix is priced from: the quote's own engine input, built as its re-price builds it
// (reprice.ts), from the catalogue's rates (never locked figures), for a departure that may be
// another than the quote's. Read only: generating a matrix changes nothing of the quote.

export interface MatrixSources {
  input: QuotePricingInput;
  /** The quote's services, in the input's order. */
  services: ServiceRow[];
  /** count:max(rev) of the rate lines priced with: a rate edit moves it. */
  rateStamp: string;
  /** A digest of the rest of the input (manual, margins, exchange rates, party, Upsales and fees). */
  inputStamp: string;
}

export async function matrixSources(
  tx: TenantTx,
  tenantId: number,
  quote: QuoteRow,
  startDate: string | null,
): Promise<MatrixSources> {
  const row = { ...quote, start_date: startDate ?? quote.start_date };
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
  const { services: _none, rate_lines: _lines, ...rest } = base;
  return {
    input: { ...base, services: services.map((s) => serviceInput(s, paxIds, false)) },
    services,
    rateStamp: context.rateStamp,
    inputStamp: createHash('sha1').update(JSON.stringify(rest)).digest('hex').slice(0, 20),
  };
}
