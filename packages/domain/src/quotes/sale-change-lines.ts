import { formatNumber } from '../format/number-format';
import { ROOM_TYPES } from '../rooms/room-types';
import type { ProposalChanges } from '../publishing/proposal';
import type { SaleChanges, SaleService, ServiceDates } from './sale-changes';

// The sale's changes (compareWithAccepted) as lines a person reads, before → after: one home for the
// workspace banner and the client's summary on the proposal page (issue 48, decision 0075). Plain
// text only: whoever draws a line escapes it.

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
}

const money = (sign: string, v: number | null | undefined) =>
  v === null || v === undefined ? null : `${sign}${formatNumber(v, 2)}`;

/** "Day 3, 2026-05-01 – 2026-05-03" (the day alone when the service has no dates). */
export function datesText(d: ServiceDates): string {
  const range =
    d.start_date && d.end_date && d.end_date !== d.start_date ? `${d.start_date} – ${d.end_date}` : d.start_date;
  return [d.day ? `Day ${d.day}` : '', range ?? ''].filter(Boolean).join(', ') || '—';
}

const paxText = (n: number) => (n === 1 ? '1 traveller' : `${n} travellers`);

/** "1 × Double, 2 × Single" (a tenant's own room type by its id). */
export function roomsText(rooms: SaleService['rooms']): string {
  if (!rooms.length) return 'No rooms';
  return rooms
    .map((r) => `${r.qty} × ${ROOM_TYPES.find((t) => t.id === r.id_room_type)?.name ?? `room type ${r.id_room_type}`}`)
    .join(', ');
}

const priceKind = (before: number | null, after: number | null): SaleChangeKind =>
  before === null || after === null || before === after ? 'price' : after > before ? 'price_up' : 'price_down';

/**
 * The lines of `changes`: each service added or removed, each fact of a changed service (dates, pax,
 * rooms, its price when `linePrices`), then the party, the price per person and the total.
 */
export function saleChangeLines(changes: SaleChanges, opts: SaleChangeLineOptions): SaleChangeLine[] {
  const lines: SaleChangeLine[] = [];
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
        before: datesText(s.dates.before),
        after: datesText(s.dates.after),
      });
    if (s.pax && !followsParty(s.pax))
      lines.push({
        key: `${key}-pax`,
        what: s.name,
        kind: 'pax',
        before: paxText(s.pax.before.num_pax),
        after: paxText(s.pax.after.num_pax),
      });
    if (s.rooms)
      lines.push({
        key: `${key}-rooms`,
        what: s.name,
        kind: 'rooms',
        before: roomsText(s.rooms.before),
        after: roomsText(s.rooms.after),
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
      what: 'Travellers',
      kind: 'pax',
      before: paxText(pax.before),
      after: paxText(pax.after),
    });
  const total = changes.total;
  if (total && 'before' in total) {
    const per = (t: number | null, n: number) => (t === null || n <= 0 ? null : t / n);
    const [b, a] = [per(total.before, pax.before), per(total.after, pax.after)];
    if (b !== a)
      lines.push({
        key: 'per-person',
        what: 'Price per person',
        kind: priceKind(b, a),
        before: money(opts.sign, b),
        after: money(opts.sign, a),
      });
    lines.push({
      key: 'total',
      what: 'Total',
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
}): ProposalChanges {
  const { changes, dates, figures } = input;
  const lines = saleChangeLines({ ...changes, total: null }, { sign: '', linePrices: false, numPax: input.numPax }).map(
    ({ what, kind, before, after }) => ({ what, kind, before, after }),
  );
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
