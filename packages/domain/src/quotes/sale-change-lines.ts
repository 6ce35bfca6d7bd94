import { formatNumber } from '../format/number-format';
import { fillLabel, formatProposalDate, proposalLabels, type ProposalLabels } from '../publishing/labels';
import { ROOM_TYPES } from '../rooms/room-types';
import type { ProposalChanges } from '../publishing/proposal';
import type { SaleChanges, SaleService, ServiceDates } from './sale-changes';

// The sale's changes (compareWithAccepted) as lines a person reads, before → after: one home for the
// workspace banner and the client's summary on the proposal page (decision 0075). Plain
// text only: whoever draws a line escapes it. Its words are the proposal catalogue's, in the quote's
// language for the client (decision 0082); the workspace reads them in English, dates as stored.

export type SaleChangeKind = 'added' | 'removed' | 'dates' | 'pax' | 'rooms' | 'price_up' | 'price_down' | 'price';

export interface SaleChangeLine {
  key: string;
  /** The service's name, or "Travellers", "Price per person", "Total". */
  what: string;
  kind: SaleChangeKind;
  before: string | null;
  after: string | null;
}

export interface SaleChangeLineOptions {
  /** The currency's sign put before amounts. */
  sign: string;
  /** False on the client's page: line prices are the operator's, only the totals are shown. */
  linePrices: boolean;
  /** The party before and after when it did not change (the per-person price needs it). */
  numPax: { before: number; after: number };
  /**
   * The reader's language (the quote's, for the client): the words come from the catalogue in it and
   * dates are written as the proposal page writes them. Without it: English, dates as stored.
   */
  language?: string;
}

/** How one reader's lines are worded. */
interface Words {
  t: ProposalLabels;
  date: (iso: string) => string;
}

const wordsFor = (language: string | undefined): Words => ({
  t: proposalLabels(language ?? 'en'),
  date: language ? (iso) => formatProposalDate(iso, language) : (iso) => iso,
});

const money = (sign: string, v: number | null | undefined) =>
  v === null || v === undefined ? null : `${sign}${formatNumber(v, 2)}`;

/** "Day 3, 2026-05-01 – 2026-05-03" (the day alone when the service has no dates). */
export function datesText(d: ServiceDates, w: Words = wordsFor(undefined)): string {
  const [start, end] = [d.start_date ? w.date(d.start_date) : null, d.end_date ? w.date(d.end_date) : null];
  const range = start && end && d.end_date !== d.start_date ? `${start} – ${end}` : start;
  return [d.day ? fillLabel(w.t.dayTitle, { day: d.day }) : '', range ?? ''].filter(Boolean).join(', ') || '—';
}

const paxText = (n: number, w: Words) => (n === 1 ? w.t.travellerOne : fillLabel(w.t.travellersCount, { count: n }));

const ROOM_KEYS = { SGL: 'roomSGL', DBL: 'roomDBL', TWI: 'roomTWI', TRP: 'roomTRP', QUA: 'roomQUA' } as const;

/** "1 × Double, 2 × Single" (a tenant's own room type by its id). */
export function roomsText(rooms: SaleService['rooms'], w: Words = wordsFor(undefined)): string {
  if (!rooms.length) return w.t.changesNoRooms;
  const name = (id: number) => {
    const type = ROOM_TYPES.find((t) => t.id === id);
    return type ? w.t[ROOM_KEYS[type.acronym]] : fillLabel(w.t.changesRoomType, { id });
  };
  return rooms.map((r) => `${r.qty} × ${name(r.id_room_type)}`).join(', ');
}

const priceKind = (before: number | null, after: number | null): SaleChangeKind =>
  before === null || after === null || before === after ? 'price' : after > before ? 'price_up' : 'price_down';

/**
 * The lines of `changes`: each service added or removed, each fact of a changed service (dates, pax,
 * rooms, its price when `linePrices`), then the party, the price per person and the total.
 */
