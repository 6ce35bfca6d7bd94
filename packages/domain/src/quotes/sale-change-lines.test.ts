import { describe, expect, it } from 'vitest';
import { clientChangeSummary, saleChangeLines } from './sale-change-lines';
import { compareWithAccepted, type SaleService, type SaleVersion } from './sale-changes';
import { saleHotel as hotel } from './sale.fixture';

// Issue 48, docs/decisions/issues.md: the sale's changes as the banner and the client's summary read them, before → after.

const tour: SaleService = {
  ...hotel,
  id: 11,
  service_id: 502,
  name: 'Cusco city tour',
  day: '2',
  rooms: [],
  price: 120,
};
const accepted: SaleVersion = { version: 3, num_pax: 2, services: [hotel, tour], total: 1020 };
const opts = { sign: '$', linePrices: true, numPax: { before: 2, after: 2 } };

describe('saleChangeLines', () => {
  it('says each service added, removed, moved, re-roomed and re-priced, then the party, per person and total', () => {
    const moved = {
      ...hotel,
      day: '2-4',
      start_date: '2026-07-02',
      end_date: '2026-07-04',
      num_pax: 3,
      rooms: [{ id_room_type: 4, qty: 1 }],
      price: 1200,
    };
    const train: SaleService = { ...tour, id: 14, service_id: 600, name: 'Train to Machu Picchu', price: 300 };
    const changes = compareWithAccepted(accepted, { version: 5, num_pax: 3, services: [moved, train], total: 1500 }, 2);
    const lines = saleChangeLines(changes, opts).map((l) => [l.what, l.kind, l.before, l.after]);
    expect(lines).toEqual([
      ['Cusco city tour', 'removed', 'Cusco city tour ($120.00)', null],
      ['Palacio del Inka', 'dates', 'Day 1-3, 2026-07-01 – 2026-07-03', 'Day 2-4, 2026-07-02 – 2026-07-04'],
      ['Palacio del Inka', 'rooms', '1 × Double', '1 × Triple'],
      ['Palacio del Inka', 'price_up', '$900.00', '$1,200.00'],
      ['Train to Machu Picchu', 'added', null, 'Train to Machu Picchu ($300.00)'],
      ['Travellers', 'pax', '2 travellers', '3 travellers'],
      ['Price per person', 'price_down', '$510.00', '$500.00'],
      ['Total', 'price_up', '$1,020.00', '$1,500.00'],
    ]);
  });

  it("says a service's travellers only when they do not just follow the party", () => {
    // Found on the screen: a party of 5 → 6 listed "5 → 6 travellers" under every service.
    const grown = compareWithAccepted(accepted, { ...accepted, version: 5, num_pax: 3 }, 2);
    expect(
      saleChangeLines(grown, opts)
        .filter((l) => l.kind === 'pax')
        .map((l) => l.what),
    ).toEqual(['Travellers']);
    const fewer = compareWithAccepted(
      accepted,
      { ...accepted, version: 5, services: [{ ...hotel, passengers: '{1}', num_pax: 1 }, tour] },
      2,
    );
    expect(saleChangeLines(fewer, opts).map((l) => [l.what, l.kind, l.before, l.after])).toContainEqual([
      'Palacio del Inka',
      'pax',
      '2 travellers',
      '1 traveller',
    ]);
  });

  it('leaves line prices out for the client and reads nothing when nothing changed', () => {
    const cheaper = compareWithAccepted(
      accepted,
      { ...accepted, version: 4, services: [{ ...hotel, price: 800 }, tour], total: 920 },
      2,
    );
    expect(saleChangeLines(cheaper, { ...opts, linePrices: false }).map((l) => [l.what, l.before, l.after])).toEqual([
      ['Price per person', '$510.00', '$460.00'],
      ['Total', '$1,020.00', '$920.00'],
    ]);
    expect(saleChangeLines(compareWithAccepted(accepted, { ...accepted, version: 4 }, 2), opts)).toEqual([]);
  });
});

