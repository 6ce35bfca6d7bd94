import {
  ageAtTravel,
  catalogueUnits,
  chosenRoomAssignment,
  effectiveRoomDistribution,
  isNightType,
  isPackage,
  priceCatalogueService,
  roomNights,
  roomDistributionOffer,
  selectRateLine,
  stripPriceFields,
  type CatalogueParty,
  type CataloguePrice,
  type CatalogueSalesManual,
  type ExchangeRate,
  type RateLine,
  type RoomDistributionEntry,
  toApiDate,
} from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { AppError, refusal } from '../../lib/app-error';
import { cataloguePriceVisibility } from '../../plugins/auth';
import type { SessionUser } from '../../identity/session-user';
import { pricesRepository, type PricedServiceRow } from './prices.repository';
import { visibleQuote } from '../quote-core/quote-access';

export interface PriceOptions {
  from?: string;
  to?: string;
  num_pax?: number;
  /** Sales manual: given, else the contract's, else the tenant's manual in force on `from`. */
  sm?: number;
  contract?: number;
  rooms?: RoomDistributionEntry[];
  level?: number;
  /** A quote whose contract, dates, party and rate date are the defaults. */
  itinerary_uuid?: string;
  rate_date?: string;
  /** The quote's party and margins (from `itinerary_uuid`, unless the call asks for its own num_pax). */
  party?: CatalogueParty;
  /** The day the tenant's manual in force is chosen on: the quote's start, as its own pricing does. */
  manual_date?: string;
}

/**
 * A quote named by `itinerary_uuid` fills in what the call left out; one the user may not see is 404.
 * Its party comes too — passengers with their ages, rooms and who sleeps where, its own margins —
 * so a service is shown at the price adding it gives (decisions 0058, 0059 and 0060: a hotel read $ 191.79 in the
 * dialog and was added at $ 131.23, priced for the usual rooms instead of the quote's).
 */
async function withQuoteDefaults(tx: TenantTx, user: SessionUser, o: PriceOptions): Promise<PriceOptions> {
  if (!o.itinerary_uuid) return o;
  const q = await visibleQuote(tx, user, o.itinerary_uuid, (t, tenantId, visible, uuid) =>
    pricesRepository.quoteDefaults(t, tenantId, String(uuid), visible),
  );
  return {
    ...o,
    sm: o.sm ?? (o.contract ? undefined : (q.sales_manual_id ?? undefined)),
    from: o.from ?? q.start_date ?? undefined,
    to: o.to ?? (o.from ? undefined : (q.end_date ?? undefined)),
    num_pax: o.num_pax ?? q.num_pax,
    rate_date: q.rate_date,
    manual_date: q.start_date ?? q.rate_date,
    party: o.num_pax === undefined || o.num_pax === q.num_pax ? quoteParty(q) : undefined,
  };
}

type QuoteDefaults = NonNullable<Awaited<ReturnType<typeof pricesRepository.quoteDefaults>>>;

/** The quote's party as its pricing builds it (quote-services/pricing-input.ts), from the same rules. */
function quoteParty(q: QuoteDefaults): CatalogueParty | undefined {
  const start = q.start_date ?? q.rate_date;
  // Passengers not written yet are adults, as the quote creates them (quotePassengers).
  const stored = q.passengers.slice(0, Math.max(1, q.num_pax));
  const missing = Math.max(1, q.num_pax) - stored.length;
  const passengers = [
    ...stored.map((p) => ({ id: p.id, type: paxType(p.type), age: ageAtTravel(p, start, q.rate_date) })),
    ...Array.from({ length: missing }, (_, i) => ({ id: -1 - i, type: 'adult' as const })),
  ];
  const room_distribution = effectiveRoomDistribution(q.room_preferable_dist ?? [], q.num_pax);
  return {
    passengers,
    room_distribution,
    room_assignment: chosenRoomAssignment(room_distribution, stored),
    margins: { hotel: q.margin_hotel ?? undefined, services: q.margin_services ?? undefined },
  };
}

const paxType = (t: string): 'adult' | 'child' | 'infant' => (t === 'child' || t === 'infant' ? t : 'adult');

const today = () => toApiDate(Date.now());

export const visibilityOf = cataloguePriceVisibility;

async function resolveManual(tx: TenantTx, tenantId: number, o: PriceOptions, date: string) {
  let id = o.sm;
  if (!id && o.contract) {
    id = await pricesRepository.contractSalesManualId(tx, tenantId, o.contract);
    if (!id) throw new AppError('NOT_FOUND', 'This contract was not found.');
  }
  const manual = id
    ? await pricesRepository.salesManual(tx, tenantId, id)
    : await pricesRepository.defaultSalesManual(tx, tenantId, date);
  if (!manual)
    throw new AppError(
      id ? 'NOT_FOUND' : 'UNPROCESSABLE',
      id
        ? 'This sales manual was not found.'
        : 'There is no sales manual to price from yet. Create one in Configuration.',
    );
  return manual;
}

export interface PricingContext {
  from: string;
  manual: CatalogueSalesManual;
  services: PricedServiceRow[];
  rateLines: RateLine[];
  exchangeRates: ExchangeRate[];
  /** The options after a quote's defaults were applied. */
  options: PriceOptions;
}

