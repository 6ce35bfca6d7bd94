import { describe, expect, it } from 'vitest';
import { reportDetailSchema } from '@itinera/domain/contracts';
import { errorOf } from '../../../test/helper';
import { reportTest } from './reports.fixtures';

// The spreadsheet written page by page (decision 0099): past the first page of 500 rows, across
// quotes created at the same moment, and up to its 5000 rows, the reply is the one JSON array the
// serializer wrote, newest first.

const { ctx, w, get } = reportTest(async () => {
  // 1 300 quotes in pairs created at the same moment (microseconds included): the pages' key must
  // part them by id.
  await ctx.database.executeSql(
    `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
     SELECT $1, 'P' || lpad(g::text, 4, '0'), 'Trip P' || g, $2, $3,
       '2025-08-01T10:00:00.123456Z'::timestamptz + make_interval(secs => (g / 2) * 61.5), 1 + g % 5, 1, '{}', 100 + g
     FROM generate_series(1, 1300) g`,
    [w.tenantId, w.beta, w.users.agent],
  );
});

/** The codes in the spreadsheet's order, read in one statement. */
const codes = async (where: string, values: unknown[] = []) =>
  (
    (
      await ctx.database.executeSql(
        `SELECT q.code FROM report_quotes i JOIN itineraries q ON q.id = i.itinerary_id
         WHERE i.tenant_id = $1 AND i.deleting = 0 AND ${where} ORDER BY i.created_at DESC, i.itinerary_id DESC`,
        [w.tenantId, ...values],
      )
    ).rows as { code: string }[]
  ).map((r) => r.code);

describe('GET /tenant/reports/detail, written page by page', () => {
  it('answers every row once, newest first, as one JSON array byte for byte', async () => {
    const res = await get('detail?client=&from=2025-01-01&to=2026-12-31&user=');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = reportDetailSchema.parse(res.json());
    expect(res.body).toBe(JSON.stringify(rows));
    expect(rows.map((r) => r.Code)).toEqual(
      await codes(`i.created_at >= '2025-01-01' AND i.created_at < '2027-01-01'`),
    );
    expect(rows.length).toBeGreaterThan(1300);
    expect(rows.find((r) => r.Code === 'P0007')).toMatchObject({
      Client: 'Beta Travel',
      Price: 107,
      Status: 'Rejected',
    });
  });

  it("keeps to the caller's quotes and filters across pages, and to one page when the rows fit", async () => {
    const agent = reportDetailSchema.parse((await get('detail', w.headers.agent)).json());
    expect(agent.map((r) => r.Code)).toEqual(await codes('(i.owner_user_id = $2 OR i.user_id = $2)', [w.users.agent]));
    const alpha = reportDetailSchema.parse((await get(`detail?client=${w.alpha}`)).json());
    expect(alpha.map((r) => r.Code)).toEqual(await codes('i.client_id = $2', [w.alpha]));
    expect(alpha.length).toBeLessThan(500);
    expect((await get('detail?from=2030-01-01')).body).toBe('[]');
  });

  it('stops at 5000 rows', async () => {
    await ctx.database.executeSql(
      `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
       SELECT $1, 'R' || lpad(g::text, 4, '0'), 'Trip R' || g, $2, $3, '2024-01-01T00:00:00Z'::timestamptz + make_interval(mins => g),
         1, 1, '{}', 10 FROM generate_series(1, 4000) g`,
      [w.tenantId, w.alpha, w.users.operator],
    );
    const rows = reportDetailSchema.parse((await get('detail')).json());
    expect(rows.map((r) => r.Code)).toEqual((await codes('true')).slice(0, 5000));
  });

  it('answers bad input with the standard error body before writing anything', async () => {
    const res = await get('detail?from=yesterday');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });
});
