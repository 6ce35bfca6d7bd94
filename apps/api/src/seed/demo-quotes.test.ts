import { sql } from 'drizzle-orm';
import { QUOTE_CODE_PATTERN } from '@itinera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { rowsOf } from '../db/rows';

// The demo tenant shows a living product: quotes in every status, requests in every stage,
// and version history in the very format the quotes API writes and restores.

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });
const owner = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(query));

describe('demo quotes and requests', () => {
  it('lists type-1 quotes in every status, prices locked in Sent and Under Review', async () => {
    for (const status of [1, 4, 2, 3, 5]) {
      const body = (await get(`/tenant/itinerary?status=${status}&limit=100`)).json();
      expect(body.meta.total, `status ${status}`).toBeGreaterThan(0);
      expect(body.data.every((q: { status: { id: number } }) => q.status.id === status)).toBe(true);
    }
    const rows = await owner<{ status_id: number; prices_locked: number; stable_version: number | null; code: string }>(
      sql`SELECT status_id, prices_locked, stable_version, code FROM itineraries i JOIN tenants t ON t.id = i.tenant_id WHERE t.slug = 'demo' AND itinerary_type_id = 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(14);
    for (const r of rows) {
      expect(r.code).toMatch(QUOTE_CODE_PATTERN);
      // Only entering In Preparation unlocks: Confirmed and Rejected keep what Sent locked.
      if ([4, 5].includes(r.status_id)) expect(r.prices_locked, r.code).toBe(1);
      if (r.status_id === 1) expect(r.prices_locked, r.code).toBe(0);
      if ([2, 4].includes(r.status_id)) expect(r.stable_version, r.code).not.toBeNull();
    }
  });

  it('has templates of every kind in template statuses', async () => {
    for (const type of [2, 3, 4]) {
      const body = (await get(`/tenant/itinerary?type=${type}&limit=100`)).json();
      expect(body.meta.total, `type ${type}`).toBeGreaterThan(0);
      expect(body.data.every((q: { status: { id: number } }) => q.status.id >= 6)).toBe(true);
    }
  });

  it('lists requests in every stage, consistent with their quotes', async () => {
    for (const stage of [1, 2, 5, 3, 4]) {
      const body = (await get(`/tenant/files?stage=${stage}`)).json();
      expect(body.meta.total, `stage ${stage}`).toBeGreaterThan(0);
    }
    const links = await owner<{ stage: number; statuses: number[]; same_client: boolean }>(
      sql`SELECT f.stage, array_agg(i.status_id) AS statuses, bool_and(i.client_id IS NOT DISTINCT FROM f.client_id) AS same_client
        FROM files f JOIN tenants t ON t.id = f.tenant_id AND t.slug = 'demo'
        JOIN file_quotes fq ON fq.file_id = f.id JOIN itineraries i ON i.id = fq.itinerary_id GROUP BY f.id, f.stage`,
    );
    for (const l of links) {
      expect(l.same_client).toBe(true);
      if (l.stage === 3) expect(l.statuses).toContain(2);
      if (l.stage === 4) expect(l.statuses.every((s) => s === 3)).toBe(true);
    }
  });

  it('keeps versions 1..n with history, and a seeded version restores through the API', async () => {
    const [q] = await owner<{ id: number; version: number }>(
      sql`SELECT i.id, i.version FROM itineraries i JOIN tenants t ON t.id = i.tenant_id WHERE t.slug = 'demo' AND i.title = 'Classic Peru 12 days — Smith family'`,
    );
    // 1 created with services, 2 four travellers, 3 title and notes, 4 a guide added.
    expect(q!.version).toBe(4);
    const versions = await owner<{ version: number }>(
      sql`SELECT version FROM itinerary_versions WHERE itinerary_id = ${q!.id} ORDER BY version`,
    );
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4]);
    const history = (await get(`/tenant/itinerary/${q!.id}/history?entity=itinerary`)).json();
    expect(history.data.map((h: { action: string; version: number }) => [h.action, h.version])).toEqual([
      ['status', 4],
      ['status', 4],
      ['updated', 3],
      ['updated', 3],
      ['updated', 2],
      ['updated', 2],
      ['created', 1],
    ]);
    const serviceHistory = (await get(`/tenant/itinerary/${q!.id}/history?entity=service`)).json();
    expect(new Set(serviceHistory.data.map((h: { version: number }) => h.version))).toEqual(new Set([1, 4]));
    const v1 = (await get(`/tenant/itinerary/${q!.id}/versions/1`)).json();
    expect(JSON.stringify(v1)).toContain('Classic Peru 12 days — Smith');
    expect(v1.service_itinerary.length).toBeGreaterThan(10);
    expect(v1.passengers).toHaveLength(2);
    expect(JSON.stringify(v1.service_itinerary)).not.toContain('Private English-speaking guide');
    // Confirmed quotes are read-only: re-open (version 5), then restore version 1 (2 pax) as version 6.
    // Suppliers hold its bookings: re-opening names them first, and moves once told to keep them (decision 0059).
    const reopen = (payload?: object) =>
      ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/status/${q!.id}/1`, headers: admin, payload });
    const asked = await reopen();
    expect(asked.statusCode).toBe(409);
    expect(asked.json().bookings.length).toBeGreaterThan(0);
    expect((await reopen({ keep_bookings: true, reason: 'Back to two travellers' })).statusCode).toBe(200);
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/${q!.id}/versions/1/restore`,
      headers: admin,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().itinerary).toMatchObject({ num_pax: 2, version: 6 });
    // The restored quote keeps version 1's services, priced: restoring never empties a demo quote.
    const services = (await get(`/tenant/itinerary/services/${q!.id}`)).json() as { service_id: number }[];
    expect(services.map((s) => s.service_id).sort()).toEqual(
      v1.service_itinerary.map((s: { service_id: number }) => s.service_id).sort(),
    );
    expect((await get(`/tenant/itinerary/${q!.id}`)).json().data.price).toBeGreaterThan(0);
  });

  // The sales history of the Reports page (codes I0n-H…, demo-report-history.ts) holds figures, not services.
  it('gives every quote past In Preparation several versions, each holding priced services', async () => {
    const rows = await owner<{ id: number; title: string; version: number; price: number | null }>(
      sql`SELECT i.id, i.title, i.version, i.price::float8 AS price FROM itineraries i JOIN tenants t ON t.id = i.tenant_id
        WHERE t.slug = 'demo' AND i.itinerary_type_id = 1 AND i.status_id <> 1 AND i.code NOT LIKE '%-H%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const r of rows) {
      expect(r.version, r.title).toBeGreaterThanOrEqual(2);
      expect(r.price, r.title).toBeGreaterThan(0);
      for (const version of [1, r.version]) {
        const v = (await get(`/tenant/itinerary/${r.id}/versions/${version}`)).json();
        expect(v.service_itinerary.length, `${r.title} v${version}`).toBeGreaterThan(3);
        expect(v.passengers.length, `${r.title} v${version}`).toBeGreaterThan(0);
        expect(v.days.length, `${r.title} v${version}`).toBeGreaterThan(0);
      }
    }
  });
});
