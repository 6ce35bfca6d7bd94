/** The rows of a raw `execute` result: both drivers (pg and PGlite) answer `{ rows }`. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;
