import { createHash } from 'node:crypto';
import type { QuotePricingInput } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { catalogueInput } from '../quote-services/catalogue-input';
import type { ServiceRow } from '../quote-services/quote-services.repository';

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
  const { input, services, context } = await catalogueInput(tx, tenantId, row);
  const { services: _none, rate_lines: _lines, ...rest } = input;
  return {
    input,
    services,
    rateStamp: context.rateStamp,
    inputStamp: createHash('sha1').update(JSON.stringify(rest)).digest('hex').slice(0, 20),
  };
}
