import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from './templates';
import { COMPARABLE_OPTIONS, projectProposal, type ProjectionInput, type ProjectionService } from './project';
import { diffProposals } from './diff';

const service = (over: Partial<ProjectionService> & Pick<ProjectionService, 'id' | 'name'>): ProjectionService => ({
  serviceTypeId: 7,
  day: '1',
  order: over.id,
  level: 0,
  kind: 0,
  status: 1,
  visible: true,
  location: 'Cusco',
  price: 200,
  numPax: 2,
  ...over,
});

/** A two-pax, four-day quote: a hotel per level, a tour, an optional and a hidden transfer. */
export function input(over: Partial<ProjectionInput> = {}): ProjectionInput {
  return {
    code: 'c'.repeat(43),
    version: 3,
    publishedAt: '2026-11-26T06:00:00.000Z',
    template: { id: 1, path: 'whitelabel' },
    colors: DEFAULT_COLORS,
    options: [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 13],
    images: { logo: '/media/logo.webp' },
    language: 'en',
    sender: { name: 'Demo DMC', email: 'owner@demo.test', phone: null, ownerName: 'Olga Owner' },
    quote: {
      title: 'Peru classic',
      description: '<p>Ten days</p>',
      startDate: '2027-03-01',
      endDate: '2027-03-04',
      numPax: 2,
      numDay: 4,
      clientName: 'Andes Travel',
      destinations: ['Cusco'],
    },
    currency: { code: 'USD', sign: '$' },
    days: [
      {
        day: 1,
        title: 'Arrival',
        description: '<p>Welcome</p>',
        images: [],
        overnight: 'Cusco',
        meals: { breakfast: false, lunch: false, dinner: true },
      },
    ],
    services: [
      service({ id: 1, name: 'Casa Andina', serviceTypeId: 2, day: '1-4', level: 1, price: 600 }),
      service({ id: 2, name: 'Belmond Monasterio', serviceTypeId: 2, day: '1-4', level: 3, price: 1800 }),
      service({ id: 3, name: 'City tour', day: '2', price: 90 }),
      service({ id: 4, name: 'Cooking class', day: '3', kind: 1, price: 120 }),
      service({ id: 5, name: 'Airport transfer', serviceTypeId: 5, day: '1', visible: false, price: 40 }),
      service({ id: 6, name: 'Cancelled trek', day: '3', status: 3, price: 500 }),
    ],
    levels: [
      { level: 1, total: 1001, room_type_prices: [{ id_room_type: 2, per_person: 500.5 }], services: [1, 3, 5] },
      { level: 2, total: 0, room_type_prices: [], services: [] },
      { level: 3, total: 2201, room_type_prices: [{ id_room_type: 2, per_person: 1100.5 }], services: [2, 3, 5] },
    ],
    ...over,
  };
}

const keysOf = (value: unknown, out = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
};

