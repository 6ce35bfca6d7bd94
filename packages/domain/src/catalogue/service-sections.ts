// The sections a catalogue service must fill for its type (docs/domain/services.md#mandatory-sections):
// spec 02 §3 gives accommodation its rooms and amenities, transport, transfer and excursion a location,
// and a package its room. Shared by the write API and the catalogue editor, so both refuse with the
// same field and the same words (decision 0056).
import { SERVICE_TYPES } from '../services/service-rules';

export type ServiceSection = 'rooms' | 'amenities' | 'location';

/**
 * Per service type id. An accommodation needs a location too: spec 02 lists only its rooms and
 * amenities, but a stay with no place cannot be searched by place nor checked against the services
 * around it (decision 0056).
 */
export const REQUIRED_SECTIONS: Readonly<Record<number, readonly ServiceSection[]>> = {
  2: ['rooms', 'amenities', 'location'],
  3: ['location'],
  5: ['location'],
  7: ['location'],
  9: ['rooms'],
};

export interface SectionDraft {
  id_service_type: number;
  location_id?: number | null;
  amenities?: readonly string[] | null;
  rate_lines?: readonly { id_room_type?: number | null }[] | null;
}

export interface SectionProblem {
  /** The body field the section lives in: the editor shows the message on it. */
  path: 'rate_lines' | 'amenities' | 'location_id';
  message: string;
}

/** 'An accommodation', 'A transfer': the type's name with its article, as the messages start. */
function typeSubject(idServiceType: number): string {
  const name = (SERVICE_TYPES.find((t) => t.id === idServiceType)?.name ?? 'service').toLowerCase();
  return `${/^[aeiou]/.test(name) ? 'An' : 'A'} ${name}`;
}

/** The sections the type requires and the draft leaves empty, in the order rooms, amenities, location. */
export function missingSections(s: SectionDraft): SectionProblem[] {
  const required = REQUIRED_SECTIONS[s.id_service_type] ?? [];
  const who = typeSubject(s.id_service_type);
  const out: SectionProblem[] = [];
  // A room is a per-room rate naming its room type: what the room-price display and the engine read.
  if (required.includes('rooms') && !(s.rate_lines ?? []).some((l) => Boolean(l.id_room_type)))
    out.push({ path: 'rate_lines', message: `${who} needs at least one room: add a per-room rate with a room type.` });
  if (required.includes('amenities') && !(s.amenities ?? []).some((a) => a.trim() !== ''))
    out.push({ path: 'amenities', message: `${who} needs its amenities: list at least one.` });
  if (required.includes('location') && !s.location_id)
    out.push({ path: 'location_id', message: `${who} needs a location.` });
  return out;
}
