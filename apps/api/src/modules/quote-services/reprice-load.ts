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
  /** The stored (cached) rows of the services the write places on other days, by id: `services` holds them placed. */
  placed: ReadonlyMap<number, ServiceRow>;
}

export async function loadRun(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
  options: { keepFigures?: boolean; placed?: ReadonlyMap<number, string> },
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
  if (!options.placed?.size) return { context, passengers, keepFigures, ...input, placed: new Map() };
  const { services, placed } = placeRows(input.services, options.placed);
  return { context, passengers, keepFigures, ...input, services, placed };
}

/** Day number of a day or range ("3", "3-5"): the first figure, as the services' ORDER sorts them. */
const firstDay = (day: string) => Number.parseInt(day, 10);

/**
 * The rows with the placed ones on their new days, in the order the quote's services are read
 * (ORDER: first day, position, id), so the run sees what it would read after writing the days.
 * Frozen like the rows of the cache: the pricing memo keeps a run only when every row is frozen
 * (pricing-memo.ts), and an unfrozen one made the next call price all 120 lines again.
 */
function placeRows(rows: readonly ServiceRow[], days: ReadonlyMap<number, string>) {
  const placed = new Map<number, ServiceRow>();
  const services = rows.map((s) => {
    const day = days.get(s.id);
    if (day === undefined || day === s.day) return s;
    placed.set(s.id, s);
    return Object.freeze({ ...s, day });
  });
  services.sort((a, b) => firstDay(a.day) - firstDay(b.day) || a.order - b.order || a.id - b.id);
  return { services, placed };
}
