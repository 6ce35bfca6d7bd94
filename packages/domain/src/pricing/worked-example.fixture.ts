// The worked example of docs/domain/pricing.md as engine input, shared by the example test and the property
// tests (which perturb it). USD is currency 1, PEN currency 2.
import type { QuotePricingInput, RateLine } from './pricing.schemas';
import { setPaxLevelValues } from './pax-prices';

const season = { sales_manual_id: 7, from: '2025-01-01', to: '2025-12-31' } as const;

const hotelLines = (serviceId: number, level: 1 | 2 | 3, dbl: number, sgl: number): RateLine[] => [
  {
    ...season,
    service_id: serviceId,
    level,
    min_pax: 1,
    max_pax: 20,
    id_room_type: 2,
    unit_cost: dbl,
    currency_id: 1,
    basis: 'per_room',
  },
  {
    ...season,
    service_id: serviceId,
    level,
    min_pax: 1,
    max_pax: 20,
    id_room_type: 1,
    unit_cost: sgl,
    currency_id: 1,
    basis: 'per_room',
  },
];

export const EXAMPLE_RATE_LINES: RateLine[] = [
  {
    ...season,
    service_id: 10,
    min_pax: 1,
    max_pax: 20,
    unit_cost: 35,
    currency_id: 1,
    basis: 'per_group',
    capacity: 6,
  },
  { ...season, service_id: 20, min_pax: 1, max_pax: 1, unit_cost: 120, currency_id: 1, basis: 'per_person' },
  { ...season, service_id: 20, min_pax: 2, max_pax: 3, unit_cost: 85, currency_id: 1, basis: 'per_person' },
  { ...season, service_id: 20, min_pax: 4, max_pax: 6, unit_cost: 65, currency_id: 1, basis: 'per_person' },
  { ...season, service_id: 20, min_pax: 7, max_pax: 10, unit_cost: 55, currency_id: 1, basis: 'per_person' },
  { ...season, service_id: 30, min_pax: 1, max_pax: 20, unit_cost: 330, currency_id: 2, basis: 'per_group' },
  ...hotelLines(41, 1, 90, 80),
  ...hotelLines(42, 2, 160, 145),
  ...hotelLines(43, 3, 420, 400),
];

const PAX = ['P1', 'P2', 'P3', 'P4'];

export function workedExampleInput(): QuotePricingInput {
  return {
    start_date: '2025-05-10',
    rate_date: '2025-03-01',
    currency_id: 1,
    sales_manual_id: 7,
    passengers: PAX.map((id) => ({ id })),
    room_distribution: [
      { id_room_type: 2, qty: 1 },
      { id_room_type: 1, qty: 2 },
    ],
    margins: { hotel: 20, services: 20 },
    pax_settings: setPaxLevelValues([], PAX, {}, { mkt_percentage: 5, fee: 15 }),
    services: [
      { id: 'transfer', service_id: 10, id_service_type: 5, day: '1', level: 0 },
      { id: 'excursion', service_id: 20, id_service_type: 7, day: '2', level: 0 },
      { id: 'guide', service_id: 30, id_service_type: 8, day: '2-3', level: 0 },
      { id: 'hotel-comfort', service_id: 41, id_service_type: 2, day: '1-4', level: 1 },
      { id: 'hotel-superior', service_id: 42, id_service_type: 2, day: '1-4', level: 2 },
      { id: 'hotel-luxury', service_id: 43, id_service_type: 2, day: '1-4', level: 3 },
    ],
    rate_lines: EXAMPLE_RATE_LINES,
    exchange_rates: [{ from_currency_id: 1, to_currency_id: 2, rate: 3.75, date: '2025-01-01' }],
    reseller: { mode: 'commission_from_gross', commission_percentage: 10 },
  };
}
