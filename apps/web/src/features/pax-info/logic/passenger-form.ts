import {
  normalisePassenger,
  passengerFieldsSchema,
  PASSENGER_FIELD_NAMES,
  type PassengerFieldName,
  type QuotePassenger,
} from '@itinera/domain/contracts';
import { HttpError } from '../../../lib/http';

// The pax form's values and the one schema that checks them (the server checks the same one):
// inputs hold text, the schema wants no value as null, so values pass through the same
// normalisation as a save before being checked or sent.

export interface PassengerFormValues {
  first_name: string;
  last_name: string;
  gender: string | null;
  birthdate: string;
  nationality: string;
  type: string;
  age: number | string;
  lead: boolean;
  email: string;
  phone: string;
  passport_number: string;
  passport_expiration: string;
  room: string | null;
  dietary_notes: string;
  medical_notes: string;
  note: string;
  emergency_name: string;
  emergency_last_name: string;
  emergency_phone: string;
}

export const emptyFormValues = (): PassengerFormValues => ({
  first_name: '',
  last_name: '',
  gender: null,
  birthdate: '',
  nationality: '',
  type: 'adult',
  age: '',
  lead: false,
  email: '',
  phone: '',
  passport_number: '',
  passport_expiration: '',
  room: null,
  dietary_notes: '',
  medical_notes: '',
  note: '',
  emergency_name: '',
  emergency_last_name: '',
  emergency_phone: '',
});

export function formValuesOf(p: QuotePassenger): PassengerFormValues {
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    gender: p.gender,
    birthdate: p.birthdate ?? '',
    nationality: p.nationality ?? '',
    type: p.type,
    // The typed age only matters without a birth date (with one, the age at travel is computed).
    age: p.birthdate || p.age === null ? '' : p.age,
    lead: p.lead,
    email: p.email ?? '',
    phone: p.phone ?? '',
    passport_number: p.passport_number ?? '',
    passport_expiration: p.passport_expiration ?? '',
    room: p.room === null ? null : String(p.room),
    dietary_notes: p.dietary_notes,
    medical_notes: p.medical_notes ?? '',
    note: p.note.value,
    emergency_name: p.emergency_name ?? '',
    emergency_last_name: p.emergency_last_name ?? '',
    emergency_phone: p.emergency_phone ?? '',
  };
}

/** The values as a save sends them; fields hidden from this user (null) are not sent, so they keep their value. */
export function changeOf(values: PassengerFormValues, hidden: readonly string[] = []): Record<string, unknown> {
  const out = normalisePassenger({
    ...values,
    age: values.age === '' || values.birthdate ? null : Number(values.age),
    room: values.room === null || values.room === '' ? null : Number(values.room),
  }) as Record<string, unknown>;
  for (const f of hidden) delete out[f];
  return out;
}

/** The form's check: the schema the server applies, each message on its input. */
export function validatePassenger(values: PassengerFormValues): Partial<Record<PassengerFieldName, string>> {
  const result = passengerFieldsSchema.safeParse(changeOf(values));
  const errors: Partial<Record<PassengerFieldName, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as PassengerFieldName;
    if (PASSENGER_FIELD_NAMES.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A refused save (422, original-client.md §1.5): `errors` holds one `{errors: {field: message}}` per
 * passenger sent; `message` is the sentence for the whole save.
 */
export function saveErrorsOf(error: unknown): { perPassenger: Record<string, string>[]; message: string } | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { errors?: unknown; message?: unknown } | null;
  if (!Array.isArray(body?.errors)) return null;
  return {
    perPassenger: body.errors.map((e: { errors?: Record<string, string> }) => e?.errors ?? {}),
    message: typeof body.message === 'string' ? body.message : error.message,
  };
}

/** The sentence of any failure of the tab's calls: a save's own `message`, else the server's errors.data. */
export function failureText(error: unknown): string {
  return saveErrorsOf(error)?.message ?? (error instanceof Error ? error.message : String(error));
}
