import { sql, type SQL } from 'drizzle-orm';

/** The rows of a raw `execute` result: both drivers (pg and PGlite) answer `{ rows }`. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The items of an `IN (…)` list, one parameter each. */
export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((n) => sql`${n}`),
    sql`, `,
  );

/** A Postgres int[] of the ids, one parameter each (`ARRAY[]::int[]` when empty). */
export const intArray = (ids: readonly number[]): SQL =>
  sql`ARRAY[${sql.join(
    ids.map((n) => sql`${n}`),
    sql`, `,
  )}]::int[]`;

/** A Postgres text[] of the items, one parameter each. */
export const textArray = (items: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    items.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
