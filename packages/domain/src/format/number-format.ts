// Number and text formatting for screens and documents (docs/domain/spec-sections.md#spec-02-section-5).

import type { Language } from '../i18n/languages';

/** The marks a language writes a figure with: what groups the thousands, what starts the decimals. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

const COMMA_POINT: NumberMarks = { group: ',', decimal: '.' };

/**
 * The marks of each interface language, as Intl's CLDR data writes them with grouping from the
 * thousands on ('1,234.50' in en, '1.234,50' in es and pt-BR): the screens write figures with them
 * instead of Intl.NumberFormat, whose first use costs a phone ~150 ms of ICU data (decision 0133).
 * apps/web's formats test holds them to Intl.
 */
// Keyed by Language: a new interface language does not compile until its marks are written here.
const NUMBER_MARKS: Readonly<Record<Language, NumberMarks>> = {
  en: COMMA_POINT,
  es: { group: '.', decimal: ',' },
  'pt-BR': { group: '.', decimal: ',' },
};

/** The marks `language` writes figures with; English's for any language the interface does not speak. */
export const numberMarks = (language: string): NumberMarks =>
  Object.hasOwn(NUMBER_MARKS, language) ? NUMBER_MARKS[language as Language] : COMMA_POINT;

/**
 * Thousands separated by commas: 1234567.5 → '1,234,567.50' with 2 decimals (other `marks`:
 * '1.234.567,50'). Rounds half away from zero on the decimal spelling of the number, never on its
 * binary value (1.005 → '1.01'), as Intl does; a figure that rounds to zero has no sign.
 */
export function formatNumber(value: number | string, decimals = 0, marks: NumberMarks = COMMA_POINT): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '';
  const negative = n < 0;
  const [intPart, fracPart = ''] = roundDecimalString(Math.abs(n), decimals).split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
  const out = decimals > 0 ? `${grouped}${marks.decimal}${fracPart}` : grouped;
  return negative && /[1-9]/.test(out) ? `-${out}` : out;
}

function roundDecimalString(abs: number, decimals: number): string {
  const text = abs.toFixed(20).replace(/0+$/, '');
  const repr = String(abs).includes('e') ? text : String(abs);
  const [i, f = ''] = repr.split('.');
  if (f.length <= decimals) return decimals > 0 ? `${i}.${f.padEnd(decimals, '0')}` : i;
  const digits = BigInt(i + f.slice(0, decimals)) + (Number(f[decimals]) >= 5 ? 1n : 0n);
  const s = digits.toString().padStart(decimals + 1, '0');
  return decimals > 0 ? `${s.slice(0, -decimals)}.${s.slice(-decimals)}` : s;
}

/** Money as the client reads it: whole units with thousands commas ('1,664'). */
export function formatWholeAmount(value: number): string {
  return formatNumber(value, 0);
}

/** Truncates long text at `length` characters, adding `suffix` ('...') only when it cut something. */
export function truncate(text: string | null | undefined, length: number, suffix = '...'): string {
  const s = text ?? '';
  if (s.length <= length) return s;
  return s.slice(0, Math.max(0, length)) + suffix;
}
