// The built-in description of a quote (domain.md "Description generation"): plain text made from
// what the quote already knows, so it works offline and gives the same words every time.
import { formatDate } from '../format/date-format';

export interface DescriptionInput {
  title: string;
  start_date: string | null;
  end_date: string | null;
  num_day: number;
  locations: string[];
  tags: string[];
  client: string | null;
  /** The client's date format (MMM DD, YYYY by default). */
  dateFormat?: string;
}

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  const list = names.map((n) => n.trim()).filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

export function templateDescription(q: DescriptionInput): string {
  const days = Math.max(1, q.num_day);
  const title = q.title.trim() || 'This trip';
  const length = days === 1 ? 'a one-day trip' : `a ${days}-day journey`;
  const places = joinNames(q.locations);
  let opening = `${title} is ${length}`;
  if (places) opening += ` through ${places}`;
  if (q.client?.trim()) opening += `, prepared for ${q.client.trim()}`;
  const paragraphs = [`${opening}.`];
  if (q.start_date) {
    const from = formatDate(q.start_date, q.dateFormat);
    paragraphs.push(q.end_date && q.end_date !== q.start_date ? `It starts on ${from} and ends on ${formatDate(q.end_date, q.dateFormat)}.` : `It takes place on ${from}.`);
  }
  if (q.tags.length) paragraphs.push(`Highlights: ${joinNames(q.tags)}.`);
  if (q.locations.length > 1) {
    paragraphs.push(`The route begins in ${q.locations[0]!.trim()} and ends in ${q.locations.at(-1)!.trim()}.`);
  }
  return paragraphs.join('\n\n');
}
