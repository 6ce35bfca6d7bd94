import { hasPermissions, holdsRole, ROLES, type PermissionUser } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';
import type { AuthData } from '../../../lib/auth-storage';
import { i18n } from '../../../lib/i18n';

// Which price columns the services table may show. The server already leaves out the fields a
// user may not see; the screen follows the same permissions and, as a second guard, never shows a
// cost column to a travel agent nor one the answer carries no cost for.

export type PriceFilter = 'all' | 'sales' | 'cost';

export interface PriceVisibility {
  canViewCost: boolean;
  canViewSale: boolean;
}

export const PRICE_FILTER_LABELS: Record<PriceFilter, string> = {
  all: 'All price',
  sales: 'Only Sales',
  cost: 'Only Cost',
};

/** The permission user of the stored auth data (roles come wrapped in `data`). */
export function permissionUserOf(auth: AuthData | null): PermissionUser {
  return { roles: auth?.user.roles.data ?? [], permissions: auth?.permissions ?? [] };
}

export const isTravelAgent = (auth: AuthData | null): boolean =>
  holdsRole(auth?.user.roles.data ?? [], [ROLES.TRAVEL_AGENT]);

/** The answer carries cost fields only for users allowed to see them (docs/domain/api-shapes.md). */
const answerHasCost = (services: readonly QuoteService[]) =>
  services.length === 0 || services.some((s) => s.cost !== undefined || s.cost_unit !== undefined);
const answerHasSale = (services: readonly QuoteService[]) =>
  services.length === 0 || services.some((s) => s.price !== undefined || s.price_unit !== undefined);

export function priceVisibilityOf(auth: AuthData | null, services: readonly QuoteService[]): PriceVisibility {
  const user = permissionUserOf(auth);
  const canViewCost = !isTravelAgent(auth) && hasPermissions(user, ['view_cost_price']) && answerHasCost(services);
  const canViewSale = hasPermissions(user, ['view_sale_price']) && answerHasSale(services);
  return { canViewCost, canViewSale };
}

/** The filter's options the user's permissions allow: 'All price' only when both sides are visible. */
export function priceFilterOptions(v: PriceVisibility): { value: PriceFilter; label: string }[] {
  const out: PriceFilter[] = [];
  if (v.canViewCost && v.canViewSale) out.push('all');
  if (v.canViewSale) out.push('sales');
  if (v.canViewCost) out.push('cost');
  return out.map((value) => ({
    value,
    label: i18n.t(`common:priceFilter.${value}`, { defaultValue: PRICE_FILTER_LABELS[value] }),
  }));
}

/** A filter the user may not use falls back to the first one they may. */
export function effectivePriceFilter(filter: PriceFilter, v: PriceVisibility): PriceFilter | null {
  const options = priceFilterOptions(v);
  return options.some((o) => o.value === filter) ? filter : (options[0]?.value ?? null);
}

export interface PriceColumns {
  /** Unit cost, cost total and margin % (margins reveal costs: they are cost fields). */
  cost: boolean;
  /** Price unit and sale. */
  sale: boolean;
}

export function priceColumns(filter: PriceFilter, v: PriceVisibility): PriceColumns {
  const f = effectivePriceFilter(filter, v);
  return {
    cost: v.canViewCost && (f === 'all' || f === 'cost'),
    sale: v.canViewSale && (f === 'all' || f === 'sales'),
  };
}
