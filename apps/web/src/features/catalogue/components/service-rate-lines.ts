import dayjs from 'dayjs';
import { i18n } from '../../../lib/i18n';
import {
  isNightType,
  parseAgeBands,
  rateLineNightsProblems,
  validateRateLines,
  type CostBasis,
  type RateLineDraft,
} from '@itinera/domain';
import { costText, newRowKey, type RateLineValues } from './service-form-state';

// What the rates grid does to its rows: new lines with sensible defaults, a whole new season at
// once, duplicates, and the live problems of each row (the domain's rules plus "fill this in").

export interface SalesManualOption {
  id: number;
  name: string;
  valid_from: string;
  valid_to: string;
  currency: { id: number; code: string; currency_sign?: string };
}

export interface RateDefaults {
  manual: SalesManualOption | null;
  supplierId: number | null;
  /** The service's own level: a Luxury hotel's lines are Luxury rates. */
  level: number;
}

/** Hotels and packages are bought per room, everything else per person. */
export const defaultBasis = (idServiceType: number | null): CostBasis =>
  idServiceType && isNightType(idServiceType) ? 'per_room' : 'per_person';

/** Rates are open-ended in pax unless the admin says otherwise (the demo sheets use 1–99 too). */
export const DEFAULT_MAX_PAX = 99;
const SEASON_MONTHS = 6;
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

export function blankLine(
  idServiceType: number | null,
  d: RateDefaults,
  patch: Partial<RateLineValues> = {},
): RateLineValues {
  return {
    key: newRowKey(),
    sales_manual_id: d.manual?.id ?? null,
    season_from: d.manual?.valid_from ?? null,
    season_to: d.manual?.valid_to ?? null,
    min_pax: 1,
    max_pax: DEFAULT_MAX_PAX,
    id_room_type: null,
    level: d.level,
    basis: defaultBasis(idServiceType),
    unit_cost: '',
    currency_id: d.manual?.currency.id ?? null,
    capacity: '',
    supplier_id: d.supplierId,
    age_bands: '',
    ...patch,
  };
}

/**
 * The season an "Add season" proposes: from the day after the latest season of the manual (or the
 * manual's first day), six months long, cut at the manual's last day when that still leaves a season.
 */
export function nextSeason(
  lines: readonly RateLineValues[],
  manual: SalesManualOption | null,
  today = dayjs(),
): { from: string; to: string } {
  const ends = lines
    .filter((l) => !manual || l.sales_manual_id === manual.id)
    .map((l) => l.season_to)
    .filter((v): v is string => Boolean(v))
    .sort();
  const last = ends.at(-1);
  const from = last ? dayjs(last).add(1, 'day') : manual ? dayjs(manual.valid_from) : today.startOf('month');
  let to = from.add(SEASON_MONTHS, 'month').subtract(1, 'day');
  if (manual && iso(to) > manual.valid_to && manual.valid_to >= iso(from)) to = dayjs(manual.valid_to);
  return { from: iso(from), to: iso(to) };
}

/** The latest line (by season start) that matches, to copy its cost into the next season. */
function latest(lines: readonly RateLineValues[], match: (l: RateLineValues) => boolean): RateLineValues | undefined {
  return lines
    .filter(match)
    .sort((a, b) => ((a.season_from ?? '') < (b.season_from ?? '') ? -1 : 1))
    .at(-1);
}

export interface NewSeason {
  from: string;
  to: string;
  /** Hotels and packages: one line per room type. */
  roomTypeIds: number[];
}

/**
 * Adds one season. Hotels get one per-room line per chosen room type; other services repeat the pax
 * ranges of their latest season (or one open range). Costs are carried over from the latest season
 * so the admin edits numbers instead of typing every one.
 */
export function addSeason(
  lines: readonly RateLineValues[],
  season: NewSeason,
  idServiceType: number | null,
  d: RateDefaults,
): RateLineValues[] {
  const at = { season_from: season.from, season_to: season.to };
  if (idServiceType && isNightType(idServiceType)) {
    const added = season.roomTypeIds.map((room) => {
      const prev = latest(
        lines,
        (l) => l.id_room_type === room && l.sales_manual_id === (d.manual?.id ?? l.sales_manual_id),
      );
      return blankLine(idServiceType, d, {
        ...at,
        basis: 'per_room',
        id_room_type: room,
        unit_cost: prev?.unit_cost ?? '',
        level: prev?.level ?? d.level,
        min_pax: prev?.min_pax ?? 1,
        max_pax: prev?.max_pax ?? DEFAULT_MAX_PAX,
        currency_id: prev?.currency_id ?? d.manual?.currency.id ?? null,
      });
    });
    return [...lines, ...added];
  }
  const lastStart = latest(lines, () => true)?.season_from;
  const template = lastStart ? lines.filter((l) => l.season_from === lastStart) : [];
  if (template.length === 0) return [...lines, blankLine(idServiceType, d, at)];
  return [...lines, ...template.map((t) => ({ ...t, ...at, key: newRowKey(), id: undefined }))];
}

