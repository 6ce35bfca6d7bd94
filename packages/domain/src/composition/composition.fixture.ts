// The composed trip of the tests (hand-computed in compose.test.ts): three adults in a double and a
// single, two stays of two nights at Superior and Luxury, a guide for the party, an optional balloon.
import { quote, rate } from '../pricing/quote-builder.fixture';
import type { QuotePricingInput } from '../pricing/pricing.schemas';

const DBL = 2;
const SGL = 1;
const TRP = 4;

export function composedQuote(): QuotePricingInput {
  return quote(
    [
      { id: 1, service_id: 10, id_service_type: 8, day: 1, level: 0, name: 'Guide' },
      { id: 2, service_id: 12, id_service_type: 2, day: '1-3', level: 2, name: 'Valley hotel' },
      // The lodge has only family suites: the three share a triple there.
      {
        id: 3,
        service_id: 13,
        id_service_type: 2,
        day: '1-3',
        level: 3,
        name: 'Valley lodge',
        rooms: [{ id_room_type: TRP, qty: 1 }],
      },
      { id: 4, service_id: 14, id_service_type: 2, day: '3-5', level: 2, name: 'City hotel' },
      { id: 5, service_id: 15, id_service_type: 2, day: '3-5', level: 3, name: 'City palace' },
      // Priced into Comfort, never shown: it makes no Comfort alternative of the first stay.
      { id: 9, service_id: 15, id_service_type: 2, day: '1-3', level: 1, visible: false, name: 'Hidden inn' },
      { id: 6, service_id: 16, id_service_type: 7, day: 2, level: 0, optional: 1, name: 'Balloon' },
      { id: 7, service_id: 17, id_service_type: 7, day: 2, level: 0, optional: 1, status: 3, name: 'Canceled' },
      { id: 8, service_id: 17, id_service_type: 7, day: 2, level: 0, optional: 1, visible: false, name: 'Hidden' },
    ],
    [
      rate({ service_id: 10, unit_cost: 160, basis: 'per_group' }),
      rate({ service_id: 12, unit_cost: 120, basis: 'per_room', id_room_type: DBL, level: 2 }),
      rate({ service_id: 12, unit_cost: 100, basis: 'per_room', id_room_type: SGL, level: 2 }),
      // Only a Luxury rate: priced as a Superior stay it would find none.
      rate({ service_id: 13, unit_cost: 240, basis: 'per_room', id_room_type: TRP, level: 3 }),
      rate({ service_id: 14, unit_cost: 100, basis: 'per_room', id_room_type: DBL }),
      rate({ service_id: 14, unit_cost: 80, basis: 'per_room', id_room_type: SGL }),
      rate({ service_id: 15, unit_cost: 200, basis: 'per_room', id_room_type: DBL }),
      rate({ service_id: 15, unit_cost: 150, basis: 'per_room', id_room_type: SGL }),
      // A basket for two: three passengers fly in two.
      rate({ service_id: 16, unit_cost: 480, basis: 'per_group', capacity: 2 }),
      rate({ service_id: 17, unit_cost: 50, basis: 'per_person' }),
    ],
    {
      passengers: [{ id: 1 }, { id: 2 }, { id: 3 }],
      room_distribution: [
        { id_room_type: DBL, qty: 1 },
        { id_room_type: SGL, qty: 1 },
      ],
    },
  );
}
