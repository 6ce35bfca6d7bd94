import { describe, expect, it } from 'vitest';
import { chosenRoomAssignment } from '../rooms/assignment';
import { effectiveRoomDistribution } from '../passengers/rooming';
import { priceQuote } from './price-quote';
import type { AgeBand, Passenger } from './pricing.schemas';
import { quote, rate } from './quote-builder.fixture';

// Decision 0096, "a child sharing the parents' room": a family of two adults and a child gets the default
// distribution DBL + SGL; the rooming list then puts the child in the parents' double. What does the
// engine charge? (docs/domain/rooms.md#an-empty-room): every room of the distribution, occupied or
// not, and the child beyond the double's beds pays her band when the line has one.

const FAMILY: Passenger[] = [
  { id: 1, age: 41 },
  { id: 2, age: 39 },
  { id: 3, type: 'child', age: 8 },
];
const CHILD_30: AgeBand = { min_age: 3, max_age: 11, unit_cost: 30 };

/** Two nights at a hotel, DBL 100 and SGL 80 a night; the child in the parents' double. */
function familyWithEmptySingle(bands: AgeBand[] | null) {
  const dist = effectiveRoomDistribution(null, FAMILY.length);
  const rooming = chosenRoomAssignment(dist, [
    { id: 1, room: 0 },
    { id: 2, room: 0 },
    { id: 3, room: 0 },
  ]);
  return quote(
    [{ id: 1, service_id: 1, id_service_type: 2, day: '1-3' }],
    [
      rate({ service_id: 1, unit_cost: 100, basis: 'per_room', id_room_type: 2, age_bands: bands }),
      rate({ service_id: 1, unit_cost: 80, basis: 'per_room', id_room_type: 1, age_bands: bands }),
    ],
    { passengers: FAMILY, room_distribution: dist, room_assignment: rooming },
  );
}

const seller = (r: ReturnType<typeof priceQuote>) => r.prices.find((p) => p.type === 'seller')!.prices[0]!;

describe('a child in the parents’ double, the default single left empty', () => {
  it('starts from DBL + SGL, the single holding nobody in the rooming list', () => {
    const input = familyWithEmptySingle(null);
    expect(input.room_distribution).toEqual([
      { id_room_type: 2, qty: 1 },
      { id_room_type: 1, qty: 1 },
    ]);
    expect(input.room_assignment).toEqual([
      { id_room_type: 2, passengers: [1, 2, 3] },
      { id_room_type: 1, passengers: [] },
    ]);
  });

  it('charges the empty single in full and the child her extra-bed band', () => {
    const r = priceQuote(familyWithEmptySingle([CHILD_30]));
    // DBL 2 × 100 + SGL 2 × 80 (nobody sleeps in it) + the child's band 2 × 30 = 420; price 525 at 20 %.
    expect(r.services[0]).toMatchObject({ cost: 420, price: 525, quantity: 4 });
    expect(r.services[0]!.room_lines).toEqual([
      { id_room_type: 2, room_qty: 1, cost: 260, price: 325 },
      { id_room_type: 1, room_qty: 1, cost: 160, price: 200 },
    ]);
    // The empty single's price is spread over the family by their own costs (100, 100, 60).
    expect(seller(r).pax_prices.map((p) => p.price)).toEqual([201.93, 201.92, 121.15]);
    // Her price per person, rounded up as the level shows it.
    expect(seller(r).child_prices).toEqual([{ pax_id: 3, age: 8, per_person: 122 }]);
    // Nothing in the engine tells the operator: everyone has a room, so no PAX_WITHOUT_ROOM.
    expect(r.messages.map((m) => m.code)).not.toContain('PAX_WITHOUT_ROOM');
  });

  it('without an age band, lets the child share the double as a third adult and still charges the single', () => {
    const r = priceQuote(familyWithEmptySingle(null));
    // DBL 200 + SGL 160 = 360, price 450, shared by the double's three occupants alike.
    expect(r.services[0]).toMatchObject({ cost: 360, price: 450 });
    expect(seller(r).pax_prices.map((p) => p.price)).toEqual([150, 150, 150]);
    expect(seller(r).child_prices).toEqual([]);
  });
});
