import { keepsStoredFigures } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { passengersRepository, type PassengerRow } from './passengers.repository';
import { pricingContextRepository, type PricingContext } from './pricing-context.repository';
import { quoteServicesRepository, type ServiceRow } from './quote-services.repository';
import { engineInputAt } from './stored-input';

// The re-price's first step (decision 0103): everything a run prices, read once. The party is
// made to match num_pax first, the only write before the pricing (it is an input of it).

export interface LoadedRun {
  context: PricingContext;
  passengers: PassengerRow[];
  keepFigures: boolean;
  quote: Awaited<ReturnType<typeof engineInputAt>>['quote'];
  services: ServiceRow[];
  paxIds: ReadonlySet<number>;
}

export async function loadRun(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
  options: { keepFigures?: boolean },
): Promise<LoadedRun> {
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
  const input = await engineInputAt(tx, tenantId, row, context, passengers, keepFigures);
  return { context, passengers, keepFigures, ...input };
}
