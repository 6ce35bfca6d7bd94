// What a tour operator (DMC) keeps from the agency it sells to (decision 0054,
// docs/domain/permissions.md#supply-and-markup): its suppliers, the booking with them, and every
// margin, Upsales and fee figure. The agency sees the sale price, what it includes and the booking
// progress as "n of m confirmed". Zod-free: the web's Book tab and prices panel import it.
import { ROLES } from './role-ids';

export interface SupplySide {
  roleId: number;
  /** The client agency the user belongs to; null for the operator's own people. */
  clientId: number | null | undefined;
}

/**
 * The operator's staff (admins, operators) see the supply side and the markup; so does a travel
 * agent of no client, who sells the operator's trips itself (it still never sees costs: grants.ts).
 * A client agency's people — its admin, its users, a travel agent who belongs to it — never do.
 */
export function seesSupplyAndMarkup(user: SupplySide): boolean {
  if (user.roleId === ROLES.ADMIN || user.roleId === ROLES.OPERATOR) return true;
  if (user.roleId === ROLES.TRAVEL_AGENT) return user.clientId === null || user.clientId === undefined;
  return false;
}

/** The operator's own staff: its admins and operators (docs/domain/permissions.md#roles). */
export const isOperatorStaff = (roleId: number): boolean => roleId === ROLES.ADMIN || roleId === ROLES.OPERATOR;

/** The refusal of mailing the vouchers to anyone other than the staff (403): the server mails any address given. */
export const VOUCHERS_SEND_STAFF_ONLY_MESSAGE =
  "The vouchers are e-mailed to the client by the tour operator's staff. Download them from the Book tab instead.";

/** The refusal of a booking write, a voucher or a supplier's data to a client agency (403). */
export const SUPPLY_STAFF_ONLY_MESSAGE =
  "Booking with suppliers, vouchers included, is done by the tour operator's staff. You can follow its progress on the Book tab.";

/** The refusal of an Upsales, fee or typed final price edit to a client agency (403). */
export const MARKUP_STAFF_ONLY_MESSAGE = "Upsales, fees and final prices are set by the tour operator's staff.";

/** The operator's markup on its sale price: Upsales (percentage and amount) and fees, as stored and as exported. */
export const MARKUP_FIELDS: ReadonlySet<string> = new Set(['mkt_coin', 'mkt_percentage', 'fee', 'upsales']);

/**
 * Who supplies the services: a service's supplier lines, the booking's supplier groups, an export's
 * supplier list. An agency is answered an empty list in their place, so every answer keeps its shape.
 */
export const SUPPLY_FIELDS: ReadonlySet<string> = new Set(['service_supplier', 'suppliers']);
