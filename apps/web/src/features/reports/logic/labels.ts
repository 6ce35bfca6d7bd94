import { clientDateFormat, formatDate, QUOTE_STATUSES } from '@itinera/domain';
import { numberFormat } from '../../../lib/formats';
import { i18n } from '../../../lib/i18n';

// Numbers and dates as the signed-in user reads them (docs/domain/formats.md, decision 0085): dates
// in the user's client's format (the default for the operator's people) with the reader's month
// words, numbers grouped as the reader's language groups them (the same Intl format as useFormats).
// Called while drawing, so the current language is read each time (a language switch redraws).

const language = () => i18n.language;

/** A period label of the API (`2026-11`, `2026-W48`, `2026-Q4`) as the screen shows it. */
export function periodText(label: string): string {
  const week = /^(\d{4})-W(\d{2})$/.exec(label);
  if (week) return `W${Number(week[2])} ${week[1]}`;
  const quarter = /^(\d{4})-Q(\d)$/.exec(label);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  return /^\d{4}-\d{2}$/.test(label) ? formatDate(`${label}-01`, 'MMM YYYY', language()) : label;
}

/** A date of the API in `format`, with the reader's month words. */
export const dateText = (value: string, format: string) => formatDate(value, format, language());

const number = (n: number, digits: number) => numberFormat(language(), digits).format(n);
export const count = (n: number) => number(n, 0);
export const money = (n: number | null | undefined) => (n === null || n === undefined ? '—' : number(n, 0));
export const days = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : i18n.t('reports:daysUnit', { n: number(n, 1) });

/** A quote status the API names in English (the funnel's steps, a follow-up's status) in the reader's words. */
export function statusText(name: string): string {
  const id = QUOTE_STATUSES.find((s) => s.name === name)?.id;
  return id ? i18n.t(`common:quoteStatus.${id}`, { defaultValue: name }) : name;
}

/** The English level names the API puts in charts, and their numbers (common.levels). */
const LEVEL_IDS: Record<string, number> = { Comfort: 1, Superior: 2, Luxury: 3 };

/**
 * A name the API writes in English in a chart (a dataset, a slice: "Quotes", "Comfort", "Sent", "Won",
 * "No client") in the reader's words; anything else (a client, a place, a period) as it came.
 */
export function chartName(name: string): string {
  if (LEVEL_IDS[name]) return i18n.t(`common:levels.${LEVEL_IDS[name]}.label`);
  if (i18n.exists(`reports:apiNames.${name}`)) return i18n.t(`reports:apiNames.${name}`);
  return statusText(name);
}

/** A chart of the API with its English names in the reader's words. */
export function namedChart<C extends { labels: string[]; datasets: { label: string }[] }>(chart: C): C {
  return {
    ...chart,
    labels: chart.labels.map(chartName),
    datasets: chart.datasets.map((d) => ({ ...d, label: chartName(d.label) })),
  };
}

/** A comfort level by number (common.levels), the API's name for one the catalogue lacks. */
export const levelText = (level: number, name: string) =>
  i18n.t(`common:levels.${level}.label`, { defaultValue: name });

/** The date format of the user: its client's, else the default (MMM DD, YYYY). */
export const userDateFormat = (client: { configuration?: { date_format?: string | null } | null } | undefined) =>
  clientDateFormat(client);

/** The proposal page's parts (its data-section keys) as the publishing screen names them. */
const SECTIONS = ['cover', 'about', 'hotels', 'prices', 'optionals', 'contact', 'accept'];

/** A section key of the engagement signals (`day-3`, `prices`) in words. */
export function sectionText(key: string): string {
  const day = /^day-(\d+)$/.exec(key);
  if (day) return i18n.t('reports:engagement.sectionNames.day', { n: day[1] });
  return SECTIONS.includes(key) ? i18n.t(`reports:engagement.sectionNames.${key}`) : key.replace(/[-_]/g, ' ');
}
