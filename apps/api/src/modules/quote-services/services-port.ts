import { roomingList } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { programmeDays } from '../quote-core/programme-days';
import type { QuoteRow } from '../quote-core/quotes.repository';
import type { QuoteServicesPort } from '../quote-core/services-port';
import { catalogueContentRepository } from './catalogue-content.repository';
import { copyServices, restoreServices, serviceValues } from './copy';
import { passengersRepository, type PricingRow } from './passengers.repository';
import { effectiveDistribution } from './pricing-input';
import { quoteServicesRepository, type ServiceRow } from './quote-services.repository';
import { repriceQuote } from './reprice';
import { pricesAnswer } from './prices-presenter';
import { presentService, relatedOf } from './service-presenter';

/** The quote's passengers and its rooming list, as the Passengers tab shows them (P1). */
export async function quoteRooming(tx: TenantTx, tenantId: number, row: QuoteRow) {
  const passengers = await passengersRepository.list(tx, tenantId, row.id);
  return { passengers, rooming: roomingList(effectiveDistribution(row), passengers) };
}

/** What the quotes module's writes need of a quote's services (quote-core/services-port.ts); app.ts wires it. */
export const quoteServicesPort: QuoteServicesPort = {
  async reprice(tx, user, row) {
    const outcome = await repriceQuote(tx, user, row);
    return {
      listPrice: outcome.listPrice,
      messages: outcome.messages,
      days: (quote) => programmeDays(tx, user.tenantId, quote, outcome.services),
    };
  },
  copy: copyServices,
  restore: restoreServices,
  rooming: quoteRooming,
  list: (tx, tenantId, quoteId) => quoteServicesRepository.list(tx, tenantId, quoteId),
  async presentVersion(tx, quote, snapshot, visibility, edition) {
    // Versions written long ago may lack a list: they count as empty.
    const rows = (Array.isArray(snapshot.services) ? (snapshot.services as Record<string, unknown>[]) : []).map(
      (s) =>
        ({
          location_ids: [],
          images: [],
          passengers: [],
          room: [],
          service_price: [],
          service_supplier: [],
          errors: [],
          ...serviceValues(s),
          itinerary_id: quote.id,
        }) as ServiceRow,
    );
    const locations = await catalogueContentRepository.locations([...new Set(rows.flatMap((s) => s.location_ids))], tx);
    const ctx = {
      numPax: quote.num_pax,
      distribution: effectiveDistribution(quote),
      locations,
      visibility,
      edition,
      related: relatedOf(rows, quote.num_pax),
    };
    const pricing = {
      ...((snapshot.pricing ?? {}) as PricingRow),
      prices: (snapshot.prices ?? []) as PricingRow['prices'],
    };
    return {
      service_itinerary: rows.map((s) => presentService(s, ctx)),
      prices: pricesAnswer(quote, pricing, visibility, rows),
    };
  },
};
