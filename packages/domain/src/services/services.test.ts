import { describe, expect, it } from 'vitest';
import { canGroup, groupServices, paxIdsLiteral, paxIdsOf, relatedServices } from './grouping';
import {
  activateFirstLines,
  isDraftService,
  locationDiffersFromNeighbours,
  locationFlagMessage,
  locationFlaggedIds,
  providerError,
  visibleFromWire,
  visibleToWire,
} from './service-rules';
import { countsInTotals, SERVICE_KIND, SERVICE_STATUS } from '../statuses/service-statuses';
import { groupableServiceSchema } from './services.schemas';

const cusco = [{ location_name: 'Cusco', location_code: 'CUZ' }];
const lima = [{ location_name: 'Lima', location_code: 'LIM' }];
const base = {
  name: 'City tour',
  code: 'SVC1',
  description: 'd',
  notes: '',
  recommendations: '',
  location: cusco,
  images: ['a.jpg'],
  level: 0,
  day: '2',
};

describe('service grouping (docs/domain/services.md)', () => {
  it.each([
    ['same content, disjoint pax, within the itinerary', { passengers: [3, 4] }, 4, true],
    ['overlapping passengers', { passengers: [2, 3] }, 4, false],
    ['pax above the itinerary', { passengers: [3, 4] }, 3, false],
    ['another day', { passengers: [3], day: '3' }, 4, false],
    ['another level', { passengers: [3], level: 1 }, 4, false],
    ['other notes', { passengers: [3], notes: 'x' }, 4, false],
    ['other locations', { passengers: [3], location: lima }, 4, false],
    ['other images', { passengers: [3], images: ['b.jpg'] }, 4, false],
  ])('%s → %s', (_, change, pax, ok) => {
    expect(canGroup({ ...base, passengers: [1, 2] }, { ...base, ...change }, pax)).toBe(ok);
  });

  it('groups in order, each service joining the first group it fits', () => {
    const s = [
      { ...base, id: 1, passengers: [1, 2] },
      { ...base, id: 2, passengers: [3] },
      { ...base, id: 3, passengers: [1] },
      { ...base, id: 4, name: 'Other', passengers: [1] },
    ];
    expect(groupServices(s, 4).map((g) => g.map((x) => x.id))).toEqual([[1, 2], [3], [4]]);
  });
  it('names each grouped service’s related rows (servicesRelated), none for one alone', () => {
    const s = [
      { ...base, id: 1, passengers: [1, 2] },
      { ...base, id: 2, passengers: [3] },
      { ...base, id: 3, passengers: [1] },
    ];
    const related = relatedServices(s, 4);
    expect(related.get(1)).toEqual([2]);
    expect(related.get(2)).toEqual([1]);
    expect(related.has(3)).toBe(false);
  });
  it('validates the content schema', () =>
    expect(groupableServiceSchema.safeParse({ ...base, passengers: [1] }).success).toBe(true));
});

describe('pax ids of a service (contract §6.3: answers give "{12,13}")', () => {
  it('reads the literal and id lists alike, and writes the literal', () => {
    expect(paxIdsOf('{12,13}')).toEqual(['12', '13']);
    expect(paxIdsOf('{}')).toEqual([]);
    expect(paxIdsOf([12, 'p3'])).toEqual(['12', 'p3']);
    expect(paxIdsOf(undefined)).toEqual([]);
    expect(paxIdsLiteral([12, 13])).toBe('{12,13}');
    expect(paxIdsLiteral([])).toBe('{}');
  });

  it('groups services whose literals do not overlap, and keeps apart those that do', () => {
    const base = { name: 'Tour', day: '2', num_pax: 2 };
    expect(canGroup({ ...base, passengers: '{1,2}' }, { ...base, passengers: '{3,4}' }, 4)).toBe(true);
    expect(canGroup({ ...base, passengers: '{1,2}' }, { ...base, passengers: [2, 3] }, 4)).toBe(false);
  });
});

describe('service rules', () => {
  it.each([
    [null, true],
    [undefined, true],
    [0, true],
    [12, false],
  ])('id %j is a draft: %s', (id, draft) => expect(isDraftService({ id })).toBe(draft));

  it.each([
    [7, [1, -1, -1], [1, -1]],
    [5, [1, -1, -1], [1, -1]],
    [2, [1, 1, 1], [1, 1]],
    [9, [1, 1, 1], [1, 1]],
  ])('type %d keeps price lines %j and supplier lines %j active', (type, prices, suppliers) => {
    const r = activateFirstLines(
      type,
      [{ price: 1 }, { price: 2 }, { price: 3 }],
      [
        { supplier_code: 'A', name: 'A' },
        { supplier_code: 'B', name: 'B' },
      ],
    );
    expect(r.priceLines.map((l) => l.status ?? 1)).toEqual(prices);
    expect(r.supplierLines.map((l) => l.status ?? 1)).toEqual(suppliers);
  });

  it.each([
    [[], 'This service has no provider'],
    [null, 'This service has no provider'],
    [[{ supplier_code: 'A', name: 'A', status: -1 as const }], 'This service has no provider'],
    [[{ supplier_code: 'A', name: 'A' }], null],
  ])('suppliers %j → %s', (lines, msg) => expect(providerError(lines)).toBe(msg));

  it.each([
    [cusco, cusco, cusco, false],
    [cusco, lima, cusco, true],
    [cusco, cusco, lima, true],
    [cusco, null, null, false],
    [[], lima, lima, false],
    [cusco, { location: [] }, undefined, false],
  ])('location check %#', (own, prev, next, flagged) => {
    const wrap = (x: unknown) => (x === null || x === undefined ? x : Array.isArray(x) ? { location: x } : x);
    expect(locationDiffersFromNeighbours({ location: own }, wrap(prev) as never, wrap(next) as never)).toBe(flagged);
  });

  it('flags, over a whole quote, the live services of another place than a live neighbour', () => {
    const s = (id: number, location: typeof cusco, status = 1) => ({ id, location, status });
    expect([...locationFlaggedIds([s(1, cusco), s(2, lima), s(3, cusco)])]).toEqual([1, 2, 3]);
    // A cancelled service is out of the trip: its neighbours meet across it.
    expect([...locationFlaggedIds([s(1, cusco), s(2, lima, 3), s(3, cusco)])]).toEqual([]);
    expect(locationFlagMessage('Lima transfer')).toBe(
      'Lima transfer: This service is in another place than the services before and after it',
    );
  });

  it('maps visibility 0/1 to booleans', () => {
    expect([
      visibleToWire(true),
      visibleToWire(false),
      visibleFromWire(1),
      visibleFromWire(0),
      visibleFromWire(null),
    ]).toEqual([1, 0, true, false, false]);
  });

  it.each([
    [SERVICE_KIND.REGULAR, SERVICE_STATUS.PENDING, true],
    [SERVICE_KIND.CONFIRMED, SERVICE_STATUS.CONFIRMED, true],
    [SERVICE_KIND.OPTIONAL, SERVICE_STATUS.PENDING, false],
    [SERVICE_KIND.REGULAR, SERVICE_STATUS.CANCELED, false],
    [SERVICE_KIND.REGULAR, SERVICE_STATUS.DISABLED, false],
  ])('kind %d status %d counts in totals: %s', (optional, status, counts) =>
    expect(countsInTotals({ optional, status })).toBe(counts),
  );
});
