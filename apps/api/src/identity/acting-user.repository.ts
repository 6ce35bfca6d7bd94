import { sql } from 'drizzle-orm';
import { effectivePermissions } from '@itinera/domain';
import type { TenantTx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { SessionUser } from './session-user';

/**
 * A user as the caller of work no session asked for: the public accept moves the quote for its
 * owner, an import or a re-pricing job writes for the user who queued it, the seed publishes as a
 * quote's owner. One query, active users only, permissions as a session has them (decision 0107).
 * sessionId 0: there is no session to revoke or remember.
 */
export async function actingUser(tx: TenantTx, tenantId: number, userId: number): Promise<SessionUser | undefined> {
  const row = rowsOf<{
    role_id: number;
    permissions: string[];
    client_id: number | null;
    name: string;
    email: string;
  }>(
    await tx.execute(sql`SELECT role_id, permissions, client_id, name, email FROM users
      WHERE tenant_id = ${tenantId} AND id = ${userId} AND active`),
  )[0];
  if (!row) return undefined;
  return {
    sessionId: 0,
    userId,
    tenantId,
    roleId: row.role_id,
    permissions: effectivePermissions(row.role_id, row.permissions),
    clientId: row.client_id,
    name: row.name,
    email: row.email,
  };
}
