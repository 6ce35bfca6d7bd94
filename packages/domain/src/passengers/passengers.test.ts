import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/role-ids';
import { addMonths, ageAtTravel, ageOn, birthdayAt, paxTypeOfAge, tripEnd } from './age';
import { passengerWarnings, type CheckedPassenger } from './checks';
import { maySeePassengerDetails, withoutPersonalData } from './privacy';
import { roomingList, roomsOverCapacity } from './rooming';

// The passenger rules of decision 0028: age at travel and its band, the rooming list, the checks a tour
// operator expects (warnings, never refusals) and who sees personal data.

describe('age at travel', () => {
  it.each([
    ['2014-07-15', '2026-07-14', 11],
    ['2014-07-15', '2026-07-15', 12],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
    ['2026-01-10', '2026-07-01', 0],
  ])('born %s is on %s %i years old', (birth, on, age) => expect(ageOn(birth, on)).toBe(age));

  it.each([
    [0, 'infant'],
    [1, 'infant'],
    [2, 'child'],
    [11, 'child'],
    [12, 'adult'],
    [80, 'adult'],
  ] as const)('%i years old travels as %s', (age, type) => expect(paxTypeOfAge(age)).toBe(type));

  it('counts from the birth date on the first day, else takes the age typed', () => {
    expect(ageAtTravel({ birthdate: '2014-07-15', age: 30 }, '2026-07-20', '2026-01-01')).toBe(12);
    expect(ageAtTravel({ birthdate: '2014-07-15' }, null, '2026-01-01')).toBe(11);
    expect(ageAtTravel({ birthdate: null, age: 7 }, '2026-07-20', '2026-01-01')).toBe(7);
    expect(ageAtTravel({}, '2026-07-20', '2026-01-01')).toBeNull();
  });

  it('adds months keeping to the end of the month; finds birthdays and the last day', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-25', 6)).toBe('2027-06-25');
    expect(birthdayAt('2000-02-29', 1)).toBe('2001-03-01');
    expect(birthdayAt('2014-07-15', 12)).toBe('2026-07-15');
    expect(tripEnd({ start_date: '2026-07-01', end_date: null, num_day: 10 })).toBe('2026-07-10');
    expect(tripEnd({ start_date: null, end_date: null })).toBeNull();
  });
});

describe('rooming list', () => {
  const dist = [
    { id_room_type: 2, qty: 1 },
    { id_room_type: 1, qty: 2 },
  ];
  it('lists one room per unit of the distribution, with who sleeps in it', () => {
    const list = roomingList(dist, [
      { id: 1, room: 0 },
      { id: 2, room: 0 },
      { id: 3, room: 2 },
      { id: 4, room: null },
    ]);
    expect(list.rooms.map((r) => [r.index, r.name, r.max_pax, r.passengers])).toEqual([
      [0, 'DBL', 2, [1, 2]],
      [1, 'SGL', 1, []],
      [2, 'SGL', 1, [3]],
    ]);
    expect(list.unassigned).toEqual([4]);
    expect(list.started).toBe(true);
  });
  it('takes a room the distribution no longer has as no room, and finds rooms over capacity', () => {
    const list = roomingList(dist, [
      { id: 1, room: 1 },
      { id: 2, room: 1 },
      { id: 3, room: 7 },
    ]);
    expect(list.unassigned).toEqual([3]);
    expect(roomsOverCapacity(list).map((r) => r.index)).toEqual([1]);
    expect(roomingList(dist, [{ id: 1, room: null }]).started).toBe(false);
  });
});

const pax = (id: number, over: Partial<CheckedPassenger> = {}): CheckedPassenger => ({
  id,
  first_name: `Name${id}`,
  last_name: 'Smith',
  type: 'adult',
  birthdate: null,
  passport_number: `X${id}0000`,
  passport_expiration: '2035-01-01',
  ...over,
});
const trip = { start_date: '2026-07-01', end_date: '2026-07-10' };
const noRooms = { rooms: [], unassigned: [], started: false };
const codes = (list: CheckedPassenger[], t = trip, rooming = noRooms) =>
  passengerWarnings(list, t, rooming).map((w) => [w.code, w.pax_ids]);

