import { sql } from 'drizzle-orm';
import { QUOTE_SORT_FIELDS } from '@itinera/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds, ownerQuery } from '../../../test/quotes.fixtures';

// Every sort of GET /tenant/itinerary, both ways, gives the order a person expects: the field's
// order with blank fields last whichever the direction, ties by creation (status only) and then by
// id in the same direction. The repository reads a page in two ways (quotes.repository.ts list():
// few matching quotes are sorted in memory, many are read in a sort index's order), so each sort is
// checked on a small set and on one of over 3 000 quotes.

let ctx: TestContext;
let admin: Record<string, string>;
let tenantId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ({ tenantId } = await demoIds(ctx));
  // Values repeat (ties), blanks appear in the nullable fields, creation times collide in pairs.
  for (const [marker, count] of [
    ['sortfew', 40],
    ['sortmany', 3_050],
  ] as const) {
    await ownerQuery(
      ctx,
      sql`
      INSERT INTO itineraries (tenant_id, code, title, status_id, start_date, end_date, num_day, num_pax, price, created_at)
      SELECT ${tenantId}, 'I99-' || upper(${marker}) || lpad(((g * 7919) % ${count})::text, 5, '0'), ${marker} || ' ' || lpad((g % 17)::text, 2, '0'),
        (ARRAY[1, 4, 2, 3, 5])[1 + g % 5],
        CASE WHEN g % 6 = 0 THEN NULL ELSE DATE '2026-01-01' + (g * 37) % 300 END,
        CASE WHEN g % 5 = 0 THEN NULL ELSE DATE '2026-02-01' + (g * 53) % 300 END,
        1 + g % 9, 1 + g % 4, CASE WHEN g % 4 = 0 THEN NULL ELSE (g * 131) % 5000 END,
        TIMESTAMPTZ '2026-01-01' + make_interval(mins => g / 2)
      FROM generate_series(1, ${count}) g`,
    );
  }
});
afterAll(() => ctx.close());

interface Row {
  id: number;
  /** The public id the list answers. */
  uuid: string;
  code: string;
  title: string;
  status_id: number;
  start_date: string | null;
  end_date: string | null;
  num_day: number;
  num_pax: number;
  price: number | null;
  created_at: string;
}

const COLUMN: Record<(typeof QUOTE_SORT_FIELDS)[number], keyof Row> = {
  created_date: 'created_at',
  code: 'code',
  title: 'title',
  start_date: 'start_date',
  end_date: 'end_date',
  num_pax: 'num_pax',
  num_day: 'num_day',
  price: 'price',
  status: 'status_id',
};

/** The expected order, written out plainly. */
function expected(rows: Row[], field: (typeof QUOTE_SORT_FIELDS)[number], dir: 'asc' | 'desc'): string[] {
  const sign = dir === 'asc' ? 1 : -1;
  const compare = (a: string | number | null, b: string | number | null) => {
    if (a === b) return 0;
    if (a === null) return 1; // blanks last, both ways
    if (b === null) return -1;
    return sign * (a < b ? -1 : 1);
  };
  const keys: (keyof Row)[] = [COLUMN[field], ...(field === 'status' ? (['created_at'] as const) : []), 'id'];
  return [...rows]
    .sort((a, b) => {
      for (const k of keys) {
        const c = compare(a[k], b[k]);
        if (c) return c;
      }
      return 0;
    })
    .map((r) => r.uuid);
}

async function pageIds(qs: string): Promise<{ ids: string[]; total: number }> {
  const res = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary?${qs}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { id: string }[]; meta: { total: number } };
  return { ids: body.data.map((r) => r.id), total: body.meta.total };
}

describe('GET /tenant/itinerary sort', () => {
  for (const [marker, pages] of [
    ['sortfew', [1, 2]],
    ['sortmany', [1, 3]],
  ] as const) {
    it(`orders ${marker === 'sortfew' ? 'a few quotes' : 'over 3 000 quotes'} by every field, both ways`, async () => {
      const rows = await ownerQuery<Row>(
        ctx,
        sql`SELECT id, uuid::text AS uuid, code, title, status_id, start_date::text AS start_date, end_date::text AS end_date, num_day, num_pax, price::float8 AS price,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS created_at FROM itineraries WHERE tenant_id = ${tenantId} AND title LIKE ${`${marker} %`}`,
      );
      let checked = 0;
      for (const field of QUOTE_SORT_FIELDS) {
        for (const dir of ['asc', 'desc'] as const) {
          const order = expected(rows, field, dir);
          for (const page of pages) {
            const got = await pageIds(`filter=${marker}&sort=${field}.${dir}&limit=25&page=${page}`);
            expect(got.total).toBe(rows.length);
            expect(got.ids, `${field}.${dir} page ${page}`).toEqual(order.slice((page - 1) * 25, page * 25));
            checked += 1;
          }
        }
      }
      expect(checked).toBe(QUOTE_SORT_FIELDS.length * 2 * pages.length);
    });
  }

  it('answers an empty page past the last one', async () => {
    const { total } = await pageIds('filter=sortfew&limit=25');
    expect(await pageIds(`filter=sortfew&limit=25&page=${Math.ceil(total / 25) + 1}`)).toEqual({ ids: [], total });
  });
});