/** One more line after the last: same manual, season and basis, the next pax range, no cost yet. */
export function addLine(
  lines: readonly RateLineValues[],
  idServiceType: number | null,
  d: RateDefaults,
): RateLineValues[] {
  const last = lines.at(-1);
  if (!last) return [blankLine(idServiceType, d)];
  const lastMax = Number(last.max_pax);
  const nextMin =
    Number.isFinite(lastMax) && lastMax >= 1 && lastMax < 500 && last.basis !== 'per_room'
      ? lastMax + 1
      : Number(last.min_pax) || 1;
  return [
    ...lines,
    {
      ...last,
      key: newRowKey(),
      id: undefined,
      min_pax: nextMin,
      max_pax: Math.max(nextMin, last.basis === 'per_room' ? lastMax || DEFAULT_MAX_PAX : nextMin),
      unit_cost: '',
    },
  ];
}

export function duplicateLine(lines: readonly RateLineValues[], index: number): RateLineValues[] {
  const source = lines[index];
  if (!source) return [...lines];
  return [...lines.slice(0, index + 1), { ...source, key: newRowKey(), id: undefined }, ...lines.slice(index + 1)];
}

const isBlank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** What is missing on a line before the domain rules can even be asked. */
function missing(l: RateLineValues, rooms: boolean): string[] {
  const out: string[] = [];
  // In the interface language; the domain's own rules below still speak English (decision 0085).
  const say = (key: string) => i18n.t(`catalogue:row.missing.${key}`);
  if (!l.sales_manual_id) out.push(say('manual'));
  if (!l.season_from || !l.season_to) out.push(say('season'));
  if (isBlank(l.min_pax) || isBlank(l.max_pax)) out.push(say('pax'));
  if (isBlank(l.unit_cost)) out.push(say('cost'));
  if (!l.currency_id) out.push(say('currency'));
  if (rooms && l.basis === 'per_room' && !l.id_room_type) out.push(say('room'));
  return out;
}

/**
 * Live problems per row index: first what is missing, then the domain's rules (reversed ranges,
 * basis against type, overlapping seasons) on the lines that are complete enough to compare.
 */
export function rowProblems(
  lines: readonly RateLineValues[],
  idServiceType: number | null,
  daysServices: number | string = 1,
): Record<number, string[]> {
  const type = idServiceType ?? 0;
  const rooms = isNightType(type);
  const out: Record<number, string[]> = {};
  const push = (i: number, m: string) => {
    const list = (out[i] ??= []);
    if (!list.includes(m)) list.push(m);
  };
  const complete: { index: number; draft: RateLineDraft }[] = [];
  lines.forEach((l, index) => {
    const gaps = missing(l, rooms);
    gaps.forEach((m) => push(index, m));
    const bands = parseAgeBands(l.age_bands);
    if ('error' in bands) push(index, i18n.t('catalogue:row.ageBands', { error: bands.error }));
    if (gaps.length) return;
    complete.push({
      index,
      draft: {
        // The line number on screen: an overlap then names the line it clashes with.
        row: index + 1,
        sales_manual_id: l.sales_manual_id!,
        season_from: l.season_from!,
        season_to: l.season_to!,
        min_pax: Number(l.min_pax),
        max_pax: Number(l.max_pax),
        id_room_type: l.basis === 'per_room' ? l.id_room_type : null,
        level: l.level,
        basis: l.basis,
        unit_cost: costText(l.unit_cost),
        age_bands: 'bands' in bands ? bands.bands : [],
      },
    });
  });
  for (const p of validateRateLines(
    complete.map((c) => c.draft),
    type,
  ))
    push(complete[p.index]!.index, p.message);
  // A package room's night count against the package's nights (docs/domain/rooms.md#package-nights).
  const days = Math.max(1, Number(daysServices) || 1);
  const nights = lines.map((l) => ({
    id_room_type: l.basis === 'per_room' ? l.id_room_type : null,
    nights: isBlank(l.nights) ? null : Number(l.nights),
  }));
  for (const p of rateLineNightsProblems(type, days, nights)) push(p.index, p.message);
  return out;
}
