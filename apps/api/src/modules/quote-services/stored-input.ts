import { keepsStoredFigures, type QuotePricingInput } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { quoteRateLines } from '../prices/rate-line-cache';
import type { QuoteRow } from '../quote-core/quotes.repository';
import type { PassengerRow } from './passengers.repository';
import { pricingContextRepository, type PricingContext } from './pricing-context.repository';
import { passengerIds, quotePricingInput, serviceInput } from './pricing-input';
import { quoteServicesRepository, type ServiceRow } from './quote-services.repository';

// A quote's engine input as its re-price builds it (reprice.ts), locked figures kept when its status
// keeps them, for a read that prices something else than the stored levels (a composed trip,
// decision 0079). Nothing is written: the party is the stored one.

/**
 * The engine's quote input and the services it prices, as they stand at the context's heads: one
 * reading for the re-price (reprice.ts) and for reads that price something else (a composed trip).
 */
export async function engineInputAt(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
  context: PricingContext,
  passengers: PassengerRow[],
  keepFigures: boolean,
): Promise<{ quote: ReturnType<typeof quotePricingInput>; services: ServiceRow[]; paxIds: ReadonlySet<number> }> {
  const services = await quoteServicesRepository.rowsAt(tx, tenantId, row.id, context.heads);
  const { facts, settings, manual, exchangeRates } = context;
  const catalogueIds = [...new Set(services.map((s) => s.service_id))];
  const rateLines = manual ? await quoteRateLines(tx, tenantId, catalogueIds, manual.id, context.rateStamp) : [];
  const quote = quotePricingInput({
    quote: row,
    facts,
    passengers,
    settings,
    manual,
    rateLines,
    exchangeRates,
    keepFigures,
  });
  return { quote, services, paxIds: passengerIds(passengers) };
}

export async function storedPricingInput(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
): Promise<{ input: QuotePricingInput; services: ServiceRow[] }> {
  const context = await pricingContextRepository.read(tx, tenantId, row.id, row.start_date);
  const keepFigures = keepsStoredFigures(row);
  const { quote, services, paxIds } = await engineInputAt(tx, tenantId, row, context, context.passengers, keepFigures);
  const inputs = services.map((s) => ({
    ...serviceInput(s, paxIds, keepFigures),
    name: s.name,
    visible: s.visible !== 0,
  }));
  return { input: { ...quote, services: inputs }, services };
}
