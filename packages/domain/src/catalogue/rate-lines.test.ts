import { describe, expect, it } from 'vitest';
import { rateLinesClash, validateRateLines, type RateLineDraft } from './rate-lines';

const line = (over: Partial<RateLineDraft> = {}): RateLineDraft => ({
  sales_manual_id: 1,
  season_from: '2026-01-01',
  season_to: '2026-03-31',
  min_pax: 1,
  max_pax: 4,
  id_room_type: null,
  level: 0,
  basis: 'per_person',
  unit_cost: 50,
  ...over,
});

describe('rate line rules', () => {
  it('accepts consecutive seasons and separate pax ranges', () => {
    const lines = [
      line(),
      line({ season_from: '2026-04-01', season_to: '2026-12-31' }),
      line({ min_pax: 5, max_pax: 8 }),
    ];
    expect(validateRateLines(lines, 7)).toEqual([]);
  });

  it('refuses overlapping seasons for the same pax range, naming the row', () => {
    const lines = [
      line({ row: 2 }),
      line({ row: 3, season_from: '2026-03-15', season_to: '2026-06-30', min_pax: 2, max_pax: 3 }),
    ];
    expect(validateRateLines(lines, 7)).toEqual([
      {
        index: 1,
        row: 3,
        message: 'Seasons overlap for 2–3 pax: 2026-03-15 – 2026-06-30 overlaps 2026-01-01 – 2026-03-31 (row 2).',
      },
    ]);
  });

  it('lets other room types, levels and sales manuals share a season', () => {
    expect(rateLinesClash(line({ id_room_type: 1 }), line({ id_room_type: 2 }))).toBe(false);
    expect(rateLinesClash(line({ level: 1 }), line({ level: 2 }))).toBe(false);
    expect(rateLinesClash(line(), line({ sales_manual_id: 2 }))).toBe(false);
  });

  it('refuses a reversed pax range and a reversed season', () => {
    const problems = validateRateLines(
      [line({ min_pax: 5, max_pax: 2, season_from: '2026-05-01', season_to: '2026-04-01' })],
      7,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'The pax range is reversed: min 5 is above max 2.',
      'The season ends (2026-04-01) before it starts (2026-05-01).',
    ]);
  });

  it('ties room types to per-room rates of hotels and packages', () => {
    expect(validateRateLines([line({ basis: 'per_room', id_room_type: 2 })], 7).map((p) => p.message)).toEqual([
      'Only accommodation and packages are priced per room.',
    ]);
    expect(validateRateLines([line({ basis: 'per_room' })], 2).map((p) => p.message)).toEqual([
      'A per-room rate needs a room type.',
    ]);
    expect(validateRateLines([line({ id_room_type: 2 })], 7).map((p) => p.message)).toEqual([
      'A room type is only for per-room rates.',
    ]);
    expect(validateRateLines([line({ basis: 'per_room', id_room_type: 2 })], 2)).toEqual([]);
  });

  it('finds every clash in a long sheet', () => {
    const lines = Array.from({ length: 12 }, (_, i) =>
      line({
        season_from: `2026-${String(i + 1).padStart(2, '0')}-01`,
        season_to: `2026-${String(i + 1).padStart(2, '0')}-20`,
      }),
    );
    lines.push(line({ season_from: '2026-02-10', season_to: '2026-04-05' }));
    expect(validateRateLines(lines, 7)).toHaveLength(3);
  });

  it('reports each clashing line once, so a sheet of clashes stays readable', () => {
    const lines = Array.from({ length: 1500 }, () => line());
    const problems = validateRateLines(lines, 7);
    expect(problems).toHaveLength(1499);
    expect(new Set(problems.map((p) => p.index)).size).toBe(1499);
  });

  it('takes child and infant bands on per-person and per-room lines', () => {
    const bands = [
      { min_age: 0, max_age: 2, percentage: 0 },
      { min_age: 3, max_age: 11, unit_cost: '35.50' },
    ];
    expect(validateRateLines([line({ age_bands: bands })], 7)).toEqual([]);
    expect(validateRateLines([line({ basis: 'per_room', id_room_type: 2, age_bands: bands })], 2)).toEqual([]);
  });

  it('refuses age bands that overlap, are reversed, lack a price or sit on a group or unit rate', () => {
    const problems = (bands: RateLineDraft['age_bands'], over: Partial<RateLineDraft> = {}) =>
      validateRateLines([line({ age_bands: bands, ...over })], 7).map((p) => p.message);
    expect(
      problems([
        { min_age: 0, max_age: 5, percentage: 0 },
        { min_age: 4, max_age: 11, percentage: 50 },
      ]),
    ).toEqual(['The age bands 0–5 and 4–11 overlap: a child of 4 would have two prices.']);
    expect(problems([{ min_age: 11, max_age: 3, percentage: 50 }])).toEqual([
      'The age band 11–3 is reversed: its first age is above its last.',
    ]);
    expect(problems([{ min_age: 3, max_age: 11 }])).toEqual([
      'The age band 3–11 needs a percentage of the adult rate or a cost of its own.',
    ]);
    expect(problems([{ min_age: 3, max_age: 11, percentage: 50, unit_cost: 20 }])).toEqual([
      'The age band 3–11 has both a percentage and a cost: keep one.',
    ]);
    expect(problems([{ min_age: 3, max_age: 11, percentage: 150 }])).toEqual([
      'The age band 3–11 is priced at 150 % of the adult rate: give 0 to 100 %.',
    ]);
    expect(problems([{ min_age: 3, max_age: 11, percentage: 50 }], { basis: 'per_group' })).toEqual([
      'Child and infant prices are for per-person and per-room rates: a group or unit price is the same whoever travels.',
    ]);
    expect(problems(Array.from({ length: 5 }, (_, i) => ({ min_age: i, max_age: i, percentage: 0 })))).toEqual([
      'A rate line has at most 4 age bands.',
    ]);
  });
});
