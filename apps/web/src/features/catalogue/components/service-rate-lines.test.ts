import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { RateLineValues } from './service-form-state';
import {
  addLine,
  addSeason,
  blankLine,
  duplicateLine,
  nextSeason,
  rowProblems,
  type RateDefaults,
} from './service-rate-lines';

const manual = {
  id: 3,
  name: 'Net 2026',
  valid_from: '2026-01-01',
  valid_to: '2027-12-31',
  currency: { id: 1, code: 'USD' },
};
const defaults: RateDefaults = { manual, supplierId: 12, level: 2 };
const HOTEL = 2;
const EXCURSION = 7;

describe('blankLine', () => {
  it('takes the first manual, its currency and dates, and the basis of the type', () => {
    expect(blankLine(HOTEL, defaults)).toMatchObject({
      sales_manual_id: 3,
      currency_id: 1,
      season_from: '2026-01-01',
      season_to: '2027-12-31',
      basis: 'per_room',
      level: 2,
      supplier_id: 12,
      unit_cost: '',
    });
    expect(blankLine(EXCURSION, defaults).basis).toBe('per_person');
  });
});

describe('nextSeason', () => {
  it('starts at the manual when there is no line, six months long', () => {
    expect(nextSeason([], manual)).toEqual({ from: '2026-01-01', to: '2026-06-30' });
  });
  it('follows the latest season and stops at the end of the manual', () => {
    const lines = [blankLine(HOTEL, defaults, { season_from: '2027-01-01', season_to: '2027-09-30' })];
    expect(nextSeason(lines, manual)).toEqual({ from: '2027-10-01', to: '2027-12-31' });
  });
  it('starts this month without a manual', () => {
    expect(nextSeason([], null, dayjs('2026-03-17'))).toEqual({ from: '2026-03-01', to: '2026-08-31' });
  });
});

