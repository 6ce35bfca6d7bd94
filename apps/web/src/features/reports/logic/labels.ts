import { clientDateFormat, formatDate, formatNumber } from '@itinera/domain';

// Numbers and dates as the signed-in user reads them (docs/domain/formats.md): dates in the user's
// client's format (the default for the operator's people), numbers grouped with commas.

/** A period label of the API (`2026-11`, `2026-W48`, `2026-Q4`) as the screen shows it. */
export function periodText(label: string): string {
  const week = /^(\d{4})-W(\d{2})$/.exec(label);
  if (week) return `W${Number(week[2])} ${week[1]}`;
  const quarter = /^(\d{4})-Q(\d)$/.exec(label);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  return /^\d{4}-\d{2}$/.test(label) ? formatDate(`${label}-01`, 'MMM YYYY') : label;
}

export const count = (n: number) => formatNumber(n, 0);
export const money = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatNumber(n, 0));
export const days = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${formatNumber(n, 1)} d`);

/** The date format of the user: its client's, else the default (MMM DD, YYYY). */
export const userDateFormat = (client: { configuration?: { date_format?: string | null } | null } | undefined) =>
  clientDateFormat(client);

/** The proposal page's parts (its data-section keys) as the publishing screen names them. */
const SECTIONS: Record<string, string> = {
  cover: 'Cover',
  about: 'Trip description',
  hotels: 'Hotels',
  prices: 'Prices',
  optionals: 'Optionals',
  contact: 'Contact details',
  accept: 'Accept form',
};

/** A section key of the engagement signals (`day-3`, `prices`) in words. */
export function sectionText(key: string): string {
  const day = /^day-(\d+)$/.exec(key);
  return day ? `Day ${day[1]}` : (SECTIONS[key] ?? key.replace(/[-_]/g, ' '));
}
