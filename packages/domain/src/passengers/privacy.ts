import { ROLES } from '../permissions/role-ids';

// Personal data of travellers (docs/decisions/0028-passengers.md): birth dates, travel
// documents and medical notes are shown to the tenant's staff and to the quote's own users — its
// agent, the users of its client — and to nobody else who may open the quote (a public template,
// say). History entries never carry them; answers to others carry null in their place.

export const PERSONAL_PASSENGER_FIELDS = [
  'birthdate',
  'passport_number',
  'passport_expiration',
  'medical_notes',
] as const;
export type PersonalPassengerField = (typeof PERSONAL_PASSENGER_FIELDS)[number];

export interface PrivacyViewer {
  roleId: number;
  userId: number;
  clientId: number | null;
}

export interface PrivacyQuote {
  client_id: number | null;
  owner_user_id: number | null;
  user_id: number | null;
}

export function maySeePassengerDetails(viewer: PrivacyViewer, quote: PrivacyQuote): boolean {
  if (viewer.roleId === ROLES.ADMIN || viewer.roleId === ROLES.OPERATOR) return true;
  if (quote.owner_user_id === viewer.userId || quote.user_id === viewer.userId) return true;
  return viewer.clientId !== null && quote.client_id === viewer.clientId;
}

/** The passenger with its personal fields set to null (their keys stay, so every answer has one shape). */
export function withoutPersonalData<T extends Partial<Record<PersonalPassengerField, unknown>>>(p: T): T {
  const out = { ...p };
  for (const f of PERSONAL_PASSENGER_FIELDS) if (f in out) (out as Record<string, unknown>)[f] = null;
  return out;
}
