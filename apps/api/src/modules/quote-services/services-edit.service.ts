import { PRICE_MOVING_SERVICE_FIELDS, priceMovingFields, seesSupplyAndMarkup } from '@itinera/domain';
import type { ServiceEditBody } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { assertPricesUnlocked, assertServiceStatusUnlocked } from '../quote-core/price-lock';
import type { HistoryEntry } from '../quote-core/quote-versions';
import { quotePriceVisibility } from '../quote-core/quote-visibility';
import type { QuoteRow } from '../quote-core/quotes.repository';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { quoteServicesRepository, type ServiceRow, type ServiceValues } from './quote-services.repository';
import {
  checkDay,
  checkLocations,
  checkPassengers,
  checkPriceEdit,
  checkRooms,
  checkVisibleEdit,
  servicesOf,
} from './service-checks';
import { changes } from './service-changes';
import { placeCatalogueServices, quotePassengers } from './services-add.service';
import { writeServices, type ServiceChange, type WriteOptions } from './quote-write';

// POST /tenant/itinerary/process/{uuid}: edits of services already on the quote (an empty list
// just re-prices). Absent fields keep their value; null clears a price edit.

const TEXT_FIELDS = [
  'order',
  'level',
  'optional',
  'status',
  'name',
  'description',
  'recommendations',
  'notes',
  'check_in',
  'check_out',
  'images',
] as const;

const sameFigure = (sent: number | null | undefined, held: number | string | null) =>
  typeof sent === 'number' && held !== null && Math.abs(sent - Number(held)) < 0.005;

/**
 * The edit without the figures it only echoes. With calculate_prices=0 the original client sends
 * every service back with the engine's figures (original-client.md §6.1 S3): a figure equal to the one the
 * service holds, where no manual edit exists, is not an edit and must not pin the engine's value.
 */
function withoutEchoedFigures(e: ServiceEditBody, s: ServiceRow): ServiceEditBody {
  const out = { ...e };
  if (s.edit_quantity === null && sameFigure(e.quantity, s.quantity)) out.quantity = undefined;
  if (s.edit_percentage_margin === null && sameFigure(e.percentage_margin, s.percentage_margin))
    out.percentage_margin = undefined;
  if (s.edit_price === null && sameFigure(e.price, s.price)) out.price = undefined;
  return out;
}

/** The stored values of one edit, checked. */
async function valuesOf(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  s: ServiceRow,
  sent: ServiceEditBody,
  path: string,
  pax: () => Promise<Parameters<typeof checkPassengers>[1]>,
): Promise<ServiceValues> {
  const e = withoutEchoedFigures(sent, s);
  const v: ServiceValues = {};
  for (const f of TEXT_FIELDS) if (e[f] !== undefined) Object.assign(v, { [f]: e[f] });
  if (e.day !== undefined) v.day = checkDay(e.day, `${path}.day`);
  if (e.visible !== undefined) {
    v.visible = e.visible === true || e.visible === 1 ? 1 : 0;
    checkVisibleEdit(user, s.visible, v.visible);
  }
  if (e.passengers !== undefined) v.passengers = checkPassengers(e.passengers, await pax(), `${path}.passengers`);
  if (e.room !== undefined) v.room = checkRooms(e.room, `${path}.room`);
  if (e.location_ids !== undefined) v.location_ids = await checkLocations(tx, e.location_ids, `${path}.location_ids`);
  // A client agency is answered empty supplier lines (decision 0054): what it sends back changes none.
  if (!seesSupplyAndMarkup(user)) e.service_supplier = undefined;
  const activeCost = e.service_supplier?.find((l) => (l.status ?? 1) === 1 && l.cost_unit != null)?.cost_unit;
  const sentCost = e.cost_unit !== undefined ? e.cost_unit : (activeCost ?? undefined);
  const costUnit = s.edit_cost_unit === null && sameFigure(sentCost, s.cost_unit) ? undefined : sentCost;
  checkPriceEdit(quotePriceVisibility(user, row.permissions), {
    cost_unit: costUnit,
    percentage_margin: e.percentage_margin,
    price: e.price,
  });
  if (e.service_supplier !== undefined)
    v.service_supplier = e.service_supplier.map((l) => ({
      supplier_code: l.supplier_code,
      name: l.name,
      status: l.status ?? 1,
    }));
  if (costUnit !== undefined) v.edit_cost_unit = costUnit === null ? null : String(costUnit);
  if (e.quantity !== undefined) v.edit_quantity = e.quantity;
  // Editing the percentage recomputes the price and editing the price recomputes the percentage
  // (docs/domain/pricing.md#step-4-sale-price-and-margin): the newer edit replaces the other.
  if (e.percentage_margin !== undefined) {
    v.edit_percentage_margin = e.percentage_margin;
    if (e.percentage_margin !== null && e.price === undefined) v.edit_price = null;
  }
  if (e.price !== undefined) {
    v.edit_price = e.price === null ? null : String(e.price);
    if (e.price !== null && e.percentage_margin === undefined) v.edit_percentage_margin = null;
  }
  return v;
}

