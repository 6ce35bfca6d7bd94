// Age bands as one line of text (docs/domain/pricing.md#children-and-infants): how a rate sheet's cell
// and the rate editor's field write them, e.g. `0-2 free; 3-11 50%; 12-17 35.50`. A band is its
// ages and either `free`, a percentage of the adult rate or a cost in the line's currency.
import type { AgeBandDraft } from './rate-lines';

/** The text of a line's bands, in age order; '' for none. */
export function formatAgeBands(bands: readonly AgeBandDraft[] | null | undefined): string {
  return [...(bands ?? [])]
    .sort((a, b) => a.min_age - b.min_age)
    .map((b) => {
      const ages = b.min_age === b.max_age ? `${b.min_age}` : `${b.min_age}-${b.max_age}`;
      if (b.percentage !== null && b.percentage !== undefined)
        return `${ages} ${Number(b.percentage) === 0 ? 'free' : `${Number(b.percentage)}%`}`;
      return `${ages} ${Number(b.unit_cost ?? 0).toFixed(2)}`;
    })
    .join('; ');
}

const BAND = /^(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*:?\s*(free|\d+(?:\.\d+)?\s*%|\d+(?:\.\d{1,4})?)$/i;

export const AGE_BANDS_EXAMPLE = '0-2 free; 3-11 50%; 12-17 35.50';

/** The bands a text names, or why it names none; the domain's rules (ageBandProblems) judge them after. */
export function parseAgeBands(text: string | null | undefined): { bands: AgeBandDraft[] } | { error: string } {
  const parts = (text ?? '')
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const bands: AgeBandDraft[] = [];
  for (const part of parts) {
    const m = BAND.exec(part);
    if (!m) return { error: `'${part}' is not an age band: write the ages and a price, e.g. ${AGE_BANDS_EXAMPLE}.` };
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : Number(m[2]);
    const value = m[3]!.toLowerCase().replace(/\s+/g, '');
    if (value === 'free') bands.push({ min_age: min, max_age: max, percentage: 0 });
    else if (value.endsWith('%')) bands.push({ min_age: min, max_age: max, percentage: Number(value.slice(0, -1)) });
    else bands.push({ min_age: min, max_age: max, unit_cost: value });
  }
  return { bands };
}
