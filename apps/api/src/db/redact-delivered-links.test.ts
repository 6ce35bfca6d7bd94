import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../test/quotes.fixtures';
import { createTestApp, type TestContext } from '../../test/helper';
import { redactSecrets } from '../lib/secret-links';
import { newToken } from '../lib/tokens';
import { rowsOf } from './rows';

// Migration 0035 redacts the mails delivered before the mail job began to (issue 38, item 5, docs/decisions/issues.md). It
// repeats lib/secret-links.ts's patterns in SQL, so it is held to give exactly what that gives.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MIGRATION = path.join(import.meta.dirname, 'migrations', '0035_redact_delivered_links.sql');

describe('migration 0035', () => {
  it('replaces the keys of delivered and failed mails as the mail job does, and leaves the others', async () => {
    const [booking, old, reset, voucher, code] = Array.from({ length: 5 }, () => newToken().token);
    const body = [
      'Dear Hotel,',
      `Answer here: https://demo.itinera.example/booking/${booking}`,
      `(replaces https://demo.itinera.example/booking/${old}).`,
      `Reset: https://demo.itinera.example/reset-password?id=41&token=${reset}`,
      `Vouchers: https://demo.itinera.example/media/vouchers/${voucher}.zip`,
      `Proposal: https://demo.itinera.example/tenant/public/proposals/${code}`,
      'API: /tenant/itinerary/0b0b0b0b-0000-4000-8000-000000000000/booking/requests',
    ].join('\n');
    const tenant = await tenantIdOf(ctx);
    for (const status of ['sent', 'failed', 'queued', 'logged'])
      await ctx.database.db.execute(
        sql`INSERT INTO mail_outbox (tenant_id, to_address, subject, body, kind, status) VALUES (${tenant}, ${`${status}@example.com`}, 'Links', ${body}, 'notification', ${status})`,
      );

    await ctx.database.executeSql(readFileSync(MIGRATION, 'utf8'));

    const rows = rowsOf<{ status: string; body: string }>(
      await ctx.database.db.execute(sql`SELECT status, body FROM mail_outbox WHERE subject = 'Links' ORDER BY id`),
    );
    const redacted = redactSecrets(body);
    for (const key of [booking, old, reset, voucher]) expect(redacted).not.toContain(key);
    expect(redacted).toContain(code);
    expect(rows).toEqual([
      { status: 'sent', body: redacted },
      { status: 'failed', body: redacted },
      { status: 'queued', body },
      { status: 'logged', body },
    ]);
  });
});
