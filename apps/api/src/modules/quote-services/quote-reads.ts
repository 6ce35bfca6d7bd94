import { readMayReprice } from '@itinera/domain';
import type { Database, TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { quotePriceVisibility } from '../quote-core/quote-visibility';
import { lockQuote, type QuoteRef } from '../quote-core/quote-rows.service';
import { quotesRepository, type QuoteRow } from '../quote-core/quotes.repository';
import { quoteListCache } from '../quote-core/list-cache';
import { catalogueContentRepository } from './catalogue-content.repository';
import { passengersRepository, type PassengerRow, type PricingRow } from './passengers.repository';
import { effectiveDistribution } from './pricing-input';
import { quoteServicesRepository } from './quote-services.repository';
import { repriceQuote } from './reprice';
import { passengerContext } from './passenger-context';
import { paxPricesAnswer, pricesAnswer } from './prices-presenter';
import { serviceEditions } from './service-editions.repository';
import { presentService, relatedOf } from './service-presenter';
import { visibleQuote } from '../quote-core/quote-access';

// The read calls of the workspace. Prices are derived data: when the quote changed after its last
// pricing run (a basic-info edit, a status change) or was never priced, the read prices it first,
// under the quote's row lock, without a new version.

const time = (v: Date | string | null | undefined) => (v ? new Date(v).getTime() : 0);

export interface PricedQuote {
  row: QuoteRow;
  pricing: PricingRow | undefined;
  passengers: PassengerRow[];
}

export async function pricedQuote(tx: TenantTx, user: SessionUser, ref: QuoteRef): Promise<PricedQuote> {
  const row = await visibleQuote(tx, user, ref);
  const pricing = await passengersRepository.pricing(tx, user.tenantId, row.id);
  const passengers = await passengersRepository.list(tx, user.tenantId, row.id);
  const fresh =
    pricing && time(pricing.priced_at) >= time(row.updated_at) && passengers.length === Math.max(1, row.num_pax);
  // A sold quote is answered as it was sold: a read never re-prices it (a person re-opens it to change it).
  if (fresh || !readMayReprice(row.status_id)) return { row, pricing, passengers };
  const locked = await lockQuote(tx, user, row.id);
  const outcome = await repriceQuote(tx, user, locked, { asRead: true });
  if (outcome.listPrice !== locked.price) {
    await quotesRepository.update(tx, user.tenantId, locked.id, { price: outcome.listPrice });
    // A read calls no wroteBy: its reader is not served a detail from before this write (decision 0131).
    quoteListCache.changed(user.tenantId);
  }
  return { row: locked, pricing: outcome.pricing, passengers: outcome.passengers };
}

export function getPrices(database: Database, user: SessionUser, ref: QuoteRef) {
  return database.withTenant(user.tenantId, async (tx) => {
    const { row, pricing } = await pricedQuote(tx, user, ref);
    // The levels' printed price lists name the services they count.
    const services = await quoteServicesRepository.list(tx, user.tenantId, row.id);
    return pricesAnswer(row, pricing, quotePriceVisibility(user, row.permissions), services);
  });
}

export function getPaxPrices(database: Database, user: SessionUser, ref: QuoteRef) {
  return database.withTenant(user.tenantId, async (tx) => {
    const { row, pricing, passengers } = await pricedQuote(tx, user, ref);
    return paxPricesAnswer(
      pricing,
      passengers,
      quotePriceVisibility(user, row.permissions),
      passengerContext(user, row),
    );
  });
}

export function listServices(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  q: { page: number; limit: number; from?: string; to?: string },
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const { row } = await pricedQuote(tx, user, ref);
    const { rows, total } = await quoteServicesRepository.page(tx, user.tenantId, row.id, q);
    const locations = await catalogueContentRepository.locations([...new Set(rows.flatMap((s) => s.location_ids))], tx);
    const ctx = {
      numPax: row.num_pax,
      distribution: effectiveDistribution(row),
      locations,
      visibility: quotePriceVisibility(user, row.permissions),
      editions: await serviceEditions(tx, user.tenantId, row.id),
      related: relatedOf(rows, row.num_pax),
    };
    return { data: rows.map((s) => presentService(s, ctx)), total };
  });
}
