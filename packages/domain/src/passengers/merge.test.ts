import { describe, expect, it } from 'vitest';
import { emptyPassenger, mergeErrorMessage, mergePassengerSave, type PassengerRecord } from './merge';

// A save applied to the stored list (P2): the original client's `data` updates, adds and deletes
// (status -1) and leaves the others; Itinera's `passengers` is the whole list.

const stored = (id: number, first: string, over: Partial<PassengerRecord> = {}): PassengerRecord => ({
  ...emptyPassenger(),
  id,
  first_name: first,
  last_name: 'Smith',
  ...over,
});
const current = [stored(1, 'Ann', { lead: true, email: 'ann@example.com' }), stored(2, 'Tom'), stored(3, 'Liz')];
const options = { mode: 'upsert' as const, roomCount: () => 2, startDate: '2026-07-01', today: '2026-01-01' };

describe('a save of passengers', () => {
  it('updates the fields sent, keeps the others, deletes status -1 and adds new ones at the end', () => {
    const { list, errors } = mergePassengerSave(
      current,
      [
        { id: 2, status: 1, last_name: 'Jones', room: 1 },
        { id: 3, status: -1 },
        { status: 1, first_name: 'Mia', birthdate: '2025-03-01' },
      ],
      options,
    );
    expect(errors.size).toBe(0);
    expect(list.map((p) => [p.id, p.first_name, p.last_name, p.type, p.room, p.lead])).toEqual([
      [1, 'Ann', 'Smith', 'adult', null, true],
      [2, 'Tom', 'Jones', 'adult', 1, false],
      [undefined, 'Mia', '', 'infant', null, false],
    ]);
    expect(list[0]!.email).toBe('ann@example.com');
  });

  it('takes the items as the whole list in replace mode, and moves the lead to the one named', () => {
    const { list } = mergePassengerSave(
      current,
      [
        { id: 3, status: 1 },
        { id: 1, status: 1 },
        { status: 1, first_name: 'Ed', lead: true },
      ],
      {
        ...options,
        mode: 'replace',
      },
    );
    expect(list.map((p) => [p.id, p.lead])).toEqual([
      [3, false],
      [1, false],
      [undefined, true],
    ]);
  });

  it('keeps every problem against its item and field, and saves nothing', () => {
    const items = [
      { id: 1, status: 1 as const, email: 'nope' },
      { id: 99, status: 1 as const },
      { status: 1 as const, first_name: '', passport_number: 'A1', room: 5 },
    ];
    const result = mergePassengerSave(current, items, options);
    const { errors } = result;
    expect([...errors]).toEqual([
      [0, { email: 'This is not a valid e-mail address.' }],
      [1, { id: 'This passenger is not on this quote.' }],
      [
        2,
        {
          passport_number: 'A passport number has 5 to 20 letters and digits.',
          first_name: 'The first name is required.',
          room: 'Room 6 does not exist: the quote has 2 rooms.',
        },
      ],
    ]);
    const whole = mergePassengerSave(current, [{ status: 1, first_name: '', room: 5 }], options).errors;
    expect(whole.get(0)).toEqual({
      first_name: 'The first name is required.',
      room: 'Room 6 does not exist: the quote has 2 rooms.',
    });
    expect(mergeErrorMessage(result)).toBe(
      'Ann Smith: This is not a valid e-mail address. 4 more fields to correct. Nothing was saved.',
    );
  });
});
