// The cheapest and the dearest group size of each column of a price matrix (a level and a basis),
// as the workspace table and the downloaded sheet mark them (docs/domain/pricing.md#price-matrix).

export const MATRIX_BASES = ['double', 'single', 'single_supplement', 'triple', 'child'] as const;
export type MatrixBasis = (typeof MATRIX_BASES)[number];

/** What the rule reads of an entry: its size and, per level, the cells (any of them may be missing). */
export interface MatrixRowCells {
  num_pax: number;
  levels: { level: number; per_person?: Partial<Record<MatrixBasis, number | null>> }[];
}

/** The columns whose cheapest and dearest sizes are marked: prices a person pays, not the supplement (a difference). */
const MARKED: readonly MatrixBasis[] = MATRIX_BASES.filter((b) => b !== 'single_supplement');

/** `${level}:${basis}` → the sizes of its lowest and highest price; columns with fewer than two prices are left out. */
export function matrixExtremes(rows: readonly MatrixRowCells[]): Map<string, { cheapest: number; dearest: number }> {
  const out = new Map<string, { cheapest: number; dearest: number }>();
  const seen = new Map<string, { min: number; max: number; minAt: number; maxAt: number; count: number }>();
  for (const row of rows)
    for (const l of row.levels)
      for (const basis of MARKED) {
        const v = l.per_person?.[basis];
        if (v === null || v === undefined) continue;
        const key = `${l.level}:${basis}`;
        const s = seen.get(key);
        if (!s) seen.set(key, { min: v, max: v, minAt: row.num_pax, maxAt: row.num_pax, count: 1 });
        else {
          s.count += 1;
          if (v < s.min) Object.assign(s, { min: v, minAt: row.num_pax });
          if (v > s.max) Object.assign(s, { max: v, maxAt: row.num_pax });
        }
      }
  for (const [key, s] of seen)
    if (s.count > 1 && s.min !== s.max) out.set(key, { cheapest: s.minAt, dearest: s.maxAt });
  return out;
}
