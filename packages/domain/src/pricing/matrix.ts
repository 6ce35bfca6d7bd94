// The price matrix (docs/domain/pricing.md#price-matrix): what one person pays for the quote in a group of
// each size, at each level, sharing a double, alone in a single, sharing a triple, or as a child
// sharing a double. Every cell is the quote engine's own price for a party of that size, so pax
// ranges, per-room and per-group costs, margins, Upsales and fees work exactly as in the quote.
import { amountToCents, centsToAmount } from '../money/cents';
import { ROOM_TYPE_IDS } from '../rooms/room-types';
import type { RoomAssignment, RoomDistributionEntry } from '../rooms/rooms.schemas';
import { countsInTotals } from '../statuses/service-statuses';
import { LEVEL_NAMES } from '../levels/levels';
import { priceQuote, type QuotePricingResult } from './price-quote';
import type { PaxLevelSetting, PriceLevel, QuotePricingInput, QuoteServiceInput, SellerType } from './pricing.schemas';

/** The sample group sizes (spec 02 §9) and the most a user may ask for at once. */
export const MATRIX_SAMPLE_SIZES = [1, 2, 4, 5, 6, 7, 8, 9, 10] as const;
export const MATRIX_MAX_SIZES = 40;
export const MATRIX_MAX_PAX = 500;

/**
 * The group sizes a request names: a list (Itinera's web: the sample sizes or any others), or a
 * range from `from_pax` to `to_pax` (the original client, 1 to 10); sorted, each once.
 */
export function matrixSizes(ask: {
  from_pax?: number | null;
  to_pax?: number | null;
  pax?: readonly number[] | null;
}): { sizes: number[] } | { error: string } {
  let sizes: number[];
  if (ask.pax?.length) sizes = [...ask.pax];
  else if (ask.from_pax && ask.to_pax) {
    if (ask.to_pax < ask.from_pax) return { error: `to_pax (${ask.to_pax}) is below from_pax (${ask.from_pax}).` };
    sizes = Array.from(
      { length: Math.min(ask.to_pax - ask.from_pax + 1, MATRIX_MAX_SIZES + 1) },
      (_, i) => ask.from_pax! + i,
    );
  } else return { error: 'Give the group sizes: pax, or from_pax and to_pax.' };
  sizes = [...new Set(sizes)].sort((a, b) => a - b);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > MATRIX_MAX_PAX))
    return { error: `A group size is a whole number from 1 to ${MATRIX_MAX_PAX}.` };
  if (sizes.length > MATRIX_MAX_SIZES) return { error: `A matrix has at most ${MATRIX_MAX_SIZES} group sizes.` };
  return { sizes };
}

export interface MatrixRequest {
  /** Group sizes, each 1 or more. */
  sizes: readonly number[];
  /** The age of the child in the child column; null leaves the column empty. */
  child_age?: number | null;
}

/** Price per person of one level in a group: whole currency units, null where it has no meaning or no price. */
export interface MatrixCells {
  double: number | null;
  single: number | null;
  single_supplement: number | null;
  triple: number | null;
  child: number | null;
}

export interface MatrixLevel {
  level: PriceLevel;
  type: (typeof LEVEL_NAMES)[PriceLevel];
  /** The group's total in the usual rooms (doubles, and a single for an odd person), its fees and margin. */
  total: number;
  fee: number;
  margin: number;
  per_person: MatrixCells;
}

export interface MatrixEntry {
  num_pax: number;
  prices: { type: SellerType; prices: MatrixLevel[] }[];
  /** Each service's price for the group in the usual rooms, in the order of the quote's services. */
  services: { id: number | string; price: number; rooms: { id_room_type: number; room_qty: number }[] }[];
  /** What left a service unpriced for this size (its cells are then null). */
  errors: string[];
}

/** The quote's input made size-free once: the parts of a run that do not depend on the group. */
export interface MatrixBase {
  input: QuotePricingInput;
  /** Upsales and fee of the quote's first passenger, per level: every person of a matrix party pays them. */
  settings: Map<PriceLevel, PaxLevelSetting>;
}

interface Party {
  passengers: QuotePricingInput['passengers'];
  room_distribution: RoomDistributionEntry[];
  room_assignment: RoomAssignment[];
}

const { SGL, DBL, TRP } = ROOM_TYPE_IDS;

/**
 * A service as any party takes it: everyone takes it, in the party's rooms, from the catalogue's rates.
 * A typed price keeps its margin (it was typed for the quote's own party, not for every size),
 * unless its cost is nothing, when the amount itself stays.
 */
function matrixService(s: QuoteServiceInput, priced: QuotePricingResult['services'][number] | undefined) {
  const { passengers: _p, rooms: _r, locked: _l, edit, ...rest } = s;
  if (!edit) return rest;
  const { quantity: _q, price, ...kept } = edit;
  const margin = priced?.percentage_margin;
  if (price === undefined) return { ...rest, edit: kept };
  if (margin !== undefined && margin < 99.99) return { ...rest, edit: { ...kept, percentage_margin: margin } };
  return { ...rest, edit: { ...kept, price } };
}

