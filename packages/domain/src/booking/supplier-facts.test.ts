import { describe, expect, it } from 'vitest';
import {
  SUPPLIER_NOTES_BY_SERVICE_TYPE,
  isOnVoucher,
  passengerNoteText,
  passengerNotesFor,
  stayOf,
  supplierPassengerLabel,
} from './supplier-facts';

// What a supplier is told of a booked service (decision 0060, docs/domain/booking.md): the stay's
// check-in and check-out, children's ages, the notes its kind of service needs, never more.

describe('the stay of a night service', () => {
  it.each([
    // A one-night stay on day 3 checks out on day 4, though its range holds one day.
    [
      '3',
      '2026-07-03',
      '2026-07-03',
      { nights: 1, check_in: '2026-07-03', check_out: '2026-07-04', day_in: 3, day_out: 4 },
    ],
    [
      '1-3',
      '2026-07-01',
      '2026-07-03',
      { nights: 2, check_in: '2026-07-01', check_out: '2026-07-03', day_in: 1, day_out: 3 },
    ],
    // A quote without dates: the days alone.
    ['2', null, null, { nights: 1, check_in: null, check_out: null, day_in: 2, day_out: 3 }],
    // Across the end of a month.
    [
      '5',
      '2026-07-31',
      '2026-07-31',
      { nights: 1, check_in: '2026-07-31', check_out: '2026-08-01', day_in: 5, day_out: 6 },
    ],
  ] as const)('day %s from %s: %o', (day, start, end, stay) => {
    expect(stayOf({ id_service_type: 2, day, start_date: start, end_date: end })).toMatchObject(stay);
  });

  it('is a package’s too, and no stay for a service counted in days', () => {
    expect(stayOf({ id_service_type: 9, day: '4', start_date: '2026-07-04', end_date: '2026-07-04' })?.check_out).toBe(
      '2026-07-05',
    );
    expect(stayOf({ id_service_type: 7, day: '4', start_date: '2026-07-04', end_date: '2026-07-04' })).toBeNull();
  });

  it('carries the hotel’s times when the service has them', () => {
    expect(
      stayOf({
        id_service_type: 2,
        day: '1',
        start_date: '2026-07-01',
        end_date: '2026-07-01',
        check_in: '15:00',
        check_out: '',
      }),
    ).toMatchObject({ check_in_time: '15:00', check_out_time: null });
  });
});

describe('a passenger as a supplier reads it', () => {
  const p = (type: 'adult' | 'child' | 'infant', extra: { birthdate?: string | null; age?: number | null } = {}) => ({
    first_name: 'Lucía',
    last_name: 'Quispe',
    type,
    birthdate: null,
    age: null,
    ...extra,
  });
  it.each([
    [p('adult', { birthdate: '1980-02-02' }), 'Lucía Quispe'],
    [p('child', { birthdate: '2019-07-02' }), 'Lucía Quispe (CHD 6)'],
    [p('child', { birthdate: '2019-07-01' }), 'Lucía Quispe (CHD 7)'],
    [p('infant', { age: 1 }), 'Lucía Quispe (INF 1)'],
    [p('child'), 'Lucía Quispe (CHD)'],
  ])('%o reads %s: the travel trade’s code and an age, never a birth date', (pax, label) => {
    expect(supplierPassengerLabel(pax, 0, '2026-07-01', '2026-01-01')).toBe(label);
  });

  it('names an unnamed passenger by its place', () => {
    expect(supplierPassengerLabel({ ...p('adult'), first_name: '', last_name: '' }, 2, null, '2026-01-01')).toBe(
      'Passenger 3',
    );
  });
});

describe('the notes a supplier receives, by service type', () => {
  const party = [
    { label: 'Ana', dietary_notes: 'Vegetarian', medical_notes: 'Nut allergy (EpiPen)' },
    { label: 'Tom', dietary_notes: '', medical_notes: 'Asthma' },
    { label: 'Eva', dietary_notes: '  ', medical_notes: '' },
  ];
  it.each([
    [2, 'Accommodation', ['dietary', 'medical']],
    [6, 'Meal', ['dietary', 'medical']],
    [9, 'Package', ['dietary', 'medical']],
    [7, 'Excursion', ['medical']],
    [8, 'Guide', ['medical']],
    [5, 'Transfer', []],
    [3, 'Transport', []],
    [1, 'Flight', []],
    [4, 'Entrance', []],
    [10, 'Other', []],
  ] as const)('type %s (%s) gets %o', (type, _name, kinds) => {
    expect(SUPPLIER_NOTES_BY_SERVICE_TYPE[type]).toEqual(kinds);
  });

  it('gives a hotel both notes of whoever has one, and nothing of the others', () => {
    expect(passengerNotesFor(2, party)).toEqual([
      { passenger: 'Ana', dietary: 'Vegetarian', medical: 'Nut allergy (EpiPen)' },
      { passenger: 'Tom', dietary: null, medical: 'Asthma' },
    ]);
  });

  it('gives an excursion the medical notes alone, a transfer company none, an unknown type none', () => {
    expect(passengerNotesFor(7, party)).toEqual([
      { passenger: 'Ana', dietary: null, medical: 'Nut allergy (EpiPen)' },
      { passenger: 'Tom', dietary: null, medical: 'Asthma' },
    ]);
    expect(passengerNotesFor(5, party)).toEqual([]);
    expect(passengerNotesFor(99, party)).toEqual([]);
  });
});

describe('a note as a line', () => {
  it('names the passenger and each note, in the words given', () => {
    const n = { passenger: 'Ana', dietary: 'Vegetarian', medical: 'Asthma' };
    expect(passengerNoteText(n)).toBe('Ana: dietary: Vegetarian; medical: Asthma');
    expect(passengerNoteText({ ...n, dietary: null }, { dietary: 'dieta', medical: 'salud' })).toBe(
      'Ana: salud: Asthma',
    );
  });
});

describe('what goes on a voucher', () => {
  it.each([
    ['confirmed', false, true],
    ['confirmed', true, true],
    ['requested', false, false],
    ['requested', true, true],
    ['to_request', true, true],
    // What a supplier refused, released or the operator dropped is never printed.
    ['declined', true, false],
    ['released', true, false],
    ['dropped', true, false],
  ] as const)('%s, unconfirmed asked for: %s → %s', (state, insist, shown) => {
    expect(isOnVoucher(state, insist)).toBe(shown);
  });
});
