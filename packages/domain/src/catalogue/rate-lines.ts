// Rules a catalogue rate sheet must keep before any quote can be priced from it (docs/domain/pricing.md#inputs).
// Shared by the admin editor (live feedback), the write API and the xlsx import, so a
// sheet refused in one place is refused everywhere with the same words.
import { isNightType } from '../days/day-input';
import { MAX_AGE_BANDS, type CostBasis } from '../pricing/pricing.schemas';

/** One rate line as an admin writes it; `row` is the sheet row or the editor's line number. */
export interface RateLineDraft {
  row?: number;
  sales_manual_id: number;
  season_from: string;
  season_to: string;
  min_pax: number;
  max_pax: number;
  id_room_type?: number | null;
  level?: number | null;
  basis: CostBasis;
  unit_cost: number | string;
  /** Child and infant prices by age at travel (docs/domain/pricing.md#children-and-infants). */
  age_bands?: AgeBandDraft[] | null;
}

export interface AgeBandDraft {
  min_age: number;
  max_age: number;
  percentage?: number | null;
  unit_cost?: number | string | null;
}

export interface RateLineProblem {
  /** Index of the line in the list given (0-based). */
  index: number;
  row?: number;
  message: string;
}

const paxText = (l: RateLineDraft) => (l.min_pax === l.max_pax ? `${l.min_pax} pax` : `${l.min_pax}–${l.max_pax} pax`);

/** Problems of one line on its own: ranges, basis against the service type, negative cost. */
export function rateLineProblems(line: RateLineDraft, idServiceType: number): string[] {
  const out: string[] = [];
  if (!(line.min_pax >= 1)) out.push('The pax range must start at 1 or more.');
  if (line.min_pax > line.max_pax)
    out.push(`The pax range is reversed: min ${line.min_pax} is above max ${line.max_pax}.`);
  if (line.season_from > line.season_to)
    out.push(`The season ends (${line.season_to}) before it starts (${line.season_from}).`);
  if (Number(line.unit_cost) < 0 || Number.isNaN(Number(line.unit_cost)))
    out.push('The unit cost must be a number of 0 or more.');
  const rooms = isNightType(idServiceType);
  if (line.basis === 'per_room' && !rooms) out.push('Only accommodation and packages are priced per room.');
  if (line.basis === 'per_room' && !line.id_room_type) out.push('A per-room rate needs a room type.');
  if (line.basis !== 'per_room' && line.id_room_type) out.push('A room type is only for per-room rates.');
  out.push(...ageBandProblems(line));
  return out;
}

const given = (v: unknown) => v !== null && v !== undefined && v !== '';
const ages = (b: AgeBandDraft) => `${b.min_age}–${b.max_age}`;

/** Problems of a line's age bands: one price each, no overlap, only where a price depends on who travels. */
export function ageBandProblems(line: Pick<RateLineDraft, 'basis' | 'age_bands'>): string[] {
  const bands = line.age_bands ?? [];
  if (!bands.length) return [];
  if (line.basis === 'per_group' || line.basis === 'per_unit')
    return [
      'Child and infant prices are for per-person and per-room rates: a group or unit price is the same whoever travels.',
    ];
  if (bands.length > MAX_AGE_BANDS) return [`A rate line has at most ${MAX_AGE_BANDS} age bands.`];
  const out: string[] = [];
  for (const b of bands) {
    if (!(b.min_age >= 0 && b.max_age <= 17))
      out.push(`The age band ${ages(b)} must stay between 0 and 17: from 18 a traveller pays the adult rate.`);
    if (b.min_age > b.max_age) out.push(`The age band ${ages(b)} is reversed: its first age is above its last.`);
    if (given(b.percentage) && given(b.unit_cost))
      out.push(`The age band ${ages(b)} has both a percentage and a cost: keep one.`);
    else if (!given(b.percentage) && !given(b.unit_cost))
      out.push(`The age band ${ages(b)} needs a percentage of the adult rate or a cost of its own.`);
    if (given(b.percentage) && !(Number(b.percentage) >= 0 && Number(b.percentage) <= 100))
      out.push(`The age band ${ages(b)} is priced at ${b.percentage} % of the adult rate: give 0 to 100 %.`);
    if (given(b.unit_cost) && !(Number(b.unit_cost) >= 0))
      out.push(`The age band ${ages(b)} has a negative cost: give 0 or more.`);
  }
  const sorted = [...bands].sort((a, b) => a.min_age - b.min_age);
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (b.min_age <= a.max_age)
      out.push(`The age bands ${ages(a)} and ${ages(b)} overlap: a child of ${b.min_age} would have two prices.`);
  }
  return out;
}

/**
 * Two lines clash when the same sales manual, room type and level would price the same pax on the
 * same day: their seasons and their pax ranges both overlap. Rate selection would then have to guess.
 */
export function rateLinesClash(a: RateLineDraft, b: RateLineDraft): boolean {
  return (
    a.sales_manual_id === b.sales_manual_id &&
    (a.id_room_type ?? null) === (b.id_room_type ?? null) &&
    (a.level ?? 0) === (b.level ?? 0) &&
    a.season_from <= b.season_to &&
    b.season_from <= a.season_to &&
    a.min_pax <= b.max_pax &&
    b.min_pax <= a.max_pax
  );
}

/** Every problem of a service's rate lines, each tied to the line (and row) it belongs to. */
export function validateRateLines(lines: readonly RateLineDraft[], idServiceType: number): RateLineProblem[] {
  const problems: RateLineProblem[] = [];
  lines.forEach((line, index) => {
    for (const message of rateLineProblems(line, idServiceType)) problems.push({ index, row: line.row, message });
  });
  // Sorting by manual, room, level and season start keeps the pairwise check near linear.
  const order = lines.map((_, i) => i).sort((i, j) => compareLines(lines[i]!, lines[j]!));
  // Each line is reported once, against the first line it clashes with: a sheet of 1 500 clashing
  // lines gives 1 500 messages, not a million.
  const reported = new Set<number>();
  for (let x = 0; x < order.length; x++) {
    const a = lines[order[x]!]!;
    for (let y = x + 1; y < order.length; y++) {
      const b = lines[order[y]!]!;
      if (groupOf(a) !== groupOf(b) || b.season_from > a.season_to) break;
      if (!reported.has(order[y]!) && rateLinesClash(a, b)) {
        reported.add(order[y]!);
        const where = b.row !== undefined && a.row !== undefined ? ` (row ${a.row})` : '';
        problems.push({
          index: order[y]!,
          row: b.row,
          message: `Seasons overlap for ${paxText(b)}: ${b.season_from} – ${b.season_to} overlaps ${a.season_from} – ${a.season_to}${where}.`,
        });
      }
    }
  }
  return problems.sort((p, q) => p.index - q.index);
}

const groupOf = (l: RateLineDraft) => `${l.sales_manual_id}|${l.id_room_type ?? 0}|${l.level ?? 0}`;
function compareLines(a: RateLineDraft, b: RateLineDraft): number {
  return (
    a.sales_manual_id - b.sales_manual_id ||
    (a.id_room_type ?? 0) - (b.id_room_type ?? 0) ||
    (a.level ?? 0) - (b.level ?? 0) ||
    (a.season_from < b.season_from ? -1 : a.season_from > b.season_from ? 1 : 0)
  );
}
