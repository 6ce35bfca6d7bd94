import {
  paxIdsLiteral,
  dayUnitLabel,
  groupContentKey,
  isNightType,
  parseDayInput,
  relatedServices,
  ROOM_TYPES,
  serviceUnits,
  stripPriceFields,
  type PriceVisibility,
  type RoomDistributionEntry,
} from '@itinera/domain';
import type { QuoteService, ServiceEdition } from '@itinera/domain/contracts';
import { keptFor } from '../../lib/kept';
import type { LocationRow } from './catalogue-content.repository';
import type { ServiceRow } from './quote-services.repository';

// The answer shapes of the quote workspace (contracts/quote-services.contract.ts), built from rows.
// Every shape goes through stripPriceFields: without view_cost_price no cost field is sent at all.

const LEVEL_TEXT = ['All', 'Comfort', 'Superior', 'Luxury'] as const;

export interface PresentContext {
  numPax: number;
  distribution: RoomDistributionEntry[];
  locations: Map<number, LocationRow>;
  visibility: PriceVisibility;
  /** Each service's edition (who changed it last, when), by service id; `edition` for those it does not name. */
  editions?: ReadonlyMap<number, ServiceEdition>;
  edition?: ServiceEdition;
  /** Each grouped service's related rows (relatedOf over every row of the answer). */
  related?: ReadonlyMap<number, readonly number[]>;
  /** The services the write changed: answered with `affected: true`, the rows the client highlights. */
  affected?: ReadonlySet<number>;
}

/** The rows of one answer grouped as the client groups them (spec 02 §3 servicesRelated, isGrouped). */
export const relatedOf = (rows: readonly ServiceRow[], numPax: number) => {
  const groupable = rows.map((s) => groupableOf(s, numPax));
  return relatedServices(groupable, numPax, (g) => keptFor(groupKeys, g, groupContentKey));
};

type Groupable = Parameters<typeof groupContentKey>[0] & { id: number; num_pax: number };

/**
 * Every answer groups all the quote's rows: a frozen row (one per revision, service-row-cache.ts)
 * keeps its groupable copy and content key (decision 0111), worked out again only when the party's
 * size it falls back to moved.
 */
const groupables = new WeakMap<ServiceRow, Groupable>();
const groupKeys = new WeakMap<Groupable, string>();

function groupableOf(s: ServiceRow, numPax: number): Groupable {
  const kept = Object.isFrozen(s) ? groupables.get(s) : undefined;
  if (kept && (s.passengers.length > 0 || kept.num_pax === numPax)) return kept;
  const made: Groupable = {
    id: s.id,
    code: s.code,
    name: s.name,
    description: s.description,
    notes: s.notes,
    recommendations: s.recommendations,
    // Ids stand for the places: equal ids are equal places.
    location: s.location_ids.map((id) => ({ location_name: String(id) })),
    images: s.images,
    level: s.level,
    day: s.day,
    passengers: s.passengers,
    num_pax: s.passengers.length || numPax,
  };
  if (Object.isFrozen(s)) groupables.set(s, made);
  return made;
}

const roomOf = (r: RoomDistributionEntry) => {
  const type = ROOM_TYPES.find((t) => t.id === r.id_room_type);
  return {
    id_room_type: r.id_room_type,
    qty: r.qty,
    name: type?.acronym ?? `Room ${r.id_room_type}`,
    max_pax: type?.max_pax ?? 1,
  };
};

/** Figures are sent only once priced; a missing figure is left out rather than sent as null. */
function figures(s: ServiceRow) {
  const out: Record<string, number> = {};
  for (const key of [
    'cost',
    'cost_unit',
    'margin',
    'percentage_margin',
    'price',
    'price_unit',
    'calculated_price',
  ] as const) {
    const v = s[key];
    if (v !== null && v !== undefined) out[key] = v;
  }
  return out;
}

type PresentedService = QuoteService & { units: number; unit_label: string };

/** Answers of frozen (cached) rows, kept with what they were built from: a re-price answers 120 services, most unchanged. */
const presented = new WeakMap<ServiceRow, { key: string; out: PresentedService }>();
/** Per answer context: the JSON of what every service reads of it, and the key of each set of locations. */
const contextKeys = new WeakMap<PresentContext, { base: string; byLocations: Map<string, string> }>();

const newContextKeys = (ctx: PresentContext) => ({
  base: JSON.stringify([ctx.numPax, ctx.distribution, ctx.visibility]),
  byLocations: new Map<string, string>(),
});