export function matrixBase(input: QuotePricingInput): MatrixBase {
  const own = priceQuote(input);
  const byId = new Map(own.services.map((s) => [s.id, s]));
  const first = input.passengers[0]?.id;
  const settings = new Map<PriceLevel, PaxLevelSetting>();
  for (const s of input.pax_settings ?? []) if (s.pax_id === first && !settings.has(s.level)) settings.set(s.level, s);
  return {
    input: {
      ...input,
      prices_locked: false,
      services: input.services.map((s) => matrixService(s, s.edit ? byId.get(s.id) : undefined)),
    },
    settings,
  };
}

/** Rooms of a party: `first` as given, everyone else in doubles and a single for an odd one out. */
function rooms(size: number, first: { type: number; people: number } | null): Omit<Party, 'passengers'> {
  const room_assignment: RoomAssignment[] = [];
  let next = 1;
  if (first) {
    room_assignment.push({ id_room_type: first.type, passengers: range(next, first.people) });
    next += first.people;
  }
  while (size - next + 1 >= 2) {
    room_assignment.push({ id_room_type: DBL, passengers: [next, next + 1] });
    next += 2;
  }
  if (next <= size) room_assignment.push({ id_room_type: SGL, passengers: [next] });
  const room_distribution: RoomDistributionEntry[] = [];
  for (const room of room_assignment) {
    const entry = room_distribution.find((e) => e.id_room_type === room.id_room_type);
    if (entry) entry.qty += 1;
    else room_distribution.push({ id_room_type: room.id_room_type, qty: 1 });
  }
  return { room_distribution, room_assignment };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const adults = (size: number) => range(1, size).map((id) => ({ id }));

function run(base: MatrixBase, party: Party): QuotePricingResult {
  const ids = party.passengers.map((p) => p.id);
  const pax_settings: PaxLevelSetting[] = [];
  for (const [level, s] of base.settings)
    for (const pax_id of ids) pax_settings.push({ pax_id, level, mkt_percentage: s.mkt_percentage, fee: s.fee });
  return priceQuote({ ...base.input, ...party, pax_settings });
}

/** Levels a run could not price fully: a counted service of theirs has an error. */
function unpricedLevels(input: QuotePricingInput, result: QuotePricingResult): Set<number> {
  const out = new Set<number>();
  result.services.forEach((line, i) => {
    const s = input.services[i]!;
    if (!line.errors.length || !countsInTotals({ optional: s.optional ?? 0, status: s.status ?? 1 })) return;
    for (const level of [1, 2, 3]) if ((s.level ?? 0) === 0 || s.level === level) out.add(level);
  });
  return out;
}

/** The final price of passenger `index` at a level of a run, or null when the level has no price there. */
function cell(result: QuotePricingResult | null, input: QuotePricingInput, type: SellerType, level: number) {
  if (!result) return () => null;
  const prices = result.prices.find((p) => p.type === type)!.prices.find((p) => p.level === level)!;
  if (!prices.services.length || unpricedLevels(input, result).has(level)) return () => null;
  return (index: number) => prices.pax_prices[index]?.total_price ?? null;
}

/** One row of the matrix: the runs of a group of `size` (its usual rooms, a single, a triple, a child). */
export function priceMatrixEntry(base: MatrixBase, size: number, childAge: number | null): MatrixEntry {
  const usual = run(base, { passengers: adults(size), ...rooms(size, null) });
  // One person alone in a single: the usual rooms have one when the group is odd.
  const single =
    size % 2 === 1 ? usual : run(base, { passengers: adults(size), ...rooms(size, { type: SGL, people: 1 }) });
  const singleAt = size % 2 === 1 ? size - 1 : 0;
  const triple = size >= 3 ? run(base, { passengers: adults(size), ...rooms(size, { type: TRP, people: 3 }) }) : null;
  const child =
    size >= 2 && childAge !== null
      ? run(base, {
          passengers: [{ id: 1, type: 'child', age: childAge }, ...adults(size).slice(1)],
          ...rooms(size, { type: DBL, people: Math.min(3, size) }),
        })
      : null;
  const { input } = base;
  const prices = (['seller', 'reseller'] as const).map((type) => ({
    type,
    prices: ([1, 2, 3] as const).map((level): MatrixLevel => {
      const own = usual.prices.find((p) => p.type === type)!.prices.find((p) => p.level === level)!;
      const double = size >= 2 ? cell(usual, input, type, level)(0) : null;
      const alone = cell(single, input, type, level)(singleAt);
      return {
        level,
        type: LEVEL_NAMES[level],
        total: own.total,
        fee: own.fee,
        margin: own.margin,
        per_person: {
          double,
          single: alone,
          single_supplement: double !== null && alone !== null ? minus(alone, double) : null,
          triple: cell(triple, input, type, level)(0),
          child: cell(child, input, type, level)(0),
        },
      };
    }),
  }));
  const { room_distribution } = rooms(size, null);
  return {
    num_pax: size,
    prices,
    services: usual.services.map((s) => ({
      id: s.id,
      price: s.price,
      rooms: s.room_lines.length
        ? room_distribution.map(({ id_room_type, qty }) => ({ id_room_type, room_qty: qty }))
        : [],
    })),
    errors: [...new Set(usual.services.flatMap((s) => s.errors))],
  };
}

const minus = (a: number, b: number) => centsToAmount(amountToCents(a) - amountToCents(b));

/** The whole matrix, one entry per size in the order asked. */
export function priceMatrix(input: QuotePricingInput, request: MatrixRequest): MatrixEntry[] {
  const base = matrixBase(input);
  return request.sizes.map((size) => priceMatrixEntry(base, size, request.child_age ?? null));
}