/** The edit's name of a stored field: price edits are kept as edit_price, edit_cost_unit, … */
const editField = (stored: string) => stored.replace(/^edit_/, '');

/**
 * The edits of one process call applied inside the caller's write: new services placed, others
 * changed, with a history entry per changed field. The demo seed edits its quotes through it too.
 */
export async function editServices(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  edits: ServiceEditBody[],
): Promise<ServiceChange> {
  if (!edits.length) return { affected: [], entries: [] };
  const placed = await placeNewServices(tx, user, row, edits);
  // A new service's other fields (texts, visibility, price edits) apply as edits of the placed row.
  const ided = edits.map((e, i) => (e.id === null ? { ...e, ...PLACED, id: placed.ids.get(i)! } : { ...e, id: e.id }));
  const ids = ided.map((e) => e.id);
  const targets = servicesOf(await quoteServicesRepository.listOf(tx, user.tenantId, row.id, ids), ids);
  const byId = new Map(targets.map((s) => [s.id, s]));
  let passengers: Awaited<ReturnType<typeof quotePassengers>> | undefined;
  const pax = async () => (passengers ??= await quotePassengers(tx, user.tenantId, row));
  const entries: HistoryEntry[] = [...placed.entries];
  const affected: number[] = [...placed.ids.values()];
  for (const [i, e] of ided.entries()) {
    const s = byId.get(e.id)!;
    const values = await valuesOf(tx, user, row, s, e, `body.${i}`, pax);
    const changed = changes(s, values);
    if (!changed.length) continue;
    if (values.status !== undefined) assertServiceStatusUnlocked(row, s.status, values.status);
    // Arranging (texts, order, visibility) stays open on a locked quote; figures do not.
    assertPricesUnlocked(
      row,
      priceMovingFields(
        changed.map((c) => editField(c.field!)),
        PRICE_MOVING_SERVICE_FIELDS,
      ),
    );
    await quoteServicesRepository.update(tx, user.tenantId, s.id, values);
    byId.set(s.id, { ...s, ...values } as ServiceRow);
    entries.push(...changed);
    if (!affected.includes(s.id)) affected.push(s.id);
  }
  return { affected, entries };
}

export function processServices(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  edits: ServiceEditBody[],
  options: WriteOptions,
) {
  return writeServices(database, user, ref, (tx, row) => editServices(tx, user, row, edits), options);
}

/** What placing a new service already set (its day spans a multi-day service's days): not edited again. */
const PLACED = { day: undefined, level: undefined, optional: undefined, passengers: undefined, room: undefined };