describe('checks a tour operator expects', () => {
  it('warns of a passport expiring within six months after the trip ends', () => {
    const warnings = passengerWarnings([pax(1, { passport_expiration: '2027-01-09' }), pax(2)], trip, noRooms);
    expect(warnings.map((w) => w.code)).toEqual(['document_expiry']);
    expect(warnings[0]!.message).toBe(
      "Name1 Smith's passport expires on 2027-01-09: it should be valid until at least 2027-01-10, six months after the trip ends.",
    );
    expect(codes([pax(1, { passport_expiration: '2027-01-10' })])).toEqual([]);
    expect(codes([pax(1, { passport_number: null }), pax(2, { passport_expiration: null })])).toEqual([
      ['document_missing', [1, 2]],
    ]);
  });

  it('warns of infants with no adult', () => {
    expect(codes([pax(1, { type: 'infant' })])).toEqual([['infant_without_adult', [1]]]);
    expect(codes([pax(1), pax(2, { type: 'infant' }), pax(3, { type: 'infant' })])).toEqual([
      ['infant_without_adult', [3]],
    ]);
    expect(codes([pax(1), pax(2, { type: 'infant' })])).toEqual([]);
  });

  it("warns when a child's age changes its price band", () => {
    // Entered as child, 12 on the first day.
    expect(codes([pax(1), pax(2, { type: 'child', birthdate: '2014-06-30' })])).toEqual([['age_band', [2]]]);
    // Turns 12 during the trip.
    const during = passengerWarnings([pax(1), pax(2, { type: 'child', birthdate: '2014-07-05' })], trip, noRooms);
    expect(during.map((w) => w.message)).toEqual([
      'Name2 Smith turns 12 during the trip (2026-07-05): the price band changes from child to adult.',
    ]);
    expect(codes([pax(1), pax(2, { type: 'child', birthdate: '2016-01-01' })])).toEqual([]);
  });

  it('warns of a passenger entered twice', () => {
    expect(codes([pax(1), pax(2, { passport_number: 'X10000' })])).toEqual([['duplicate', [1, 2]]]);
    expect(
      codes([
        pax(1, { first_name: 'Ána', birthdate: '1980-01-01' }),
        pax(2, { first_name: 'ana', birthdate: '1980-01-01' }),
      ]),
    ).toEqual([['duplicate', [1, 2]]]);
    expect(
      codes([pax(1, { first_name: 'Passenger', last_name: '1' }), pax(2, { first_name: 'Passenger', last_name: '2' })]),
    ).toEqual([]);
  });

  it('warns of passengers in no room and rooms over capacity once the rooming list is started', () => {
    const rooming = roomingList(
      [{ id_room_type: 1, qty: 1 }],
      [
        { id: 1, room: 0 },
        { id: 2, room: 0 },
        { id: 3, room: null },
      ],
    );
    const warnings = passengerWarnings([pax(1), pax(2), pax(3)], trip, rooming);
    expect(warnings.map((w) => w.message)).toEqual([
      'Name3 Smith has no room in the rooming list.',
      'Room 1 (SGL) holds 2 passengers but sleeps 1.',
    ]);
  });
});

describe('personal data', () => {
  const quote = { client_id: 5, owner_user_id: 10, user_id: 11 };
  it.each([
    ['admin', { roleId: ROLES.ADMIN, userId: 1, clientId: null }, true],
    ['operator', { roleId: ROLES.OPERATOR, userId: 2, clientId: null }, true],
    ['the quote’s agent', { roleId: ROLES.TRAVEL_AGENT, userId: 10, clientId: null }, true],
    ['a user of its client', { roleId: ROLES.CLIENT, userId: 30, clientId: 5 }, true],
    ['its client admin', { roleId: ROLES.CLIENT_ADMIN, userId: 31, clientId: 5 }, true],
    ['another client’s user', { roleId: ROLES.CLIENT, userId: 40, clientId: 6 }, false],
    ['another agent', { roleId: ROLES.TRAVEL_AGENT, userId: 41, clientId: 6 }, false],
  ])('%s: %s', (_who, viewer, sees) => expect(maySeePassengerDetails(viewer, quote)).toBe(sees));

  it('hides birth date, document and medical notes, keeping the keys', () => {
    expect(
      withoutPersonalData({ first_name: 'A', birthdate: '1980-01-01', passport_number: 'X1', medical_notes: 'asthma' }),
    ).toEqual({ first_name: 'A', birthdate: null, passport_number: null, medical_notes: null });
  });
});
