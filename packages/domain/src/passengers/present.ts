import type { QuotePassenger } from '../contracts/passenger-fields.contract';
import { ageAtTravel } from './age';
import type { CheckedPassenger } from './checks';
import { emptyPassenger, type PassengerDraft, type PassengerRecord } from './merge';
import { withoutPersonalData } from './privacy';

// A stored passenger as every answer carries it (contracts/passenger-fields.contract.ts), and as
// history entries keep it: those never hold personal data, whoever reads them later.

export interface PresentContext {
  startDate: string | null;
  today: string;
  /** maySeePassengerDetails for the reader and the quote. */
  showDetails: boolean;
}

export function presentPassenger(p: PassengerRecord, ctx: PresentContext): QuotePassenger {
  const shaped: QuotePassenger = {
    id: p.id,
    name: `${p.first_name} ${p.last_name}`.trim(),
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    phone: p.phone,
    gender: p.gender,
    birthdate: p.birthdate,
    nationality: p.nationality,
    passport_number: p.passport_number,
    passport_expiration: p.passport_expiration,
    note: { id: p.id, value: p.note, translate: [] },
    emergency_name: p.emergency_name,
    emergency_last_name: p.emergency_last_name,
    emergency_phone: p.emergency_phone,
    status: 1,
    type: p.type,
    age: ageAtTravel(p, ctx.startDate, ctx.today),
    lead: p.lead,
    dietary_notes: p.dietary_notes,
    medical_notes: p.medical_notes,
    room: p.room,
    details_hidden: !ctx.showDetails,
  };
  return ctx.showDetails ? shaped : withoutPersonalData(shaped);
}

/** What a history entry keeps of a passenger: who, which type, which room — never documents or health. */
export const passengerHistoryFacts = (
  p: Pick<PassengerRecord, 'id' | 'first_name' | 'last_name' | 'type' | 'room' | 'lead'>,
) => ({
  id: p.id,
  name: `${p.first_name} ${p.last_name}`.trim(),
  type: p.type,
  room: p.room,
  lead: p.lead,
});

export const checkedPassenger = (p: PassengerRecord): CheckedPassenger => ({
  id: p.id,
  first_name: p.first_name,
  last_name: p.last_name,
  type: p.type,
  birthdate: p.birthdate,
  passport_number: p.passport_number,
  passport_expiration: p.passport_expiration,
});

/** A passenger as a version snapshot holds it; snapshots written before migration 0026 have `name` only. */
export function passengerFromSnapshot(s: Record<string, unknown>): PassengerDraft {
  const out = { ...emptyPassenger() } as PassengerDraft & Record<string, unknown>;
  for (const key of Object.keys(out)) if (s[key] !== undefined) out[key] = s[key];
  if (typeof s.id === 'number') out.id = s.id;
  if (typeof s.name === 'string' && s.first_name === undefined) {
    const [first = '', ...rest] = s.name.trim().split(/\s+/);
    out.first_name = first;
    out.last_name = rest.join(' ');
  }
  if (typeof s.lead !== 'boolean') out.lead = false;
  return out;
}