/** Three reads (manual, rate lines, exchange rates) whatever the number of services priced. */
export async function loadPricingContext(
  tx: TenantTx,
  user: SessionUser,
  serviceIds: number[],
  given: PriceOptions,
): Promise<PricingContext> {
  const o = await withQuoteDefaults(tx, user, given);
  const from = o.from ?? today();
  if (o.to && o.to < from)
    throw new AppError('VALIDATION_ERROR', 'The end date is before the start date.', [
      { path: 'querystring.to', message: 'must not be before from' },
    ]);
  const manual = await resolveManual(tx, user.tenantId, o, o.manual_date ?? from);
  const services = await pricesRepository.services(tx, user.tenantId, serviceIds);
  const [rateLines, exchangeRates] = await Promise.all([
    pricesRepository.rateLines(
      tx,
      user.tenantId,
      services.map((s) => s.id),
      manual.id,
    ),
    pricesRepository.exchangeRates(tx, user.tenantId),
  ]);
  return { from, manual, services, rateLines, exchangeRates, options: o };
}

export function priceOne(ctx: PricingContext, service: PricedServiceRow, given: PriceOptions): CataloguePrice {
  const o = { ...ctx.options, ...definedOnly(given) };
  return priceCatalogueService({
    service,
    from: ctx.from,
    to: o.to,
    num_pax: o.num_pax ?? 1,
    rooms: o.rooms,
    level: o.level,
    sales_manual: ctx.manual,
    rate_lines: ctx.rateLines.filter((l) => l.service_id === service.id),
    exchange_rates: ctx.exchangeRates,
    rate_date: o.rate_date ?? today(),
    ...(o.party ? { party: o.party } : {}),
  });
}

const definedOnly = (o: PriceOptions): PriceOptions =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/**
 * Prices catalogue services for dates and passengers with the engine, inside the caller's
 * transaction. The answer is already stripped of what the user may not see.
 */
export async function priceServices(
  tx: TenantTx,
  user: SessionUser,
  serviceIds: number[],
  o: PriceOptions,
): Promise<Map<number, Partial<CataloguePrice>>> {
  const out = new Map<number, Partial<CataloguePrice>>();
  const visibility = visibilityOf(user);
  if (!visibility.canViewSale && !visibility.canViewCost) return out;
  const ctx = await loadPricingContext(tx, user, serviceIds, o);
  for (const service of ctx.services) out.set(service.id, stripPriceFields(priceOne(ctx, service, o), visibility));
  return out;
}

export interface DistributionRequest {
  services: { id?: number | string; service_id: number }[];
  room_prefered_dist: RoomDistributionEntry[];
  service_price: { service_id: number; romm_id: number; room_qty: number }[];
}

/**
 * POST /tenant/room_distribution: for each hotel or package, the rooms the party gets (the
 * service's own chosen rooms, else the preferred distribution where the hotel has those rooms, else
 * a fill), each room type's limit and state, and, when asked, the price of that distribution.
 */
export async function distributeRooms(
  tx: TenantTx,
  user: SessionUser,
  body: DistributionRequest,
  o: PriceOptions & { calculate_prices?: number },
) {
  const ids = [...new Set(body.services.map((s) => s.service_id))];
  const ctx = await loadPricingContext(tx, user, ids, o);
  const byId = new Map(ctx.services.map((s) => [s.id, s]));
  const missing = ids.filter((i) => !byId.has(i));
  if (missing.length) throw refusal('NOT_FOUND', 'notFoundServices', { ids: missing.join(', ') });
  const visibility = visibilityOf(user);
  const numPax = o.num_pax ?? 1;
  const packages = ctx.services.filter((s) => isPackage(s.id_service_type));
  const roomNightRows = await pricesRepository.packageRoomNights(
    tx,
    user.tenantId,
    packages.map((s) => s.id),
    ctx.manual.id,
  );
  return body.services.map((entry) => {
    const service = byId.get(entry.service_id)!;
    const own = body.service_price
      .filter((l) => l.service_id === service.id)
      .map((l) => ({ id_room_type: l.romm_id, qty: l.room_qty }));
    const available = isNightType(service.id_service_type) ? availableRoomTypes(ctx, service, numPax) : [];
    const offer = roomDistributionOffer({
      numPax,
      available,
      preferred: own.some((r) => r.qty > 0) ? own : body.room_prefered_dist,
      package: isPackage(service.id_service_type) ? packageOffer(ctx, service, o, roomNightRows) : undefined,
    });
    const price =
      o.calculate_prices && (visibility.canViewSale || visibility.canViewCost)
        ? stripPriceFields(
            priceOne(ctx, service, { ...o, rooms: offer.rooms.length ? offer.rooms : undefined }),
            visibility,
          )
        : undefined;
    return {
      id: entry.id ?? null,
      service_id: service.id,
      id_service_type: service.id_service_type,
      room_distribution: offer.room_distribution,
      complete: offer.complete,
      remaining_pax: offer.remaining_pax,
      price,
    };
  });
}

/** A package's nights between the dates asked and each room type's night count (docs/domain/rooms.md#package-nights). */
function packageOffer(
  ctx: PricingContext,
  service: PricedServiceRow,
  o: PriceOptions,
  rows: { service_id: number; id_room_type: number; nights: number | null }[],
) {
  const roomNightsByType = new Map<number, number>();
  for (const r of rows)
    if (r.service_id === service.id) roomNightsByType.set(r.id_room_type, roomNights(r, service.days_services));
  return { nights: catalogueUnits(service.id_service_type, ctx.from, o.to), roomNights: roomNightsByType };
}

function availableRoomTypes(ctx: PricingContext, service: PricedServiceRow, numPax: number): number[] {
  const lines = ctx.rateLines.filter((l) => l.service_id === service.id);
  const types = new Set<number>();
  for (const l of lines) {
    if (!l.id_room_type || l.from > ctx.from || l.to < ctx.from || l.min_pax > numPax || l.max_pax < numPax) continue;
    if (selectRateLine(lines, { date: ctx.from, pax: numPax, level: service.level, idRoomType: l.id_room_type }))
      types.add(l.id_room_type);
  }
  return [...types].sort((a, b) => a - b);
}