describe('the proposal a client is shown', () => {
  it('lays the programme out by day, each service on the days of its range, hidden and canceled ones left out', () => {
    const p = projectProposal(input());
    expect(p.days.map((d) => d.day)).toEqual([1, 2, 3, 4]);
    expect(p.days[0]!.services.map((s) => s.name)).toEqual(['Casa Andina', 'Belmond Monasterio']);
    // A stay '1-4' is on the nights 1–3 and checks out on day 4.
    expect(p.days[3]!.services).toEqual([]);
    expect(p.days[1]!.services.map((s) => s.name)).toEqual(['Casa Andina', 'Belmond Monasterio', 'City tour']);
    expect(p.days[2]!.services.map((s) => s.name)).toContain('Cooking class');
    expect(p.days.flatMap((d) => d.services).some((s) => /transfer|trek/i.test(s.name))).toBe(false);
    expect(p.days[0]).toMatchObject({ title: 'Arrival', date: '2027-03-01', overnight: 'Cusco', meals: ['dinner'] });
  });

  it('offers only the priced levels among those shown, with per person and per room type prices', () => {
    const p = projectProposal(input());
    expect(p.levels.map((l) => [l.level, l.label])).toEqual([
      [1, 'Comfort'],
      [3, 'Luxury'],
    ]);
    expect(p.levels[0]).toMatchObject({
      total: 1001,
      perPerson: 500.5,
      rooms: [{ roomType: 'Double', pricePerPerson: 500.5 }],
    });
    expect(p.levels[1]!.hotels).toEqual([
      { name: 'Belmond Monasterio', location: 'Cusco', nights: 3, day: 1, image: null },
    ]);
    expect(projectProposal(input({ options: [2, 4, 8, 10] })).levels.map((l) => l.level)).toEqual([3]);
  });

  it('shows per-service prices only with option 5, and optionals priced only with 13', () => {
    const priced = (options: number[]) =>
      projectProposal(input({ options }))
        .days.flatMap((d) => d.services)
        .filter((s) => s.pricePerPerson !== null)
        .map((s) => s.name);
    expect(priced([2, 4, 10])).toEqual([]);
    expect(priced([2, 4, 10, 13])).toEqual(['Cooking class']);
    expect(new Set(priced([4, 5, 10]))).toEqual(
      new Set(['Casa Andina', 'Belmond Monasterio', 'City tour', 'Cooking class']),
    );
    const cooking = projectProposal(input({ options: [4, 13] })).days[2]!.services;
    expect(cooking).toEqual([expect.objectContaining({ name: 'Cooking class', pricePerPerson: 60, optional: true })]);
  });

  it('leaves every price out without option 10, and dates, description and contact out without 1, 11 and 9', () => {
    const p = projectProposal(input({ options: [2, 4] }));
    expect(p.levels.every((l) => l.total === null && l.perPerson === null && l.rooms.length === 0)).toBe(true);
    expect(p.quote).toMatchObject({ startDate: null, endDate: null, description: null });
    expect(p.days[0]!.date).toBeNull();
    expect(p.sender).toMatchObject({ email: null, phone: null, name: 'Demo DMC' });
    expect(p.levels[0]!.hotels).toEqual([]);
  });

  it('the payment gateway (12) brings hotels, prices and optionals with prices', () => {
    const p = projectProposal(input({ options: [4, 12] }));
    expect(p.options).toEqual([3, 4, 10, 12, 13]);
    expect(p.levels[0]!.total).toBe(1001);
  });

  it('shows a child’s own price by age with the prices (10), never her name', () => {
    // As the engine stores them: with the passenger's id, which the proposal must not carry.
    const stored = [{ pax_id: 7, age: 8, per_person: 310 }];
    const levels = input().levels.map((l) => (l.level === 1 ? { ...l, child_prices: stored } : l));
    const p = projectProposal(input({ levels }));
    expect(p.levels[0]!.children).toEqual([{ age: 8, pricePerPerson: 310 }]);
    expect(JSON.stringify(p)).not.toContain('pax_id');
    expect(projectProposal(input({ levels, options: [2, 4] })).levels[0]!.children).toEqual([]);
  });

  it('offers the price per person by group size only with option 14, per level', () => {
    const groupPrices = [
      { numPax: 2, levels: [{ level: 1, double: 501, singleSupplement: 120 }] },
      {
        numPax: 6,
        levels: [
          { level: 1, double: 380, singleSupplement: 120 },
          { level: 3, double: null, singleSupplement: null },
        ],
      },
    ];
    const p = projectProposal(input({ groupPrices, options: [4, 10, 14] }));
    expect(p.levels[0]!.groupSizes).toEqual([
      { numPax: 2, pricePerPerson: 501, singleSupplement: 120 },
      { numPax: 6, pricePerPerson: 380, singleSupplement: 120 },
    ]);
    expect(p.levels[1]!.groupSizes).toEqual([]);
    expect(projectProposal(input({ groupPrices })).levels[0]!.groupSizes).toEqual([]);
  });

  it("shows a day its services' pictures when it has none of its own, and each service its picture (issue 43)", () => {
    const pic = (n: number) => `/tenant/assets/thumbnail/0b6f4e2c-1a2b-4c3d-8e9f-00000000000${n}`;
    const base = input();
    const p = projectProposal({
      ...base,
      days: [{ ...base.days[0]!, images: ['https://cdn.example.com/own.jpg'] }],
      services: base.services.map((s) =>
        s.id === 3
          ? { ...s, image: pic(3) }
          : s.id === 1
            ? { ...s, image: pic(1) }
            : s.id === 5
              ? { ...s, image: pic(5) }
              : s,
      ),
    });
    expect(p.days[0]!.images).toEqual(['https://cdn.example.com/own.jpg']);
    // Day 2: the tour's picture and the stay's (on every night of its range); never the hidden transfer's.
    expect(p.days[1]!.images).toEqual([pic(1), pic(3)]);
    expect(p.days[3]!.images).toEqual([]);
    expect(p.days[1]!.services.find((s) => s.name === 'City tour')!.image).toBe(pic(3));
    expect(JSON.stringify(p)).not.toContain(pic(5));
  });

  it('recommends a level only when the client is offered it, and keeps the next steps trimmed (issue 44)', () => {
    expect(projectProposal(input({ sale: { recommendedLevel: 3, nextSteps: '  Call Ana.  ' } }))).toMatchObject({
      recommendedLevel: 3,
      nextSteps: 'Call Ana.',
    });
    // Level 2 is not priced, level 1 not shown without option 6: neither is recommended.
    expect(projectProposal(input({ sale: { recommendedLevel: 2 } })).recommendedLevel).toBeNull();
    expect(projectProposal(input({ options: [4, 8, 10], sale: { recommendedLevel: 1 } })).recommendedLevel).toBeNull();
    expect(projectProposal(input({ sale: { nextSteps: '   ' } }))).toMatchObject({
      recommendedLevel: null,
      nextSteps: null,
    });
  });

  it('never carries a cost, margin, supplier or passenger field, whatever the inputs hold', () => {
    const dirty = input();
    const leaky = dirty.services.map((s) => ({
      ...s,
      cost: 10,
      margin: 5,
      service_supplier: [{ name: 'X' }],
      passengers: [1],
    }));
    const p = projectProposal({ ...dirty, services: leaky, options: [1, 2, 3, 4, 5, 9, 10, 11, 12, 13] });
    const keys = [...keysOf(p)];
    expect(keys.filter((k) => /cost|margin|supplier|passenger|pax_prices/i.test(k))).toEqual([]);
  });
});

