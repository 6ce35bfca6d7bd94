import {
  ageAtTravel,
  chosenRoomAssignment,
  effectiveRoomDistribution,
  type CatalogueSalesManual,
  type ExchangeRate,
  type QuotePricingInput,
  type QuoteServiceInput,
  type RateLine,
  type RoomDistributionEntry,
} from '@itinera/domain';
import type { QuoteRow } from '../quote-core/quotes.repository';
import type { QuotePricingFacts } from './catalogue-content.repository';
import type { PassengerRow, PricingRow } from './passengers.repository';
import type { ServiceRow } from './quote-services.repository';

// The engine's input built from what is stored: no arithmetic here, only the mapping of rows to
// the words of pricing.schemas.ts (the engine prices; this file only feeds it).

export interface PricingSources {
  quote: QuoteRow;
  facts: QuotePricingFacts;
  passengers: PassengerRow[];
  settings: PricingRow | undefined;
  manual: CatalogueSalesManual | undefined;
  rateLines: RateLine[];
  exchangeRates: ExchangeRate[];
  /** Use the stored figures (prices locked, or a copy that keeps its figures). */
  keepFigures: boolean;
}

/** The quote's rooms: its preferred distribution, else doubles and a single for the party. */
export const effectiveDistribution = (quote: Pick<QuoteRow, 'room_preferable_dist' | 'num_pax'>) =>
  effectiveRoomDistribution(quote.room_preferable_dist as RoomDistributionEntry[], quote.num_pax);

/** Stored figures as the engine's `locked` line: per-room-type unit costs keep per-room shares right. */
function lockedLine(s: ServiceRow): QuoteServiceInput['locked'] {
  if (s.cost === null || s.price === null) return null;
  const rooms = s.service_price
    .filter((l) => typeof l.romm_id === 'number' && Number(l.room_qty) > 0 && typeof l.cost === 'number')
    .map((l) => ({ id_room_type: l.romm_id as number, cost: ((l.cost as number) / Number(l.room_qty)).toFixed(6) }));
  return {
    cost: s.cost,
    price: s.price,
    calculated_price: s.calculated_price ?? s.price,
    quantity: s.quantity ?? undefined,
    rooms: rooms.length ? rooms : undefined,
  };
}

function editOf(s: ServiceRow): QuoteServiceInput['edit'] {
  const edit: NonNullable<QuoteServiceInput['edit']> = {};
  if (s.edit_cost_unit !== null) edit.cost_unit = s.edit_cost_unit;
  if (s.edit_quantity !== null) edit.quantity = s.edit_quantity;
  if (s.edit_percentage_margin !== null) edit.percentage_margin = s.edit_percentage_margin;
  if (s.edit_price !== null) edit.price = s.edit_price;
  return Object.keys(edit).length ? edit : null;
}

const kindOf = (v: number) => (v === 1 || v === 2 ? v : 0);
const statusOf = (v: number) => (v === 2 || v === 3 || v === -1 ? v : 1);
const levelOf = (v: number) => (v === 1 || v === 2 || v === 3 ? v : 0);

/** The engine's input for `src` without its services (`services: []`): serviceInput gives each service's. */
export function quotePricingInput(src: PricingSources): QuotePricingInput {
  const { quote, facts, settings, manual } = src;
  const paxIds = passengerIds(src.passengers);
  const dist = effectiveDistribution(quote);
  const marginHotel = settings?.margin_hotel ?? manual?.margin_hotel ?? 0;
  const marginServices = settings?.margin_services ?? manual?.margin_service ?? 0;
  return {
    // A quote without dates is priced as if it started on the day it was created (its rate date).
    start_date: quote.start_date ?? facts.rate_date,
    rate_date: facts.rate_date,
    currency_id: quote.currency_id,
    sales_manual_id: manual?.id ?? 0,
    // The age on the trip's first day: from the birth date when known (docs/decisions/0028-passengers.md).
    passengers: src.passengers.map((p) => ({
      id: p.id,
      type: p.type,
      age: ageAtTravel(p, quote.start_date ?? facts.rate_date, facts.rate_date),
    })),
    room_distribution: dist,
    room_assignment: chosenRoomAssignment(dist, src.passengers),
    margins: { hotel: Number(marginHotel), services: Number(marginServices) },
    seller_type: settings?.seller_type ?? 'seller',
    reseller: facts.commission_mode
      ? { mode: facts.commission_mode, commission_percentage: facts.commission_pct ?? 0 }
      : null,
    pax_settings: (settings?.pax_settings ?? []).filter((s) => paxIds.has(s.pax_id as number)),
    services: [],
    rate_lines: src.rateLines,
    exchange_rates: src.exchangeRates,
    prices_locked: src.keepFigures,
  };
}

export const passengerIds = (passengers: readonly PassengerRow[]): ReadonlySet<number> =>
  new Set(passengers.map((p) => p.id));

/**
 * One service's engine input: it reads the row, the quote's passenger ids and whether figures are
 * kept, all of which the quote-level input holds (the pricing memo relies on it: pricing-memo.ts).
 */
export function serviceInput(s: ServiceRow, paxIds: ReadonlySet<number>, keepFigures: boolean): QuoteServiceInput {
  return {
    id: s.id,
    service_id: s.service_id,
    id_service_type: s.id_service_type,
    day: s.day,
    level: levelOf(s.level),
    optional: kindOf(s.optional),
    status: statusOf(s.status),
    passengers: s.passengers.filter((p) => paxIds.has(p)),
    rooms: s.room.length ? s.room : undefined,
    edit: editOf(s),
    locked: keepFigures ? lockedLine(s) : null,
  };
}
