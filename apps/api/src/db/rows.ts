import { sql, type SQL } from 'drizzle-orm';

/** The rows of a raw `execute` result: both drivers (pg and PGlite) answer `{ rows }`. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The items of an `IN (…)` list, one parameter each. */
export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((n) => sql`${n}`),
    sql`, `,
  );
