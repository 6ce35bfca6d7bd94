import { sql } from 'drizzle-orm';
import type { ExportTargetKind } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Every statement on export_targets; each takes the tenant first (row-level security enforces it underneath).

export interface TargetRow {
  id: number;
  source: string;
  name: string;
  kind: ExportTargetKind;
  url: string | null;
  secret_enc: string | null;
  needs_documents: boolean;
  max_attempts: number;
}

export interface TargetValues {
  source?: string;
  name?: string;
  kind?: ExportTargetKind;
  url?: string | null;
  secret_enc?: string | null;
  needs_documents?: boolean;
  max_attempts?: number;
}

const COLUMNS = sql`id, source, name, kind, url, secret_enc, needs_documents, max_attempts`;

export const targetsRepository = {
  async list(tx: TenantTx, tenantId: number): Promise<TargetRow[]> {
    return rowsOf<TargetRow>(
      await tx.execute(sql`SELECT ${COLUMNS} FROM export_targets WHERE tenant_id = ${tenantId} ORDER BY source`),
    );
  },

  async byId(tx: TenantTx, tenantId: number, id: number): Promise<TargetRow | undefined> {
    return rowsOf<TargetRow>(
      await tx.execute(sql`SELECT ${COLUMNS} FROM export_targets WHERE tenant_id = ${tenantId} AND id = ${id}`),
    )[0];
  },

  async bySource(tx: TenantTx, tenantId: number, source: string): Promise<TargetRow | undefined> {
    return rowsOf<TargetRow>(
      await tx.execute(sql`SELECT ${COLUMNS} FROM export_targets WHERE tenant_id = ${tenantId} AND source = ${source}`),
    )[0];
  },

  async insert(tx: TenantTx, tenantId: number, v: Required<TargetValues>): Promise<number> {
    return (
      rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO export_targets (tenant_id, source, name, kind, url, secret_enc, needs_documents, max_attempts)
        VALUES (${tenantId}, ${v.source}, ${v.name}, ${v.kind}, ${v.url}, ${v.secret_enc}, ${v.needs_documents}, ${v.max_attempts})
        ON CONFLICT (tenant_id, source) DO NOTHING RETURNING id`),
      )[0]?.id ?? 0
    );
  },

  async update(tx: TenantTx, tenantId: number, id: number, v: TargetValues): Promise<void> {
    const sets = Object.entries(v)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => sql`${sql.identifier(key)} = ${value}`);
    if (sets.length === 0) return;
    await tx.execute(
      sql`UPDATE export_targets SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
  },

  async remove(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    return (
      rowsOf(
        await tx.execute(sql`DELETE FROM export_targets WHERE tenant_id = ${tenantId} AND id = ${id} RETURNING id`),
      ).length > 0
    );
  },
};
