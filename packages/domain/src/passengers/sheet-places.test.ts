import { describe, expect, it } from 'vitest';
import { mergePassengerSave } from './merge';
import { sheetTakesPlaces } from './sheet-places';

const current = [
  { id: 11, first_name: 'Passenger', last_name: '1' },
  { id: 12, first_name: 'José', last_name: 'Pérez' },
  { id: 13, first_name: 'Passenger', last_name: '3' },
];
const row = (first_name: string, last_name: string, more: Record<string, unknown> = {}) => ({
  status: 1 as const,
  first_name,
  last_name,
  ...more,
});

describe('sheetTakesPlaces', () => {
  it('gives a row named as a current passenger that passenger, whatever the accents or case', () => {
    expect(sheetTakesPlaces(current, [row('jose', 'PEREZ')])[0]).toMatchObject({ id: 12 });
    expect(sheetTakesPlaces(current, [row('jose', 'PEREZ')])[0]!.fresh).toBeUndefined();
  });

  it('gives the other rows, in order, the places no row named, fresh', () => {
    const placed = sheetTakesPlaces(current, [row('Ana', 'Ruiz'), row('José', 'Pérez'), row('Luis', 'Ruiz')]);
    expect(placed.map((r) => [r.id, r.fresh])).toEqual([
      [11, true],
      [12, undefined],
      [13, true],
    ]);
  });

  it('adds rows beyond the list as new passengers and names a place once', () => {
    const placed = sheetTakesPlaces(current.slice(0, 1), [row('Ana', 'Ruiz'), row('Ana', 'Ruiz'), row('Jo', 'Li')]);
    expect(placed.map((r) => r.id)).toEqual([11, undefined, undefined]);
  });
});

describe('a fresh item in a replace', () => {
  const stored = {
    id: 11,
    first_name: 'John',
    last_name: 'Smith',
    email: 'john@example.com',
    phone: null,
    gender: null,
    birthdate: '1980-01-01',
    nationality: null,
    passport_number: 'X1',
    passport_expiration: null,
    note: '',
    dietary_notes: '',
    medical_notes: 'asthma',
    emergency_name: null,
    emergency_last_name: null,
    emergency_phone: null,
    type: 'adult' as const,
    age: null,
    lead: true,
    room: null,
  };
  const options = { mode: 'replace' as const, roomCount: () => 2, startDate: '2026-07-01', today: '2026-01-01' };

  it('keeps the id but none of the stored fields of the place it takes', () => {
    const { list, errors } = mergePassengerSave([stored], [{ ...row('Ana', 'Ruiz'), id: 11, fresh: true }], options);
    expect(errors.size).toBe(0);
    expect(list[0]).toMatchObject({ id: 11, first_name: 'Ana', passport_number: null, medical_notes: '' });
  });

  it('keeps the stored fields a named row leaves blank', () => {
    const { list } = mergePassengerSave([stored], [{ ...row('John', 'Smith'), id: 11 }], options);
    expect(list[0]).toMatchObject({ id: 11, passport_number: 'X1', medical_notes: 'asthma' });
  });
});
