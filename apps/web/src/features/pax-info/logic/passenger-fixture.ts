import type { QuotePassenger } from '@itinera/domain/contracts';

/** A passenger as P1 answers it, for the tab's tests. */
export const passenger = (id: number, over: Partial<QuotePassenger> = {}): QuotePassenger => ({
  id,
  name: `Ana ${id}`,
  first_name: 'Ana',
  last_name: String(id),
  email: null,
  phone: null,
  gender: null,
  birthdate: null,
  nationality: null,
  passport_number: null,
  passport_expiration: null,
  note: { id, value: '', translate: [] },
  emergency_name: null,
  emergency_last_name: null,
  emergency_phone: null,
  status: 1,
  type: 'adult',
  age: null,
  lead: id === 1,
  dietary_notes: '',
  medical_notes: '',
  room: null,
  details_hidden: false,
  ...over,
});
