import { describe, expect, it } from 'vitest';
import { ageAtTravel } from '../passengers/age';
import { keptLines, priceQuote } from './price-quote';
import type { AgeBand, Passenger, QuotePricingInput } from './pricing.schemas';
import { quote, rate } from './quote-builder.fixture';

// Children and infants (docs/domain/pricing.md#children-and-infants): a rate line's age bands price
// each passenger by the age at travel; ages no band covers pay the adult rate.

const seller = (r: ReturnType<typeof priceQuote>) => r.prices.find((p) => p.type === 'seller')!.prices;
const shares = (r: ReturnType<typeof priceQuote>, level = 1) => seller(r)[level - 1]!.pax_prices.map((p) => p.price);

const INFANT_FREE: AgeBand = { min_age: 0, max_age: 2, percentage: 0 };
const CHILD_HALF: AgeBand = { min_age: 3, max_age: 11, percentage: 50 };
const FAMILY: Passenger[] = [
  { id: 1, age: 41 },
  { id: 2, age: 39 },
  { id: 3, type: 'child' as const, age: 8 },
];

const excursion = (bands: AgeBand[] | null, passengers: Passenger[] = FAMILY) =>
  quote(
    [{ id: 1, service_id: 1, id_service_type: 7, day: 1 }],
    [rate({ service_id: 1, unit_cost: 100, basis: 'per_person', age_bands: bands })],
    { passengers },
  );

/** Two adults and a child of 8 in one double for two nights, the hotel at 100 a room and night. */
function familyInADouble(bands: AgeBand[] | null, extra: Partial<QuotePricingInput> = {}) {
  return quote(
    [{ id: 1, service_id: 1, id_service_type: 2, day: '1-3' }],
    [rate({ service_id: 1, unit_cost: 100, basis: 'per_room', id_room_type: 2, age_bands: bands })],
    {
      passengers: FAMILY,
      room_distribution: [{ id_room_type: 2, qty: 1 }],
      room_assignment: [{ id_room_type: 2, passengers: [1, 2, 3] }],
      ...extra,
    },
  );
}