describe('clientChangeSummary', () => {
  const moved = { ...hotel, day: '2-4', start_date: '2026-07-02', end_date: '2026-07-04', price: 1000 };
  const changes = compareWithAccepted(accepted, { version: 5, num_pax: 2, services: [moved, tour], total: 1120 }, 2);
  const dates = {
    before: { startDate: '2026-07-01', endDate: '2026-07-03', numDays: 3 },
    after: { startDate: '2026-07-02', endDate: '2026-07-04', numDays: 3 },
  };

  it("tells the client the dates, the services and the level's price as the pages showed it, without line prices", () => {
    const summary = clientChangeSummary({
      changes,
      level: 2,
      dates,
      figures: { before: { total: 1020, perPerson: 510 }, after: { total: 1120, perPerson: 560 } },
      numPax: { before: 2, after: 2 },
    });
    expect(summary).toEqual({
      acceptedVersion: 3,
      acceptedAt: null,
      level: 2,
      dates,
      lines: [
        {
          what: 'Palacio del Inka',
          kind: 'dates',
          // The client reads dates as the page writes them.
          before: 'Day 1-3, 1 Jul 2026 – 3 Jul 2026',
          after: 'Day 2-4, 2 Jul 2026 – 4 Jul 2026',
        },
      ],
      perPerson: { before: 510, after: 560 },
      total: { before: 1020, after: 1120 },
    });
    expect(JSON.stringify(summary)).not.toContain('1,000');
  });

  it('leaves dates that did not move and prices the page hides out', () => {
    const summary = clientChangeSummary({
      changes,
      level: 7,
      dates: { before: dates.before, after: dates.before },
      figures: { before: null, after: null },
      numPax: { before: 2, after: 2 },
    });
    expect([summary.level, summary.dates, summary.perPerson, summary.total]).toEqual([null, null, null, null]);
  });
});

// Issue 48, docs/decisions/issues.md (after the yes): a quote in Spanish or Portuguese reads its changes in that language, dates as the page writes them.
describe('the change lines in the quote language', () => {
  const moved = {
    ...hotel,
    day: '2-4',
    start_date: '2026-07-02',
    end_date: '2026-07-04',
    rooms: [{ id_room_type: 4, qty: 1 }],
  };
  const shrunk = { ...tour, passengers: '{1}', num_pax: 1 };
  const changes = compareWithAccepted(accepted, { version: 5, num_pax: 3, services: [moved, shrunk], total: 1500 }, 2);
  const read = (language: string) =>
    saleChangeLines({ ...changes, total: null }, { ...opts, linePrices: false, language }).map((l) => [
      l.what,
      l.before,
      l.after,
    ]);

  it.each([
    [
      'es',
      [
        ['Cusco city tour', '2 viajeros', '1 viajero'],
        ['Palacio del Inka', 'Día 1-3, 1 jul 2026 – 3 jul 2026', 'Día 2-4, 2 jul 2026 – 4 jul 2026'],
        ['Palacio del Inka', '1 × Doble', '1 × Triple'],
        ['Viajeros', '2 viajeros', '3 viajeros'],
      ],
    ],
    [
      'pt-BR',
      [
        ['Cusco city tour', '2 viajantes', '1 viajante'],
        ['Palacio del Inka', 'Dia 1-3, 1 jul 2026 – 3 jul 2026', 'Dia 2-4, 2 jul 2026 – 4 jul 2026'],
        ['Palacio del Inka', '1 × Duplo', '1 × Triplo'],
        ['Viajantes', '2 viajantes', '3 viajantes'],
      ],
    ],
  ])('reads in %s', (language, want) => expect(read(language)).toEqual(want));

  it('names the price per person, the total and a room list left empty in the language too', () => {
    const emptied = compareWithAccepted(
      accepted,
      { ...accepted, version: 4, services: [{ ...hotel, rooms: [] }, tour], total: 920 },
      2,
    );
    expect(saleChangeLines(emptied, { ...opts, language: 'es' }).map((l) => [l.what, l.before, l.after])).toEqual([
      ['Palacio del Inka', '1 × Doble', 'Sin habitaciones'],
      ['Precio por persona', '$510.00', '$460.00'],
      ['Total', '$1,020.00', '$920.00'],
    ]);
  });

  it("gives the client's summary the date of the yes, never only the internal version", () => {
    const summary = clientChangeSummary({
      changes,
      level: 2,
      dates: {
        before: { startDate: null, endDate: null, numDays: 3 },
        after: { startDate: null, endDate: null, numDays: 3 },
      },
      figures: { before: null, after: null },
      numPax: { before: 2, after: 3 },
      language: 'pt-BR',
      acceptedAt: '2026-03-12T09:30:00.000Z',
    });
    expect(summary.acceptedAt).toBe('2026-03-12T09:30:00.000Z');
    expect(summary.lines.map((l) => l.what)).toContain('Viajantes');
  });
});
