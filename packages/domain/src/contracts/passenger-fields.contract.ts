import { z } from 'zod';
import { PAX_TYPES } from './pax-types';
import { calendarDateSchema, idSchema, safeTextSchema } from './common.contract';
import { flagValue, isRecord, textValue } from './liberal-body';

// One passenger of a quote: the fields of the original client's pax form (original-client.md §8) and what a
// DMC needs beside them (decision 0028). `passengerFieldsSchema` checks a whole passenger — the web form
// and the server use this one schema; `passengerPatchSchema` the fields a save sends (absent keys
// keep their value). Messages are sentences for a person: the save answers them per passenger and
// field (original-client.md §1.5) and the form shows them under each input.

export const GENDERS = ['Female', 'Male', 'Other'] as const;

// Digits too: a seller names the travellers not known yet "Passenger 3" or "Guest 2".
const NAME = /^[\p{L}\p{M}\d][\p{L}\p{M}\d' .-]*$/u;
const PHONE = /^\+?[0-9 ()./-]+$/;
const PASSPORT = /^[A-Z0-9]{5,20}$/;
const NATIONALITY = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const isDay = (v: string) => calendarDateSchema.safeParse(v).success;
const todayIso = () => new Date().toISOString().slice(0, 10);

const nameText = (what: string) =>
  safeTextSchema()
    .max(100, `${what} has at most 100 characters.`)
    .refine(
      (v) => v === '' || NAME.test(v),
      `${what} may hold letters, digits, spaces, hyphens, apostrophes and dots only.`,
    );
const optionalName = (what: string) => nameText(what).nullable();
/** A phone number as a person types it (at least 6 digits); the booking settings' emergency phone too. */
export const phone = (what: string) =>
  safeTextSchema()
    .max(30, `${what} has at most 30 characters.`)
    .refine(
      (v) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6,
      `${what} needs at least 6 digits, and may hold spaces, brackets, dots, dashes and a leading +.`,
    )
    .nullable();
const day = (what: string) => safeTextSchema().refine(isDay, `${what} must be a real date, as YYYY-MM-DD.`);
const notes = (what: string) => safeTextSchema().max(2000, `${what} has at most 2,000 characters.`);

/** Each field's own rule; the whole passenger adds the rules between fields (passengerFieldsSchema). */
export const passengerFieldShapes = {
  first_name: nameText('The first name'),
  last_name: nameText('The last name'),
  email: safeTextSchema()
    .max(254, 'An e-mail address has at most 254 characters.')
    .refine((v) => EMAIL.test(v), 'This is not a valid e-mail address.')
    .nullable(),
  phone: phone('A phone number'),
  gender: z.enum(GENDERS, { error: 'The gender is Female, Male or Other.' }).nullable(),
  birthdate: day('The birth date')
    .refine((v) => !isDay(v) || v >= '1900-01-01', 'The birth date must be after 1900.')
    .refine((v) => !isDay(v) || v <= todayIso(), 'The birth date cannot be in the future.')
    .nullable(),
  nationality: safeTextSchema()
    .max(60, 'A nationality has at most 60 characters.')
    .refine((v) => NATIONALITY.test(v), 'A nationality is a country name or code, in letters.')
    .nullable(),
  passport_number: safeTextSchema()
    .refine((v) => PASSPORT.test(v), 'A passport number has 5 to 20 letters and digits.')
    .nullable(),
  passport_expiration: day('The passport expiry date')
    .refine((v) => !isDay(v) || v >= '1990-01-01', 'The passport expiry date must be after 1990.')
    .nullable(),
  note: notes('The note'),
  dietary_notes: notes('The dietary notes'),
  medical_notes: notes('The medical notes'),
  emergency_name: optionalName('The emergency contact’s first name'),
  emergency_last_name: optionalName('The emergency contact’s last name'),
  emergency_phone: phone('The emergency phone'),
  type: z.enum(PAX_TYPES, { error: 'The type is adult, child or infant.' }),
  age: z
    .number({ error: 'An age is a whole number from 0 to 130.' })
    .int('An age is a whole number from 0 to 130.')
    .min(0, 'An age is a whole number from 0 to 130.')
    .max(130, 'An age is a whole number from 0 to 130.')
    .nullable(),
  lead: z.boolean({ error: 'Lead passenger is yes or no.' }),
  room: z
    .number({ error: 'A room is one of the rooms of the quote.' })
    .int('A room is one of the rooms of the quote.')
    .min(0, 'A room is one of the rooms of the quote.')
    .max(500, 'A room is one of the rooms of the quote.')
    .nullable(),
};

export type PassengerFieldName = keyof typeof passengerFieldShapes;
export const PASSENGER_FIELD_NAMES = Object.keys(passengerFieldShapes) as PassengerFieldName[];

/** Rules between fields, shared by the whole-passenger schema and the server's merge of a patch. */
export function passengerCrossIssues(p: {
  birthdate?: string | null;
  passport_expiration?: string | null;
}): { field: PassengerFieldName; message: string }[] {
  if (p.birthdate && p.passport_expiration && isDay(p.birthdate) && isDay(p.passport_expiration))
    if (p.passport_expiration <= p.birthdate)
      return [{ field: 'passport_expiration', message: 'The passport expiry date must come after the birth date.' }];
  return [];
}

/** A whole passenger as the form edits it: a first name at least. */
export const passengerFieldsSchema = z
  .object({
    ...passengerFieldShapes,
    first_name: passengerFieldShapes.first_name.refine((v) => v.trim() !== '', 'The first name is required.'),
  })
  .superRefine((p, ctx) => {
    for (const issue of passengerCrossIssues(p))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type PassengerFields = z.infer<typeof passengerFieldsSchema>;

/** The fields one save sends for one passenger; unknown keys (the client's `key`) are dropped. */
export const passengerPatchSchema = z.object(passengerFieldShapes).partial();
export type PassengerPatch = z.infer<typeof passengerPatchSchema>;

const NULLABLE_TEXT: readonly string[] = [
  'email',
  'phone',
  'gender',
  'birthdate',
  'nationality',
  'passport_number',
  'passport_expiration',
  'emergency_name',
  'emergency_last_name',
  'emergency_phone',
];
const PLAIN_TEXT: readonly string[] = ['first_name', 'last_name', 'note', 'dietary_notes', 'medical_notes'];

/**
 * A passenger as the original client (or a sheet) sends it, in Itinera's forms: texts trimmed, ""
 * as no value, the note's `{id, value, translate}` as its value, `status` "1" as 1, `lead` 1/0 as
 * a boolean, "male" as Male, a passport number in capitals without spaces, `name` split into first
 * and last name when those are absent. What it does not recognise is left for the schema to refuse.
 */
export function normalisePassenger(v: unknown): unknown {
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = { ...v };
  if ('note' in out) out.note = textValue(out.note);
  for (const [k, val] of Object.entries(out)) if (typeof val === 'string') out[k] = val.trim();
  if ('lead' in out) out.lead = flagValue(out.lead);
  if (typeof out.id === 'string' && /^\d{1,10}$/.test(out.id)) out.id = Number(out.id);
  if (out.id === null || out.id === '' || out.id === 0) delete out.id;
  if (typeof out.status === 'string' && /^-?1$/.test(out.status)) out.status = Number(out.status);
  for (const key of ['age', 'room'] as const)
    if (typeof out[key] === 'string')
      out[key] = /^\d{1,3}$/.test(out[key] as string) ? Number(out[key]) : out[key] || null;
  if (typeof out.gender === 'string' && out.gender)
    out.gender = out.gender.charAt(0).toUpperCase() + out.gender.slice(1).toLowerCase();
  if (typeof out.type === 'string') out.type = out.type.toLowerCase();
  if (typeof out.passport_number === 'string')
    out.passport_number = out.passport_number.replace(/[\s-]/g, '').toUpperCase();
  if (typeof out.name === 'string' && out.first_name === undefined && out.last_name === undefined) {
    const [first = '', ...rest] = out.name.split(/\s+/);
    out.first_name = first;
    out.last_name = rest.join(' ');
  }
  for (const key of NULLABLE_TEXT) if (out[key] === '') out[key] = null;
  for (const key of PLAIN_TEXT) if (out[key] === null) out[key] = '';
  return out;
}

/** One element of a save's list: the id of a stored passenger (absent: a new one) and `status` -1 to delete it. */
export const passengerSaveItemSchema = z.preprocess(
  normalisePassenger,
  z
    .object({
      id: idSchema.optional(),
      status: z.union([z.literal(1), z.literal(-1)]).default(1),
    })
    .loose()
    .describe(
      'A passenger: id (absent or null: a new one), status (1, or -1 to delete) and any of first_name, last_name, email, phone, gender (Female, Male, Other), birthdate, nationality, passport_number, passport_expiration (YYYY-MM-DD), note ({id, value, translate} or text), emergency_name, emergency_last_name, emergency_phone, type (adult, child, infant), age, lead, dietary_notes, medical_notes, room (0-based). Each is checked on its own; wrong ones answer 422 per passenger and field.',
    ),
);

// ---- Answers ----

export const passengerWarningSchema = z.object({
  code: z.enum([
    'document_expiry',
    'document_missing',
    'infant_without_adult',
    'age_band',
    'duplicate',
    'no_room',
    'room_over_capacity',
    'room_empty',
  ]),
  pax_ids: z.array(z.number().int()),
  room: z.number().int().optional(),
  message: z.string(),
});

export const roomingListSchema = z.object({
  rooms: z.array(
    z.object({
      index: z.number().int(),
      id_room_type: z.number().int(),
      name: z.string(),
      max_pax: z.number().int(),
      passengers: z.array(z.number().int()),
    }),
  ),
  unassigned: z.array(z.number().int()),
  started: z.boolean(),
});

/**
 * A passenger as every answer carries it: the pax form's fields (original-client.md §8), `name` (first and
 * last) for the screens that show one line, the type and the age at travel. Birth date, document
 * and medical notes are null for users who may not see them (`details_hidden`).
 */
export const quotePassengerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  birthdate: z.string().nullable(),
  nationality: z.string().nullable(),
  passport_number: z.string().nullable(),
  passport_expiration: z.string().nullable(),
  note: z.object({ id: z.number().int(), value: z.string(), translate: z.array(z.unknown()) }),
  emergency_name: z.string().nullable(),
  emergency_last_name: z.string().nullable(),
  emergency_phone: z.string().nullable(),
  status: z.number().int(),
  type: z.enum(PAX_TYPES),
  /** The age on the trip's first day (from the birth date), else the age typed. */
  age: z.number().int().nullable(),
  lead: z.boolean(),
  dietary_notes: z.string(),
  medical_notes: z.string().nullable(),
  /** 0-based index of the room of the quote's distribution, or null. */
  room: z.number().int().nullable(),
  details_hidden: z.boolean(),
});
export type QuotePassenger = z.infer<typeof quotePassengerSchema>;
