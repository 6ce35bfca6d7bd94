import { describe, expect, it } from 'vitest';
import { compareWithAccepted, saleVersionOf, type SaleService, type SaleVersion } from './sale-changes';
import { saleHotel as hotel, saleTour as tour } from './sale.fixture';

// Issue 48, docs/decisions/issues.md: the sold trip compared with the version the client accepted, on the level sold.

const comfort: SaleService = { ...hotel, id: 12, service_id: 503, name: 'Casa Andina', level: 1, price: 500 };
const accepted: SaleVersion = { version: 3, num_pax: 2, services: [hotel, tour, comfort], total: 1020 };
const now = (services: SaleService[], over: Partial<SaleVersion> = {}): SaleVersion => ({
  version: 5,
  num_pax: 2,
  services,
  total: 1020,
  ...over,
});

describe('compareWithAccepted', () => {
  it('reports nothing when the current version sells what was accepted', () => {
    const c = compareWithAccepted(accepted, now([hotel, tour, comfort]), 2);
    expect(c).toEqual({
      accepted_version: 3,
      current_version: 5,
      services: [],
      num_pax: null,
      total: null,
      changed: false,
    });
  });

  it('reports the pax of every service taken by everyone when the party grows, whatever their stored count', () => {
    // Found on the screen: a party grown from 2 to 3 told the suppliers only of new names.
    const c = compareWithAccepted(accepted, now([hotel, tour, comfort], { num_pax: 3 }), 2);
    expect(c.num_pax).toEqual({ before: 2, after: 3 });
    expect(c.services.map((s) => [s.name, s.pax])).toEqual([
      ['Palacio del Inka', { before: { num_pax: 2, passengers: '{}' }, after: { num_pax: 3, passengers: '{}' } }],
      ['Cusco city tour', { before: { num_pax: 2, passengers: '{}' }, after: { num_pax: 3, passengers: '{}' } }],
    ]);
  });

  it('reports a service added, with its price', () => {
    const dinner = { ...tour, id: 20, service_id: 504, name: 'Dinner', day: '3', price: 80 };
    const c = compareWithAccepted(accepted, now([hotel, tour, comfort, dinner], { total: 1100 }), 2);
    expect(c.services).toEqual([
      { change: 'added', id: 20, name: 'Dinner', level: 0, price: { before: null, after: 80, direction: null } },
    ]);
    expect(c.total).toEqual({ before: 1020, after: 1100, direction: 'up' });
    expect(c.changed).toBe(true);
  });

  it('reports a service removed, and a canceled service as removed: it has left the trip', () => {
    expect(compareWithAccepted(accepted, now([hotel, comfort]), 2).services).toEqual([
      {
        change: 'removed',
        id: 11,
        name: 'Cusco city tour',
        level: 0,
        price: { before: 120, after: null, direction: null },
      },
    ]);
    expect(compareWithAccepted(accepted, now([hotel, { ...tour, status: 3 }, comfort]), 2).services).toMatchObject([
      { change: 'removed', id: 11 },
    ]);
  });

  it('reports a service moved in dates', () => {
    const moved = { ...tour, day: '3', start_date: '2026-07-03', end_date: '2026-07-03' };
    expect(compareWithAccepted(accepted, now([hotel, moved, comfort]), 2).services).toEqual([
      {
        change: 'changed',
        id: 11,
        name: 'Cusco city tour',
        level: 0,
        dates: {
          before: { day: '2', start_date: '2026-07-02', end_date: '2026-07-02' },
          after: { day: '3', start_date: '2026-07-03', end_date: '2026-07-03' },
        },
      },
    ]);
  });

  it('reports a change of pax and of the party', () => {
    const three = { ...tour, num_pax: 3 };
    const c = compareWithAccepted(accepted, now([hotel, three, comfort], { num_pax: 3 }), 2);
    // The hotel is taken by everyone ("{}"): the party's third traveller takes it too.
    expect(c.services).toEqual([
      {
        change: 'changed',
        id: 10,
        name: 'Palacio del Inka',
        level: 2,
        pax: { before: { num_pax: 2, passengers: '{}' }, after: { num_pax: 3, passengers: '{}' } },
      },
      {
        change: 'changed',
        id: 11,
        name: 'Cusco city tour',
        level: 0,
        pax: { before: { num_pax: 2, passengers: '{}' }, after: { num_pax: 3, passengers: '{}' } },
      },
    ]);
    expect(c.num_pax).toEqual({ before: 2, after: 3 });
    // Fewer travellers taking it (named pax ids) is a pax change too.
    const some = compareWithAccepted(accepted, now([hotel, { ...tour, passengers: '{7}' }, comfort]), 2);
    expect(some.services[0]!.pax?.after.passengers).toBe('{7}');
  });

  it('reports a change of rooms, but not the same rooms in another order or an empty line', () => {
    const twin = { ...hotel, rooms: [{ id_room_type: 3, qty: 1 }] };
    expect(compareWithAccepted(accepted, now([twin, tour, comfort]), 2).services).toEqual([
      {
        change: 'changed',
        id: 10,
        name: 'Palacio del Inka',
        level: 2,
        rooms: { before: [{ id_room_type: 2, qty: 1 }], after: [{ id_room_type: 3, qty: 1 }] },
      },
    ]);
    const same = {
      ...hotel,
      rooms: [
        { id_room_type: 4, qty: 0 },
        { id_room_type: 2, qty: 1 },
      ],
    };
    expect(compareWithAccepted(accepted, now([same, tour, comfort]), 2).changed).toBe(false);
  });

  it('reports prices up and down, the line and the total', () => {
    const up = compareWithAccepted(accepted, now([{ ...hotel, price: 950 }, tour, comfort], { total: 1070 }), 2);
    expect(up.services[0]!.price).toEqual({ before: 900, after: 950, direction: 'up' });
    expect(up.total).toEqual({ before: 1020, after: 1070, direction: 'up' });
    const down = compareWithAccepted(accepted, now([hotel, { ...tour, price: 100 }, comfort], { total: 1000 }), 2);
    expect(down.services[0]!.price).toEqual({ before: 120, after: 100, direction: 'down' });
    expect(down.total?.direction).toBe('down');
  });

  it('leaves out the levels not sold', () => {
    const c = compareWithAccepted(accepted, now([hotel, tour, { ...comfort, price: 10, day: '2' }]), 2);
    expect(c.changed).toBe(false);
    // With no level sold, every level is the trip.
    expect(compareWithAccepted(accepted, now([hotel, tour, { ...comfort, price: 10 }]), null).services).toHaveLength(1);
  });

  it('reports nothing when a change is undone: moved and moved back, or deleted and added again', () => {
    const movedBack = { ...tour, day: '2', start_date: '2026-07-02', end_date: '2026-07-02' };
    expect(compareWithAccepted(accepted, now([hotel, movedBack, comfort]), 2).changed).toBe(false);
    // Added again from the catalogue: a new id, the same facts.
    const again = { ...tour, id: 99 };
    expect(compareWithAccepted(accepted, now([hotel, again, comfort]), 2).changed).toBe(false);
    // Added again on another day: one service moved, not one removed and one added.
    const elsewhere = { ...tour, id: 99, day: '3', start_date: '2026-07-03', end_date: '2026-07-03' };
    const c = compareWithAccepted(accepted, now([hotel, elsewhere, comfort]), 2);
    expect(c.services).toHaveLength(1);
    expect(c.services[0]).toMatchObject({ change: 'changed', id: 99, dates: { after: { day: '3' } } });
  });
});

describe('saleVersionOf', () => {
  it("reads a stored snapshot's services and the total of the level sold", () => {
    const snapshot = {
      version: 4,
      num_pax: 2,
      services: [
        {
          id: 10,
          service_id: 501,
          name: { id: 1, value: 'Palacio del Inka', translate: [] },
          level: 2,
          day: '1-3',
          start_date: '2026-07-01',
          end_date: '2026-07-03',
          num_pax: 2,
          passengers: '{}',
          room: [{ id_room_type: 2, qty: 1 }],
          price: 900,
          status: 1,
          optional: 0,
        },
      ],
      prices: [
        {
          type: 'seller',
          prices: [
            { level: 1, total: 700, services: [1] },
            { level: 2, total: 900, services: [10] },
          ],
        },
      ],
    };
    expect(saleVersionOf(snapshot, 2)).toEqual({ version: 4, num_pax: 2, services: [hotel], total: 900 });
    expect(saleVersionOf(snapshot, null).total).toBe(700);
    expect(saleVersionOf({}, 2)).toEqual({ version: 0, num_pax: 0, services: [], total: null });
  });
});