describe('addSeason', () => {
  it('adds one per-room line per chosen room type for a hotel', () => {
    const lines = addSeason([], { from: '2026-01-01', to: '2026-06-30', roomTypeIds: [1, 2, 4] }, HOTEL, defaults);
    expect(lines.map((l) => [l.id_room_type, l.basis, l.season_from, l.season_to, l.min_pax, l.max_pax])).toEqual([
      [1, 'per_room', '2026-01-01', '2026-06-30', 1, 99],
      [2, 'per_room', '2026-01-01', '2026-06-30', 1, 99],
      [4, 'per_room', '2026-01-01', '2026-06-30', 1, 99],
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
  });

  it('carries the costs of the previous season over, per room type', () => {
    let lines = addSeason([], { from: '2026-01-01', to: '2026-06-30', roomTypeIds: [1, 2] }, HOTEL, defaults);
    lines = lines.map((l) => ({ ...l, unit_cost: l.id_room_type === 1 ? '90' : '100' }));
    const next = addSeason(
      lines,
      { from: '2026-07-01', to: '2026-12-31', roomTypeIds: [2, 1, 4] },
      HOTEL,
      defaults,
    ).slice(2);
    expect(next.map((l) => [l.id_room_type, l.unit_cost])).toEqual([
      [2, '100'],
      [1, '90'],
      [4, ''],
    ]);
    expect(rowProblems([...lines, ...next], HOTEL)).toEqual({ 4: ['Enter the unit cost.'] });
  });

  it('repeats the pax ranges of the latest season for other services, without saved ids', () => {
    const first: RateLineValues[] = [
      blankLine(EXCURSION, defaults, {
        id: 1,
        season_from: '2026-01-01',
        season_to: '2026-12-31',
        min_pax: 1,
        max_pax: 1,
        unit_cost: '120',
      }),
      blankLine(EXCURSION, defaults, {
        id: 2,
        season_from: '2026-01-01',
        season_to: '2026-12-31',
        min_pax: 2,
        max_pax: 6,
        unit_cost: '85',
      }),
    ];
    const lines = addSeason(first, { from: '2027-01-01', to: '2027-12-31', roomTypeIds: [] }, EXCURSION, defaults);
    expect(lines.slice(2).map((l) => [l.id, l.season_from, l.min_pax, l.max_pax, l.unit_cost])).toEqual([
      [undefined, '2027-01-01', 1, 1, '120'],
      [undefined, '2027-01-01', 2, 6, '85'],
    ]);
  });
});

describe('addLine and duplicateLine', () => {
  it('continues the pax range after the last line', () => {
    const lines = addLine(
      [blankLine(EXCURSION, defaults, { min_pax: 1, max_pax: 3, unit_cost: '50' })],
      EXCURSION,
      defaults,
    );
    expect(lines[1]).toMatchObject({
      min_pax: 4,
      max_pax: 4,
      unit_cost: '',
      basis: 'per_person',
      season_from: '2026-01-01',
    });
  });
  it('duplicates a line right after itself as a new one', () => {
    const lines = [
      blankLine(EXCURSION, defaults, { id: 5, unit_cost: '1' }),
      blankLine(EXCURSION, defaults, { id: 6, unit_cost: '2' }),
    ];
    const out = duplicateLine(lines, 0);
    expect(out.map((l) => [l.id, l.unit_cost])).toEqual([
      [5, '1'],
      [undefined, '1'],
      [6, '2'],
    ]);
    expect(out[1]!.key).not.toBe(out[0]!.key);
  });
});

describe('rowProblems', () => {
  it('shows overlapping seasons on the offending row with the domain words', () => {
    const lines = [
      blankLine(HOTEL, defaults, {
        id_room_type: 2,
        season_from: '2026-01-01',
        season_to: '2026-06-30',
        unit_cost: '100',
      }),
      blankLine(HOTEL, defaults, {
        id_room_type: 2,
        season_from: '2026-06-01',
        season_to: '2026-12-31',
        unit_cost: '110',
      }),
      blankLine(HOTEL, defaults, {
        id_room_type: 1,
        season_from: '2026-06-01',
        season_to: '2026-12-31',
        unit_cost: '90',
      }),
    ];
    const problems = rowProblems(lines, HOTEL);
    expect(Object.keys(problems)).toEqual(['1']);
    expect(problems[1]![0]).toBe(
      'Seasons overlap for 1–99 pax: 2026-06-01 – 2026-12-31 overlaps 2026-01-01 – 2026-06-30 (row 1).',
    );
  });

  it('asks for what is missing and refuses per-room rates on an excursion', () => {
    const problems = rowProblems(
      [
        blankLine(EXCURSION, defaults, { unit_cost: '', min_pax: '' }),
        blankLine(EXCURSION, defaults, { basis: 'per_room', id_room_type: 2, unit_cost: '3' }),
      ],
      EXCURSION,
    );
    expect(problems[0]).toEqual(['Enter the pax range.', 'Enter the unit cost.']);
    expect(problems[1]).toContain('Only accommodation and packages are priced per room.');
  });

  it('flags a reversed pax range and a negative cost', () => {
    const problems = rowProblems(
      [blankLine(EXCURSION, defaults, { min_pax: 5, max_pax: 2, unit_cost: '-1' })],
      EXCURSION,
    );
    expect(problems[0]).toEqual([
      'The pax range is reversed: min 5 is above max 2.',
      'The unit cost must be a number of 0 or more.',
    ]);
  });

  it('reads the child prices as the engine will and says what is wrong with them', () => {
    const problems = rowProblems(
      [
        blankLine(EXCURSION, defaults, { unit_cost: '40', age_bands: '0-2 free; 3-11 half' }),
        blankLine(EXCURSION, defaults, {
          unit_cost: '40',
          min_pax: 100,
          max_pax: 120,
          age_bands: '0-5 free; 4-11 50%',
        }),
        blankLine(EXCURSION, defaults, {
          unit_cost: '40',
          min_pax: 121,
          max_pax: 130,
          age_bands: '0-2 free; 3-11 50%',
        }),
      ],
      EXCURSION,
    );
    expect(problems[0]).toEqual([
      "Age bands: '3-11 half' is not an age band: write the ages and a price, e.g. 0-2 free; 3-11 50%; 12-17 35.50.",
    ]);
    expect(problems[1]).toEqual(['The age bands 0–5 and 4–11 overlap: a child of 4 would have two prices.']);
    expect(problems[2]).toBeUndefined();
  });
});
