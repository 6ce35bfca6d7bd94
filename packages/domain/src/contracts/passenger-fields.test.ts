import { describe, expect, it } from 'vitest';
import {
  normalisePassenger,
  passengerFieldsSchema,
  passengerPatchSchema,
  passengerSaveItemSchema,
} from './passenger-fields.contract';
import { emptyPassenger } from '../passengers/merge';
import { passengersBodySchema } from './passengers.contract';

// One schema for the pax form and the server (decision 0028): each field's rule and its sentence.

const messageOf = (field: string, value: unknown) => {
  const r = passengerPatchSchema.safeParse(normalisePassenger({ [field]: value }));
  return r.success ? null : r.error.issues.map((i) => i.message).join(' ');
};

describe('passenger fields', () => {
  it.each([
    ['first_name', 'Ana María', null],
    ['first_name', "O'Brien-Smith", null],
    ['first_name', 'Guest 3', null],
    ['first_name', 'Ana@home', 'The first name may hold letters, digits, spaces, hyphens, apostrophes and dots only.'],
    ['first_name', 'x'.repeat(101), 'The first name has at most 100 characters.'],
    ['last_name', '<script>', 'The last name may hold letters, digits, spaces, hyphens, apostrophes and dots only.'],
    ['email', 'ana@example.com', null],
    ['email', 'ana@example', 'This is not a valid e-mail address.'],
    ['email', '', null],
    ['phone', '+51 (1) 555-0101', null],
    [
      'phone',
      '12345',
      'A phone number needs at least 6 digits, and may hold spaces, brackets, dots, dashes and a leading +.',
    ],
    [
      'phone',
      'call me',
      'A phone number needs at least 6 digits, and may hold spaces, brackets, dots, dashes and a leading +.',
    ],
    ['gender', 'female', null],
    ['gender', 'robot', 'The gender is Female, Male or Other.'],
    ['birthdate', '1981-02-29', 'The birth date must be a real date, as YYYY-MM-DD.'],
    ['birthdate', '15/07/1980', 'The birth date must be a real date, as YYYY-MM-DD.'],
    ['birthdate', '1850-01-01', 'The birth date must be after 1900.'],
    ['birthdate', '2999-01-01', 'The birth date cannot be in the future.'],
    ['nationality', 'Peruvian', null],
    ['nationality', 'PE1', 'A nationality is a country name or code, in letters.'],
    ['passport_number', 'ab 12-345', null],
    ['passport_number', 'A12', 'A passport number has 5 to 20 letters and digits.'],
    ['passport_number', 'AB#12345', 'A passport number has 5 to 20 letters and digits.'],
    ['passport_expiration', '2031-13-01', 'The passport expiry date must be a real date, as YYYY-MM-DD.'],
    ['note', { id: 3, value: 'Window seat', translate: [] }, null],
    ['note', 'x'.repeat(2001), 'The note has at most 2,000 characters.'],
    ['dietary_notes', 'Vegetarian', null],
    ['medical_notes', 'x'.repeat(2001), 'The medical notes has at most 2,000 characters.'],
    ['emergency_name', 'Rosa', null],
    [
      'emergency_last_name',
      '#4',
      'The emergency contact’s last name may hold letters, digits, spaces, hyphens, apostrophes and dots only.',
    ],
    [
      'emergency_phone',
      'none',
      'The emergency phone needs at least 6 digits, and may hold spaces, brackets, dots, dashes and a leading +.',
    ],
    ['type', 'Infant', null],
    ['type', 'senior', 'The type is adult, child or infant.'],
    ['age', '7', null],
    ['age', 131, 'An age is a whole number from 0 to 130.'],
    ['lead', 1, null],
    ['lead', 'maybe', 'Lead passenger is yes or no.'],
    ['room', -1, 'A room is one of the rooms of the quote.'],
  ])('%s = %j → %s', (field, value, message) => expect(messageOf(field, value)).toBe(message));

  it('normalises the forms the original client sends', () => {
    expect(
      normalisePassenger({
        id: null,
        key: 2,
        status: '1',
        name: 'Ana María López',
        gender: 'FEMALE',
        passport_number: ' pe 123-456 ',
        email: '',
        note: { id: 1, value: ' hi ', translate: [] },
        lead: '1',
      }),
    ).toEqual({
      key: 2,
      status: 1,
      name: 'Ana María López',
      first_name: 'Ana',
      last_name: 'María López',
      gender: 'Female',
      passport_number: 'PE123456',
      email: null,
      note: 'hi',
      lead: true,
    });
  });

  it('needs a first name and a document expiring after the birth date', () => {
    const whole = (over: object) =>
      passengerFieldsSchema.safeParse({ ...emptyPassenger(), last_name: 'López', ...over });
    expect(whole({}).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['first_name', 'The first name is required.'],
    ]);
    expect(
      whole({ first_name: 'Ana', birthdate: '1996-01-01', passport_expiration: '1995-01-01' }).error?.issues.map(
        (i) => i.message,
      ),
    ).toEqual(['The passport expiry date must come after the birth date.']);
  });

  it('takes the contract body and the older one; a deletion is status -1', () => {
    const body = passengersBodySchema.parse({
      id_itinerary: 'f3b6c1c0-0000-4000-8000-000000000000',
      data: [
        { id: 4, status: -1 },
        { id: null, first_name: 'Ana', status: '1', key: 1 },
      ],
      cur_step: 1,
      last_step: 1,
    });
    expect(body.data?.map((p) => [p.id, p.status])).toEqual([
      [4, -1],
      [undefined, 1],
    ]);
    expect(passengersBodySchema.safeParse({ passengers: [{ name: 'A' }] }).success).toBe(true);
    expect(passengersBodySchema.safeParse({ passengers: [] }).success).toBe(false);
    expect(passengersBodySchema.safeParse({}).success).toBe(false);
    expect(passengerSaveItemSchema.safeParse({ id: 'x' }).success).toBe(false);
  });
});