describe('the difference between the published and the current version', () => {
  it('names days, services and level prices that changed, and nothing else', () => {
    const before = projectProposal(input({ options: COMPARABLE_OPTIONS }));
    const changed = input({ options: COMPARABLE_OPTIONS });
    changed.services = [
      ...changed.services.filter((s) => s.name !== 'City tour'),
      service({ id: 9, name: 'Sacred Valley', day: '2', price: 150 }),
    ];
    changed.levels = changed.levels.map((l) => (l.level === 1 ? { ...l, total: 1061 } : l));
    changed.quote = { ...changed.quote, numDay: 5 };
    const diff = diffProposals(before, projectProposal(changed));
    expect(diff.services.map((s) => [s.change, s.name, s.day])).toEqual([
      ['removed', 'City tour', 2],
      ['added', 'Sacred Valley', 2],
    ]);
    expect(diff.levels).toEqual([
      expect.objectContaining({
        level: 1,
        before: expect.objectContaining({ total: 1001 }),
        after: expect.objectContaining({ total: 1061, perPerson: 530.5 }),
      }),
    ]);
    expect(diff.days.map((d) => [d.day, d.change])).toEqual([
      [2, 'changed'],
      [5, 'added'],
    ]);
  });

  it('is empty between a version and itself', () => {
    const p = projectProposal(input());
    expect(diffProposals(p, p)).toEqual({ days: [], services: [], levels: [] });
  });
});
