import { MATRIX_SAMPLE_SIZES } from '@itinera/domain';

// The group sizes field of the matrix panel: "1, 2, 4-10" as the list the API takes. Out-of-range
// or too many sizes are judged by the server's rule (matrixSizes), which answers in words.

export const SAMPLE_SIZES_TEXT = '1, 2, 4-10';

/** The sizes a text names, or null when a part is not a number or a range. */
export function parseSizes(text: string): number[] | null {
  const out: number[] = [];
  for (const part of text.split(/[,;\s]+/).filter(Boolean)) {
    const m = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(part);
    if (!m) return null;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from || to - from > 100) return null;
    for (let n = from; n <= to; n++) out.push(n);
  }
  return out.length ? [...new Set(out)].sort((a, b) => a - b) : null;
}

export const SAMPLE_SIZES = [...MATRIX_SAMPLE_SIZES];