function contextKey(s: ServiceRow, ctx: PresentContext): string {
  const kept = keptFor(contextKeys, ctx, newContextKeys);
  if (s.location_ids.length === 0) return kept.base;
  // 120 services name a handful of sets of locations: each set's key is written once per answer,
  // not once per service (a key a service, hundreds of bytes each, was garbage on every call).
  const ids = s.location_ids.join(',');
  let key = kept.byLocations.get(ids);
  if (key === undefined) {
    key = kept.base;
    for (const id of s.location_ids) key += `|${JSON.stringify(ctx.locations.get(id) ?? null)}`;
    kept.byLocations.set(ids, key);
  }
  return key;
}

const editionOf = (s: ServiceRow, ctx: PresentContext) => ctx.editions?.get(s.id) ?? ctx.edition;

export function presentService(s: ServiceRow, ctx: PresentContext): PresentedService {
  if (!Object.isFrozen(s)) return shapeService(s, ctx);
  const edition = editionOf(s, ctx);
  // The edition, the related rows and the highlight are the parts of an answer the row itself does not decide.
  const own = `|${ctx.related?.get(s.id)?.join(',') ?? ''}|${ctx.affected?.has(s.id) ? 1 : 0}`;
  const key = edition ? `${contextKey(s, ctx)}|${edition.user.name}|${edition.date}${own}` : contextKey(s, ctx) + own;
  const kept = presented.get(s);
  if (kept?.key === key) return kept.out;
  // Frozen like its row: the serializer keeps the JSON of frozen items (plugins/serializer.ts, decision 0036).
  const out = Object.freeze(shapeService(s, ctx));
  presented.set(s, { key, out });
  return out;
}

function destinationOf(s: ServiceRow, ctx: PresentContext) {
  for (const id of s.location_ids) {
    const l = ctx.locations.get(id);
    if (l?.parent)
      return { id: l.id, location_name: l.location_name, location_code: l.location_code, parent: l.parent };
  }
  return null;
}

function shapeService(s: ServiceRow, ctx: PresentContext): PresentedService {
  const units = serviceUnits(parseDayInput(s.day).range, s.id_service_type);
  const rooms = s.room.length ? s.room : isNightType(s.id_service_type) ? ctx.distribution : [];
  const shaped = {
    id: s.id,
    itinerary_id: s.itinerary_id,
    service_id: s.service_id,
    // The original client names the catalogue service `service` (original-client.md §6.3).
    service: s.service_id,
    code: s.code,
    // Texts as the original client reads them: {id, value, translate[]} (no translations yet).
    name: { id: s.id, value: s.name, translate: [] },
    id_service_type: s.id_service_type,
    category: s.category,
    day: s.day,
    start_date: s.start_date,
    end_date: s.end_date,
    quantity: s.quantity ?? units,
    units,
    unit_label: dayUnitLabel(s.id_service_type),
    order: s.order,
    level: s.level,
    level_text: LEVEL_TEXT[s.level] ?? 'All',
    optional: s.optional,
    status: s.status,
    visible: s.visible,
    num_pax: s.passengers.length || ctx.numPax,
    passengers: paxIdsLiteral(s.passengers),
    location: s.location_ids.flatMap((id) => {
      const l = ctx.locations.get(id);
      return l ? [{ id: l.id, location_name: l.location_name, location_code: l.location_code, parent: l.parent }] : [];
    }),
    // The place below the country (spec 02 §3): the first location that has a parent, else none.
    destination: destinationOf(s, ctx),
    description: { id: s.id, value: s.description, translate: [] },
    recommendations: { id: s.id, value: s.recommendations, translate: [] },
    notes: { id: s.id, value: s.notes, translate: [] },
    check_in: s.check_in,
    check_out: s.check_out,
    images: s.images,
    room: rooms.map(roomOf),
    ...figures(s),
    isPriceEdited: s.price !== null && s.calculated_price !== null && s.price !== s.calculated_price,
    // Each price line's `prices` (spec 02 §3): the rate it was priced at, stripped with the other sale fields.
    service_price: s.service_price.map((line) => ({
      ...line,
      prices: [{ price: line.price ?? null, price_unit: line.price_unit ?? null }],
    })),
    service_supplier: s.service_supplier as unknown as Record<string, unknown>[],
    errors: s.errors,
    servicesRelated: [...(ctx.related?.get(s.id) ?? [])],
    isGrouped: (ctx.related?.get(s.id)?.length ?? 0) > 0,
    affected: ctx.affected?.has(s.id) ?? false,
    // The spec's delete flag marks a row the client removes; a stored row never is (S4 deletes).
    delete: false,
    ...(editionOf(s, ctx) ? { edition: editionOf(s, ctx) } : {}),
  };
  return stripPriceFields(shaped, ctx.visibility);
}