/** The services of an S3 body sent with `id: null`, placed from the catalogue: their ids by body index. */
async function placeNewServices(tx: TenantTx, user: SessionUser, row: QuoteRow, edits: ServiceEditBody[]) {
  const fresh = edits.flatMap((e, i) => (e.id === null ? [{ e, i }] : []));
  if (!fresh.length) return { ids: new Map<number, number>(), entries: [] as HistoryEntry[] };
  assertPricesUnlocked(row);
  const { affected, entries } = await placeCatalogueServices(
    tx,
    user,
    row,
    fresh.map(({ e }) => ({
      service_id: e.service_id!,
      day: e.day!,
      level: e.level ?? 0,
      optional: e.optional ?? 0,
      passengers: e.passengers,
      room: e.room,
    })),
    (k) => `body.${fresh[k]!.i}`,
  );
  return { ids: new Map(fresh.map(({ i }, k) => [i, affected[k]!])), entries };
}

/** Sets one field on some services of the quote, with history for those that change. */
async function setOnServices(
  tx: TenantTx,
  tenantId: number,
  targets: ServiceRow[],
  field: 'status' | 'day',
  value: (s: ServiceRow) => string | number,
  action: string,
) {
  const entries: HistoryEntry[] = [];
  const affected: number[] = [];
  for (const s of targets) {
    const to = value(s);
    if (s[field] === to) continue;
    await quoteServicesRepository.update(tx, tenantId, s.id, { [field]: to });
    entries.push({ entity: 'service', entityId: s.id, action, field, from: s[field], to });
    affected.push(s.id);
  }
  return { affected, entries };
}

/** POST /tenant/itinerary/service/status/{id}/{status} and the quote-wide variant (ids undefined: every service). */
export function setServicesStatus(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  ids: number[] | undefined,
  status: number,
) {
  return writeServices(
    database,
    user,
    ref,
    async (tx, row) => {
      const all = await quoteServicesRepository.list(tx, user.tenantId, row.id);
      const targets = ids ? servicesOf(all, ids) : all;
      // Cancelling moves a locked quote's totals: refused before anything is written.
      for (const s of targets) assertServiceStatusUnlocked(row, s.status, status);
      return setOnServices(tx, user.tenantId, targets, 'status', () => status, 'status');
    },
    { bookingOnly: true },
  );
}

export function deleteService(database: Database, user: SessionUser, ref: QuoteRef, id: number) {
  return writeServices(
    database,
    user,
    ref,
    async (tx, row) => {
      const [s] = servicesOf(await quoteServicesRepository.list(tx, user.tenantId, row.id), [id]);
      await quoteServicesRepository.remove(tx, user.tenantId, row.id, [id]);
      return {
        affected: [],
        entries: [
          {
            entity: 'service',
            entityId: id,
            action: 'deleted',
            field: 'service_id',
            from: { service_id: s!.service_id, code: s!.code, name: s!.name, day: s!.day },
          },
        ],
      };
    },
    { movesPrices: true },
  );
}

/** Copies of services (content, placement, edits and figures) on `day` or their own day, at the end of the order. */
export function duplicateServices(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  ids: number[],
  day: string | undefined,
) {
  return writeServices(
    database,
    user,
    ref,
    async (tx, row) => {
      const sources = servicesOf(await quoteServicesRepository.list(tx, user.tenantId, row.id), ids);
      const newDay = day === undefined ? undefined : checkDay(day, 'body.day');
      const first = await quoteServicesRepository.nextPosition(tx, user.tenantId, row.id);
      const copies = sources.map(({ id: _id, itinerary_id: _q, ...rest }, i) => ({
        ...rest,
        day: newDay ?? rest.day,
        order: first + i,
      }));
      const created = await quoteServicesRepository.insert(tx, user.tenantId, row.id, copies);
      const entries = created.map((id, i) => ({
        entity: 'service',
        entityId: id,
        action: 'duplicated',
        field: 'service_id',
        from: sources[i]!.id,
        to: { service_id: sources[i]!.service_id, code: sources[i]!.code, day: copies[i]!.day },
      }));
      return { affected: created, entries };
    },
    { movesPrices: true },
  );
}
