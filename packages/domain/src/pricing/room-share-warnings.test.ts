import { describe, expect, it } from 'vitest';
import { priceQuote } from './price-quote';
import { quote, rate } from './quote-builder.fixture';

const hotel = { id: 1, service_id: 1, id_service_type: 2, day: '1-2' } as const;
const tour = { id: 2, service_id: 2, id_service_type: 7, day: 1 } as const;
const lines = [
  rate({ service_id: 1, unit_cost: 100, basis: 'per_room', id_room_type: 2 }),
  rate({ service_id: 2, unit_cost: 30, basis: 'per_person' }),
];
const party = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 10 + i }));
const roomWarnings = (r: ReturnType<typeof priceQuote>) => r.messages.filter((m) => m.code === 'PAX_WITHOUT_ROOM');

describe('a passenger the rooms leave without a bed (issue 25)', () => {
  it('warns when three passengers share one DBL: the third pays no hotel share', () => {
    const r = priceQuote(
      quote([hotel, tour], lines, { passengers: party(3), room_distribution: [{ id_room_type: 2, qty: 1 }] }),
    );
    expect(roomWarnings(r)).toEqual([
      {
        code: 'PAX_WITHOUT_ROOM',
        severity: 'warning',
        pax_ids: [12],
        message:
          'Passenger 3 has no room: the rooms sleep 2 of 3 passengers, so no hotel is priced for this passenger. Add a room in the basic information.',
      },
    ]);
    // The warning is about no level: it shows above the level cards, beside the engine's other quote messages.
    expect(roomWarnings(r)[0]).not.toHaveProperty('service_id');
  });

  it('names every passenger left out', () => {
    const r = priceQuote(
      quote([hotel], lines, { passengers: party(4), room_distribution: [{ id_room_type: 1, qty: 2 }] }),
    );
    expect(roomWarnings(r).map((m) => m.message)).toEqual([
      'Passengers 3 and 4 have no room: the rooms sleep 2 of 4 passengers, so no hotel is priced for them. Add a room in the basic information.',
    ]);
  });

  it('says nothing when every passenger has a bed, or when no hotel is priced', () => {
    const fits = quote([hotel], lines, { passengers: party(2), room_distribution: [{ id_room_type: 2, qty: 1 }] });
    const noHotel = quote([tour], lines, { passengers: party(3), room_distribution: [{ id_room_type: 2, qty: 1 }] });
    const cancelled = quote([{ ...hotel, status: 3 }], lines, {
      passengers: party(3),
      room_distribution: [{ id_room_type: 2, qty: 1 }],
    });
    for (const q of [fits, noHotel, cancelled]) expect(roomWarnings(priceQuote(q))).toEqual([]);
  });
});
