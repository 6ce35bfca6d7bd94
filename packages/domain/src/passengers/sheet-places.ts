import type { SaveItem } from './merge';

// An imported sheet that replaces the list used to delete every passenger and add the sheet's rows
// as new ones: what hung on the old passengers' ids — their Upsales, fee and typed final price per
// level, the services only some of them take — silently went with them (decisions 0058, 0059 and 0060: 5 % + $ 40 per
// passenger became 0 / 0). Instead each row takes the place of a current passenger, so all of that
// stays attached and the import changes the passengers alone.

interface Named {
  id: number;
  first_name: string;
  last_name: string;
}

const key = (first: unknown, last: unknown) =>
  `${String(first ?? '')} ${String(last ?? '')}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The sheet's rows with the place each takes: a row named as a current passenger is that passenger
 * (its fields left blank in the sheet keep their stored values); the other rows take, in order, the
 * places of the current passengers no row named (their fields are the sheet's alone: `fresh`). Rows
 * beyond the current list are new passengers; places no row takes are removed.
 */
export function sheetTakesPlaces(current: readonly Named[], rows: readonly SaveItem[]): SaveItem[] {
  const byName = new Map<string, Named>();
  for (const p of current) {
    const k = key(p.first_name, p.last_name);
    if (k && !byName.has(k)) byName.set(k, p);
  }
  const taken = new Set<number>();
  const out: SaveItem[] = rows.map((row) => {
    const same = byName.get(key(row.first_name, row.last_name));
    if (!same || taken.has(same.id)) return { ...row };
    taken.add(same.id);
    return { ...row, id: same.id };
  });
  const free = current.filter((p) => !taken.has(p.id));
  let next = 0;
  return out.map((row) => {
    if (row.id !== undefined || next >= free.length) return row;
    return { ...row, id: free[next++]!.id, fresh: true };
  });
}