describe('child and infant prices by age band', () => {
  it('prices a child of 8 at half the adult rate of a per-person excursion, and says so', () => {
    const r = priceQuote(excursion([INFANT_FREE, CHILD_HALF]));
    // cost 100 + 100 + 50 = 250, at a 20 % margin 312.50, shared by each one's own cost.
    expect(r.services[0]).toMatchObject({ cost: 250, price: 312.5, quantity: 3 });
    expect(shares(r)).toEqual([125, 125, 62.5]);
    expect(seller(r)[0]!.child_prices).toEqual([{ pax_id: 3, age: 8, per_person: 63 }]);
  });

  it('lets an infant of 1 travel free while her parents pay the adult rate', () => {
    const r = priceQuote(
      excursion(
        [INFANT_FREE, CHILD_HALF],
        [
          { id: 1, age: 30 },
          { id: 2, age: 29 },
          { id: 3, type: 'child', age: 1 },
        ],
      ),
    );
    expect(r.services[0]).toMatchObject({ cost: 200, price: 250 });
    expect(shares(r)).toEqual([125, 125, 0]);
    expect(seller(r)[0]!.child_prices).toEqual([{ pax_id: 3, age: 1, per_person: 0 }]);
  });

  it('prices a band given as a cost of its own in the line currency, converted like the line', () => {
    const r = priceQuote(
      quote(
        [{ id: 1, service_id: 1, id_service_type: 7, day: 1 }],
        [
          rate({
            service_id: 1,
            unit_cost: 375,
            currency_id: 2,
            basis: 'per_person',
            age_bands: [{ min_age: 3, max_age: 11, unit_cost: 150 }],
          }),
        ],
        {
          passengers: FAMILY,
          exchange_rates: [{ from_currency_id: 1, to_currency_id: 2, rate: 3.75, date: '2025-01-01' }],
        },
      ),
    );
    // 100 + 100 USD for the adults, 150 PEN = 40 USD for the child.
    expect(r.services[0]).toMatchObject({ cost: 240, price: 300 });
    expect(shares(r)).toEqual([125, 125, 50]);
  });

  it('uses the age at travel: a child turning 12 before the trip starts pays the adult rate', () => {
    const born = { birthdate: '2013-04-30' };
    const at = (start: string) =>
      priceQuote({
        ...excursion(
          [CHILD_HALF],
          [
            { id: 1, age: 40 },
            { id: 2, type: 'child', age: ageAtTravel(born, start, '2025-01-01') },
          ],
        ),
        start_date: start,
      });
    // 11 on the first day of a trip starting 29 April 2025, 12 from 30 April.
    expect(shares(at('2025-04-29'))).toEqual([125, 62.5]);
    expect(shares(at('2025-04-30'))).toEqual([125, 125]);
  });

  it('lets a child sharing the parents’ double pay the band while the parents share the room', () => {
    const r = priceQuote(familyInADouble([INFANT_FREE, { min_age: 3, max_age: 11, unit_cost: 30 }]));
    // Room 2 nights × 100 = 200 plus the child's 2 × 30 = 60: cost 260, price 325.
    expect(r.services[0]).toMatchObject({ cost: 260, price: 325 });
    expect(shares(r)).toEqual([125, 125, 75]);
    // The double's per-person price is an adult's, not the child's.
    expect(seller(r)[0]!.room_type_prices).toEqual([{ id_room_type: 2, per_person: 125 }]);
  });

  it('prices a sharing child’s percentage on the rate per person sharing (the room over its beds)', () => {
    const r = priceQuote(familyInADouble([CHILD_HALF]));
    // Half of 100 ÷ 2 beds = 25 a night: cost 200 + 50 = 250, price 312.50.
    expect(r.services[0]).toMatchObject({ cost: 250, price: 312.5 });
    expect(shares(r)).toEqual([125, 125, 62.5]);
  });

  it('lets a child alone with one parent in a double take the second bed: they share the room', () => {
    const r = priceQuote(
      familyInADouble([INFANT_FREE, { min_age: 3, max_age: 11, unit_cost: 30 }], {
        passengers: [FAMILY[0]!, FAMILY[2]!],
        room_assignment: [{ id_room_type: 2, passengers: [1, 3] }],
      }),
    );
    expect(r.services[0]).toMatchObject({ cost: 200, price: 250 });
    expect(shares(r)).toEqual([125, 125]);
  });

  it('puts the youngest in the extra bed: a child of 8 takes the bed, her brother of 4 pays his band', () => {
    const r = priceQuote(
      familyInADouble([{ min_age: 3, max_age: 11, unit_cost: 30 }], {
        passengers: [
          { id: 1, age: 40 },
          { id: 2, type: 'child', age: 4 },
          { id: 3, type: 'child', age: 8 },
        ],
      }),
    );
    // The double 200 shared by the parent and the child of 8; the child of 4 pays 2 × 30.
    expect(r.services[0]).toMatchObject({ cost: 260, price: 325 });
    expect(shares(r)).toEqual([125, 75, 125]);
  });

  it('prices children in a room of their own as its occupants, not as sharing children', () => {
    const r = priceQuote(
      quote(
        [{ id: 1, service_id: 1, id_service_type: 2, day: '1-2' }],
        [rate({ service_id: 1, unit_cost: 100, basis: 'per_room', id_room_type: 2, age_bands: [CHILD_HALF] })],
        {
          passengers: [
            { id: 1, age: 40 },
            { id: 2, age: 38 },
            { id: 3, type: 'child', age: 9 },
            { id: 4, type: 'child', age: 7 },
          ],
          room_distribution: [{ id_room_type: 2, qty: 2 }],
          room_assignment: [
            { id_room_type: 2, passengers: [1, 2] },
            { id_room_type: 2, passengers: [3, 4] },
          ],
        },
      ),
    );
    expect(r.services[0]).toMatchObject({ cost: 200, price: 250 });
    expect(shares(r)).toEqual([62.5, 62.5, 62.5, 62.5]);
    expect(seller(r)[0]!.child_prices).toEqual([]);
  });

  it('prices a child exactly as an adult on a line without bands', () => {
    const r = priceQuote(excursion(null));
    expect(shares(r)).toEqual([125, 125, 125]);
    expect(seller(r)[0]!.child_prices).toEqual([]);
  });

  it('warns about a child with no age and prices her as an adult', () => {
    const r = priceQuote(
      excursion(
        [CHILD_HALF],
        [
          { id: 1, age: 40 },
          { id: 2, type: 'child', age: null },
        ],
      ),
    );
    expect(shares(r)).toEqual([125, 125]);
    expect(r.messages).toContainEqual(
      expect.objectContaining({
        code: 'CHILD_WITHOUT_AGE',
        severity: 'warning',
        pax_ids: [2],
        message:
          'Passenger 2 is a child with no age: priced as an adult. Add a birth date or an age in the passengers’ tab.',
      }),
    );
  });

  it('keeps the child’s lower share once prices are locked', () => {
    const open = priceQuote(excursion([CHILD_HALF]));
    const locked = priceQuote({
      ...excursion([CHILD_HALF]),
      prices_locked: true,
      services: [
        { id: 1, service_id: 1, id_service_type: 7, day: 1, locked: { cost: 250, price: 312.5, quantity: 3 } },
      ],
    });
    expect(shares(locked)).toEqual(shares(open));
  });

  it('prices a child in every level, with her own price per level', () => {
    const r = priceQuote(
      quote(
        [
          { id: 1, service_id: 1, id_service_type: 7, day: 1, level: 1 },
          { id: 2, service_id: 2, id_service_type: 7, day: 1, level: 2 },
        ],
        [
          rate({ service_id: 1, unit_cost: 100, basis: 'per_person', age_bands: [CHILD_HALF] }),
          rate({ service_id: 2, unit_cost: 200, basis: 'per_person', age_bands: [CHILD_HALF] }),
        ],
        { passengers: FAMILY },
      ),
    );
    expect(shares(r, 1)).toEqual([125, 125, 62.5]);
    expect(shares(r, 2)).toEqual([250, 250, 125]);
  });

  it('never reuses a kept line after a child’s age changed, even when the caller keeps the lines', () => {
    const kept = keptLines();
    const first = excursion([CHILD_HALF]);
    expect(shares(priceQuote(first, kept))).toEqual([125, 125, 62.5]);
    const twelve = FAMILY.map((p) => (p.id === 3 ? { ...p, age: 12 } : p));
    // The same service input objects: only the party's ages moved.
    const older = priceQuote({ ...excursion([CHILD_HALF], twelve), services: first.services }, kept);
    expect(shares(older)).toEqual([125, 125, 125]);
  });
});
