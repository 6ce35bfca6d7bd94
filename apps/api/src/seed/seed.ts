import { seedDemoExportTargets } from './demo-export';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, tenants, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoQuotes } from './demo-quotes';
import { seedDemoLanguagePublications, seedDemoPublications } from './demo-publications';

const DEMO_TENANT_NAME = 'Andes & Rainforest DMC';
import { seedDemoBooking } from './demo-booking';
import { seedDemoReportHistory } from './demo-report-history';
import { seedDemoAssets } from './demo-assets';

/** True when no tenant exists yet: the only time the demo data is written. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const rows = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM tenants`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0;
}

/** Writes the demo tenant. Each capability adds its part of the living demo here. */
export async function seedDemo(database: Database, slug = 'demo'): Promise<{ tenantId: number }> {
  const [tenant] = await database.db
    .insert(tenants)
    .values({ slug, name: DEMO_TENANT_NAME })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error('demo tenant not created');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.withTenant(tenant.id, async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({ tenantId: tenant.id, name: 'Andean Trails Travel', configuration: { date_format: 'MMM DD, YYYY' } })
      .returning({ id: clients.id });
    await tx
      .insert(clients)
      .values({ tenantId: tenant.id, name: 'Pura Vida Journeys', configuration: { date_format: 'DD/MM/YYYY' } });
    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        tenantId: tenant.id,
        email: u.email,
        name: u.name,
        roleId: u.roleId,
        permissions: [...u.permissions],
        passwordHash,
        clientId: 'client' in u ? client?.id : undefined,
        externalCode: 'externalCode' in u ? u.externalCode : undefined,
        // Pro users open the Services tab; the original client sends others away from it.
        userType: 'pro',
      })),
    );
    await seedDemoCatalogue(tx, tenant.id);
    await seedDemoQuotes(tx, tenant.id);
    await seedDemoAssets(tx, tenant.id);
    await seedDemoPublications(tx, { id: tenant.id, slug, name: DEMO_TENANT_NAME });
    await seedDemoLanguagePublications(tx, { id: tenant.id, slug, name: DEMO_TENANT_NAME });
    await seedDemoBooking(tx, tenant.id);
    await seedDemoExportTargets(tx, tenant.id);
    await seedDemoReportHistory(tx, tenant.id);
  });
  return { tenantId: tenant.id };
}
