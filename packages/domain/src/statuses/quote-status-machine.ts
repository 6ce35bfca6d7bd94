// The quote status machine of docs/domain/README.md: allowed transitions per quote kind, price locking, which
// statuses disable editing for whom, and the three phases the UI displays.
import { ROLES } from '../permissions/role-ids';
import { arePricesLocked, PRICES_LOCKED_MESSAGE } from './price-lock';
import type { QuoteStatusId } from './quote-statuses';

export const QUOTE_STATUS = {
  IN_PREPARATION: 1,
  CONFIRMED: 2,
  REJECTED: 3,
  SENT: 4,
  UNDER_REVIEW: 5,
  READY_TO_SELL: 6,
  READY_TO_PUBLISH: 7,
  PUBLISHED: 8,
  UNPUBLISHED: 9,
} as const;

/** Itinerary types (docs/domain/spec-sections.md#spec-01-section-3): 1 is a quote, 2–4 are templates. */
export const ITINERARY_TYPES = { QUOTE: 1, EXAMPLE_ITINERARY: 2, MODULE: 3, EXPERIENCE: 4 } as const;

export function isTemplateType(itineraryTypeId: number): boolean {
  return itineraryTypeId >= 2 && itineraryTypeId <= 4;
}

const QUOTE_TRANSITIONS: Readonly<Partial<Record<number, readonly QuoteStatusId[]>>> = {
  1: [4, 5, 3],
  5: [1, 4, 3],
  4: [2, 3, 1],
  2: [1],
  3: [1],
};

const TEMPLATE_TRANSITIONS: Readonly<Partial<Record<number, readonly QuoteStatusId[]>>> = {
  1: [6, 5],
  5: [1, 6],
  3: [1],
  6: [7, 1],
  7: [8, 1],
  8: [9],
  9: [8, 1],
};

/** The operator's own people (administrator, operator): they may confirm straight from In Preparation. */
const STAFF_ROLE_IDS: readonly number[] = [ROLES.ADMIN, ROLES.OPERATOR];

/**
 * The statuses a quote may move to next (the `statuses` list the server returns). Staff may also
 * confirm a quote that is still In Preparation: the original client confirms from there after
 * publishing, with no Sent step (docs/domain/statuses.md#allowed-transitions). Clients and travel agents
 * go through Sent.
 */
export function allowedTransitions(
  from: number,
  itineraryTypeId: number,
  roleIds: readonly number[] = [],
): readonly QuoteStatusId[] {
  if (isTemplateType(itineraryTypeId)) return TEMPLATE_TRANSITIONS[from] ?? [];
  const next = QUOTE_TRANSITIONS[from] ?? [];
  const staff = roleIds.some((id) => STAFF_ROLE_IDS.includes(id));
  return from === QUOTE_STATUS.IN_PREPARATION && staff ? [...next, QUOTE_STATUS.CONFIRMED] : next;
}

export function canTransition(
  from: number,
  to: number,
  itineraryTypeId: number,
  roleIds: readonly number[] = [],
): boolean {
  return allowedTransitions(from, itineraryTypeId, roleIds).some((s) => s === to);
}

/** Confirmed → In Preparation re-opens the quote as a new version (docs/domain/README.md). */
/** Re-opening a sold quote without a reason (issue 48, docs/decisions/issues.md): the reason goes into the history of the new version. */
export const REOPEN_REASON_MESSAGE =
  "Say why the sold trip changes: the reason stays in the quote's history, and the changes are compared with the version the client accepted.";

export function isReopening(from: number, to: number): boolean {
  return from === QUOTE_STATUS.CONFIRMED && to === QUOTE_STATUS.IN_PREPARATION;
}

export type PriceLockEffect = 'lock' | 'unlock' | 'none';

/** Entering Sent or Under Review locks service prices; entering In Preparation unlocks them. */
export function priceLockEffect(to: number): PriceLockEffect {
  if (to === QUOTE_STATUS.SENT || to === QUOTE_STATUS.UNDER_REVIEW) return 'lock';
  if (to === QUOTE_STATUS.IN_PREPARATION) return 'unlock';
  return 'none';
}

/** Whether prices stay locked after entering `to`, given whether they were locked before. */
export function pricesLockedAfter(wasLocked: boolean, to: number): boolean {
  const effect = priceLockEffect(to);
  return effect === 'lock' ? true : effect === 'unlock' ? false : wasLocked;
}

