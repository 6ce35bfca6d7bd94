import { seesSupplyAndMarkup } from '@itinera/domain';
import type { AuthData } from './auth-storage';

/**
 * Whether the signed-in user sees the suppliers, the booking with them and the markup (Upsales,
 * fees): the operator's staff and a travel agent of no client, never a client agency
 * (docs/domain/permissions.md#supply-and-markup). The server leaves all of it out anyway; the
 * screens hide what it would refuse or leave out.
 */
export function seesSupplyOf(auth: AuthData | null): boolean {
  const clientId = auth?.user.client_id ?? null;
  return (auth?.user.roles.data ?? []).some((r) => seesSupplyAndMarkup({ roleId: r.id, clientId }));
}