export function saleChangeLines(changes: SaleChanges, opts: SaleChangeLineOptions): SaleChangeLine[] {
  const lines: SaleChangeLine[] = [];
  const w = wordsFor(opts.language);
  // A service taken by everyone moves with the party: the party's own line says it once, not once a service.
  const party = changes.num_pax;
  const followsParty = (pax: NonNullable<SaleChanges['services'][number]['pax']>) =>
    party !== null &&
    pax.before.passengers === '{}' &&
    pax.after.passengers === '{}' &&
    pax.before.num_pax === party.before &&
    pax.after.num_pax === party.after;
  for (const s of changes.services) {
    const key = `${s.change}-${s.id}`;
    if (s.change !== 'changed') {
      const price = opts.linePrices ? money(opts.sign, s.change === 'added' ? s.price?.after : s.price?.before) : null;
      const text = price ? `${s.name} (${price})` : s.name;
      lines.push({
        key,
        what: s.name,
        kind: s.change,
        before: s.change === 'removed' ? text : null,
        after: s.change === 'added' ? text : null,
      });
      continue;
    }
    if (s.dates)
      lines.push({
        key: `${key}-dates`,
        what: s.name,
        kind: 'dates',
        before: datesText(s.dates.before, w),
        after: datesText(s.dates.after, w),
      });
    if (s.pax && !followsParty(s.pax))
      lines.push({
        key: `${key}-pax`,
        what: s.name,
        kind: 'pax',
        before: paxText(s.pax.before.num_pax, w),
        after: paxText(s.pax.after.num_pax, w),
      });
    if (s.rooms)
      lines.push({
        key: `${key}-rooms`,
        what: s.name,
        kind: 'rooms',
        before: roomsText(s.rooms.before, w),
        after: roomsText(s.rooms.after, w),
      });
    if (s.price && opts.linePrices && 'before' in s.price)
      lines.push({
        key: `${key}-price`,
        what: s.name,
        kind: priceKind(s.price.before, s.price.after),
        before: money(opts.sign, s.price.before),
        after: money(opts.sign, s.price.after),
      });
  }
  const pax = changes.num_pax ?? opts.numPax;
  if (changes.num_pax)
    lines.push({
      key: 'num-pax',
      what: w.t.travellers,
      kind: 'pax',
      before: paxText(pax.before, w),
      after: paxText(pax.after, w),
    });
  const total = changes.total;
  if (total && 'before' in total) {
    const per = (t: number | null, n: number) => (t === null || n <= 0 ? null : t / n);
    const [b, a] = [per(total.before, pax.before), per(total.after, pax.after)];
    if (b !== a)
      lines.push({
        key: 'per-person',
        what: w.t.pricePerPerson,
        kind: priceKind(b, a),
        before: money(opts.sign, b),
        after: money(opts.sign, a),
      });
    lines.push({
      key: 'total',
      what: w.t.total,
      kind: priceKind(total.before, total.after),
      before: money(opts.sign, total.before),
      after: money(opts.sign, total.after),
    });
  }
  return lines;
}

/** The figures of the level sold as a page showed them (ProposalLevel's total and per person). */
export interface ShownFigures {
  total: number | null;
  perPerson: number | null;
}

/**
 * What the client reads on the page that sends a sold trip's changes (decision 0075): the trip's
 * dates, each service added, removed, moved or re-roomed (no line prices: the page shows the level's
 * price only), the travellers, and the level's price per person and total as the accepted page
 * showed them → as this page shows them.
 */
export function clientChangeSummary(input: {
  changes: SaleChanges;
  level: number | null;
  dates: { before: ProposalTripDatesLike; after: ProposalTripDatesLike };
  figures: { before: ShownFigures | null; after: ShownFigures | null };
  numPax: { before: number; after: number };
  /** The quote's language: the lines are worded in it. */
  language?: string;
  /** When the client said yes: the page names the yes by its date, never by our version number. */
  acceptedAt?: string | null;
}): ProposalChanges {
  const { changes, dates, figures } = input;
  const lines = saleChangeLines(
    { ...changes, total: null },
    { sign: '', linePrices: false, numPax: input.numPax, language: input.language ?? 'en' },
  ).map(({ what, kind, before, after }) => ({ what, kind, before, after }));
  const moved =
    dates.before.startDate !== dates.after.startDate ||
    dates.before.endDate !== dates.after.endDate ||
    dates.before.numDays !== dates.after.numDays;
  const pair = (k: keyof ShownFigures) => {
    const [b, a] = [figures.before?.[k] ?? null, figures.after?.[k] ?? null];
    return b === null && a === null ? null : { before: b, after: a };
  };
  const level: ProposalChanges['level'] =
    input.level === 1 || input.level === 2 || input.level === 3 ? input.level : null;
  return {
    acceptedVersion: changes.accepted_version,
    acceptedAt: input.acceptedAt ?? null,
    level,
    dates: moved ? dates : null,
    lines,
    perPerson: pair('perPerson'),
    total: pair('total'),
  };
}

export interface ProposalTripDatesLike {
  startDate: string | null;
  endDate: string | null;
  numDays: number;
}
