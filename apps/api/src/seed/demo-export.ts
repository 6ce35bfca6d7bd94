import { sql } from 'drizzle-orm';
import type { TenantTx } from '../db/client';

// The demo company's export target `oppen`: the only external source the original client offers (contract I16).
// A file target, so an export works out of the box without a receiving system; an administrator may add a
// webhook in Configuration (decision 0035).
export async function seedDemoExportTargets(tx: TenantTx, tenantId: number): Promise<void> {
  await tx.execute(sql`INSERT INTO export_targets (tenant_id, source, name, kind, max_attempts)
    VALUES (${tenantId}, 'oppen', 'Oppen (file)', 'file', 5) ON CONFLICT DO NOTHING`);
}