/**
 * Whether a re-price keeps the quote's stored service figures instead of reading today's rates: while
 * its prices are locked, and on a Confirmed quote whatever the lock (staff may confirm straight from
 * In Preparation, which never locked them). A sold trip's figures are the ones the client accepted:
 * only a person re-opening it changes them (docs/domain/statuses.md#price-lock).
 */
export function keepsStoredFigures(quote: { status_id: number; prices_locked?: number | boolean | null }): boolean {
  return arePricesLocked(quote) || quote.status_id === QUOTE_STATUS.CONFIRMED;
}

/** A read prices a quote only before it is sold: a Confirmed quote is answered as stored, never re-priced by a read. */
export function readMayReprice(statusId: number): boolean {
  return statusId !== QUOTE_STATUS.CONFIRMED;
}

/** The alert the UI shows after a lock change: locking says what every refusal will say. */
export function priceLockMessage(effect: PriceLockEffect): string | null {
  if (effect === 'lock') return PRICES_LOCKED_MESSAGE;
  if (effect === 'unlock') return 'Prices are unlocked: they follow the catalogue again.';
  return null;
}

/**
 * The alert a status change answers with: entering Sent or Under Review always says the prices are
 * locked (docs/domain/statuses.md#price-lock), even from the
 * other locked status; entering In Preparation says they are unlocked only when they were locked.
 */
export function statusChangeMessage(wasLocked: boolean, to: number): string | null {
  const effect = priceLockEffect(to);
  if (effect === 'unlock' && !wasLocked) return null;
  return priceLockMessage(effect);
}

export const EDITING_DISABLED_STATUSES: readonly number[] = [2, 3, 8];
export const TRAVEL_AGENT_EDITING_DISABLED_STATUSES: readonly number[] = [2, 3, 8, 4, 5];

/** The editing-disabled list for a user: travel agents also lose editing in Sent and Under Review. */
export function editingDisabledStatuses(roleIds: readonly number[]): readonly number[] {
  return roleIds.includes(ROLES.TRAVEL_AGENT) ? TRAVEL_AGENT_EDITING_DISABLED_STATUSES : EDITING_DISABLED_STATUSES;
}

export function isEditingDisabled(statusId: number, roleIds: readonly number[]): boolean {
  return editingDisabledStatuses(roleIds).includes(statusId);
}

/**
 * A service's booking status (Pending, Confirmed, Canceled) is not editing: booking happens once
 * the quote is Confirmed, so it may change there although content and prices stay as they are.
 * Elsewhere it follows the editing rule.
 */
export function isBookingDisabled(statusId: number, roleIds: readonly number[]): boolean {
  return statusId !== QUOTE_STATUS.CONFIRMED && isEditingDisabled(statusId, roleIds);
}

export interface StatusPhase {
  label: 'In Preparation' | 'Sent' | 'Confirmed';
  statusId: 1 | 4 | 2;
  complete: boolean;
  current: boolean;
}

const PHASES = [
  { label: 'In Preparation', statusId: 1 },
  { label: 'Sent', statusId: 4 },
  { label: 'Confirmed', statusId: 2 },
] as const;

/**
 * The three displayed phases (docs/domain/spec-sections.md#spec-01-section-4): phases before the current one are complete, and all are
 * complete when Confirmed. Under Review counts as still in preparation; Rejected as after Sent.
 */
export function statusPhases(statusId: number): StatusPhase[] {
  const position =
    statusId === QUOTE_STATUS.CONFIRMED
      ? 2
      : statusId === QUOTE_STATUS.SENT || statusId === QUOTE_STATUS.REJECTED
        ? 1
        : 0;
  const allDone = statusId === QUOTE_STATUS.CONFIRMED;
  return PHASES.map((p, i) => ({ ...p, complete: allDone || i < position, current: i === position }));
}

/** Statuses the phase display hides (docs/domain/spec-sections.md#spec-01-section-4: Pending and Unpublished). */
export const HIDDEN_PHASE_STATUSES: readonly number[] = [3, 9];

/** Why figures cannot change now, in the words of the quote's status (a Confirmed quote is not moved back to edit them). */
export function pricesLockedMessage(statusId: number): string {
  return statusId === QUOTE_STATUS.CONFIRMED
    ? 'Prices are locked: the quote is Confirmed and its prices are the ones the client accepted.'
    : PRICES_LOCKED_MESSAGE;
}
