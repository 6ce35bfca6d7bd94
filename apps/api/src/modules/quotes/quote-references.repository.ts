import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { idList, rowsOf } from '../../db/rows';

// The lookups behind a quote body's reference checks (quote-references.ts) and its assignee.

const exists = async (tx: TenantTx, query: ReturnType<typeof sql>) => rowsOf(await tx.execute(query)).length > 0;

export const quoteReferencesRepository = {
  /** Which of these ids the global table holds. */
  async existingIds(tx: TenantTx, table: 'locations' | 'room_types', ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const found = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM ${sql.identifier(table)} WHERE id IN (${idList(ids)})`),
    );
    return new Set(found.map((r) => r.id));
  },

  clientExists: (tx: TenantTx, tenantId: number, id: number) =>
    exists(tx, sql`SELECT 1 FROM clients WHERE tenant_id = ${tenantId} AND id = ${id} AND NOT archived`),

  /** The client of a live contract (or of an archived one too, when asked), or undefined when there is none. */
  async contract(
    tx: TenantTx,
    tenantId: number,
    id: number,
    archivedToo = false,
  ): Promise<{ client_id: number } | undefined> {
    return rowsOf<{ client_id: number }>(
      await tx.execute(
        sql`SELECT client_id FROM client_contracts WHERE tenant_id = ${tenantId} AND id = ${id} AND (${archivedToo} OR NOT archived)`,
      ),
    )[0];
  },

  languageExists: (tx: TenantTx, id: number) => exists(tx, sql`SELECT 1 FROM languages WHERE id = ${id}`),

  currencyExists: (tx: TenantTx, id: number) => exists(tx, sql`SELECT 1 FROM currencies WHERE id = ${id}`),

  async tagIds(tx: TenantTx, tenantId: number, ids: number[]): Promise<number[]> {
    return rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM tags WHERE tenant_id = ${tenantId} AND id IN (${idList(ids)})`),
    ).map((r) => r.id);
  },

  /** An active user of this tenant (a quote can only be assigned to one). */
  async activeUser(
    tx: TenantTx,
    tenantId: number,
    userId: number,
  ): Promise<{ id: number; name: string; clientId: number | null } | undefined> {
    return rowsOf<{ id: number; name: string; clientId: number | null }>(
      await tx.execute(
        sql`SELECT id, name, client_id AS "clientId" FROM users WHERE tenant_id = ${tenantId} AND id = ${userId} AND active`,
      ),
    )[0];
  },

  /** Names of these places by id (a service's places, told in the generated description). */
  async placeNames(tx: TenantTx, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = rowsOf<{ id: number; name: string }>(
      await tx.execute(sql`SELECT id, name FROM locations WHERE id IN (${idList(ids)})`),
    );
    return new Map(rows.map((l) => [l.id, l.name]));
  },
};
