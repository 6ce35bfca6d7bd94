import {
  activateFirstLines,
  isAllLevels,
  parseDayInput,
  placedPackageNightsProblem,
  roomNights,
  translated,
} from '@itinera/domain';
import type { AddServicesBody } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, refusal } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import type { QuoteRow } from '../quote-core/quotes.repository';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import type { HistoryEntry } from '../quote-core/quote-versions';
import { catalogueContentRepository, type CatalogueContent } from './catalogue-content.repository';
import { passengersRepository } from './passengers.repository';
import { quoteServicesRepository, type ServiceRow, type ServiceValues } from './quote-services.repository';
import { checkDay, checkPassengers, checkRooms, servicesOf } from './service-checks';
import { writeServices, type WriteOptions } from './quote-write';

// Services that come from the catalogue: added, replaced by another, or refreshed (import/update).

/** The content a quote copies from a catalogue service, in the quote's language. */
export function contentValues(c: CatalogueContent, lang: string | null): ServiceValues {
  return {
    service_id: c.id,
    code: c.code,
    name: translated(c.name, lang),
    id_service_type: c.id_service_type,
    category: c.category,
    description: translated(c.description, lang),
    location_ids: c.location_id ? [c.location_id] : [],
    images: c.images,
    service_supplier: activateFirstLines(c.id_service_type, [], c.suppliers).supplierLines,
  };
}

/** A catalogue service priced per level (hotels) can only sit at its own level: its rates are for it. */
const levelFor = (c: CatalogueContent, asked: number) => (isAllLevels(c.level) ? asked : c.level);

/** A single day of a multi-day catalogue service spans its days ('3' for a 2-day tour is '3-4'). */
function spanDays(day: string, c: CatalogueContent): string {
  const { from, to } = parseDayInput(day).range;
  return from === to && c.days_services > 1 ? `${from}-${from + c.days_services - 1}` : day;
}

/** A package covers exactly its rooms' nights (docs/domain/rooms.md#package-nights): 422 with the spec's words. */
function checkPackageNights(day: string, c: CatalogueContent, path: string): string {
  const counts = c.room_nights.map((n) => roomNights({ nights: n || null }, c.days_services));
  const problem = placedPackageNightsProblem(c.id_service_type, parseDayInput(day).range, counts);
  if (problem) throw new AppError('UNPROCESSABLE', problem, [{ path, message: problem }]);
  return day;
}

async function catalogue(tx: TenantTx, user: SessionUser, ids: number[], refuseArchived: boolean) {
  const contents = await catalogueContentRepository.contents(tx, user.tenantId, [...new Set(ids)]);
  const missing = [...new Set(ids)].filter((id) => !contents.has(id));
  if (missing.length) throw refusal('NOT_FOUND', 'notFoundServices', { ids: missing.join(', ') });
  const archived = refuseArchived ? [...contents.values()].filter((c) => c.archived) : [];
  if (archived.length)
    throw refusal('UNPROCESSABLE', 'servicesArchived', { codes: archived.map((c) => c.code).join(', ') });
  return contents;
}

/** The quote's passengers, created up to num_pax when missing, so assignments can be checked. */
export async function quotePassengers(tx: TenantTx, tenantId: number, row: QuoteRow) {
  return passengersRepository.ensureCount(
    tx,
    tenantId,
    row.id,
    Math.max(1, row.num_pax),
    await passengersRepository.list(tx, tenantId, row.id),
  );
}

/**
 * Catalogue services placed on days of the quote, inside the caller's write: S2's whole body, or the
 * services S3 sends with `id: null` (original-client.md §6.3). `path` names the body list in error details.
 */
export async function placeCatalogueServices(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  services: AddServicesBody['services'],
  path: (i: number) => string,
): Promise<{ affected: number[]; entries: HistoryEntry[]; inserted: true }> {
  const contents = await catalogue(
    tx,
    user,
    services.map((s) => s.service_id),
    true,
  );
  const { language_code: lang } = await catalogueContentRepository.facts(tx, user.tenantId, row.id);
  const passengers = await quotePassengers(tx, user.tenantId, row);
  const first = await quoteServicesRepository.nextPosition(tx, user.tenantId, row.id);
  const rows = services.map((s, i) => {
    const c = contents.get(s.service_id)!;
    return {
      ...contentValues(c, lang),
      day: checkPackageNights(spanDays(checkDay(s.day, `${path(i)}.day`), c), c, `${path(i)}.day`),
      order: first + i,
      level: levelFor(c, s.level),
      optional: s.optional,
      passengers: checkPassengers(s.passengers, passengers, `${path(i)}.passengers`) ?? [],
      room: checkRooms(s.room, `${path(i)}.room`) ?? [],
    };
  });
  const ids = await quoteServicesRepository.insert(tx, user.tenantId, row.id, rows);
  const entries = ids.map((id, i) => ({
    entity: 'service',
    entityId: id,
    action: 'added',
    field: 'service_id',
    to: { service_id: rows[i]!.service_id, code: rows[i]!.code, name: rows[i]!.name, day: rows[i]!.day },
  }));
  return { affected: ids, entries, inserted: true };
}

/** POST /tenant/itinerary/services/{uuid}: catalogue services placed on days of the quote. */
export function addServices(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: AddServicesBody,
  options: WriteOptions,
) {
  return writeServices(
    database,
    user,
    ref,
    (tx, row) => placeCatalogueServices(tx, user, row, body.services, (i) => `body.services.${i}`),
    { ...options, movesPrices: true },
  );
}

/** POST .../service/{itineraryServiceId}/replace/{serviceId}: new content and rates, same place on the quote. */
export function replaceService(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  itineraryServiceId: number,
  serviceId: number,
) {
  return writeServices(
    database,
    user,
    ref,
    async (tx, row) => {
      const [current] = servicesOf(await quoteServicesRepository.list(tx, user.tenantId, row.id), [itineraryServiceId]);
      const c = (await catalogue(tx, user, [serviceId], true)).get(serviceId)!;
      checkPackageNights(current!.day, c, 'params.serviceId');
      const { language_code: lang } = await catalogueContentRepository.facts(tx, user.tenantId, row.id);
      const keepsRooms = c.id_service_type === current!.id_service_type;
      await quoteServicesRepository.update(tx, user.tenantId, current!.id, {
        ...contentValues(c, lang),
        level: levelFor(c, current!.level),
        room: keepsRooms ? current!.room : [],
        ...NO_EDITS,
      });
      const entry = {
        entity: 'service',
        entityId: current!.id,
        action: 'replaced',
        field: 'service_id',
        from: { service_id: current!.service_id, code: current!.code, name: current!.name },
        to: { service_id: c.id, code: c.code, name: translated(c.name, lang) },
      };
      return { affected: [current!.id], entries: [entry] };
    },
    { movesPrices: true },
  );
}

const NO_EDITS: ServiceValues = {
  edit_cost_unit: null,
  edit_quantity: null,
  edit_percentage_margin: null,
  edit_price: null,
};

/** Import / update: the catalogue's current content and rates for these services; placement and assignment stay. */
export function refreshServices(database: Database, user: SessionUser, ref: QuoteRef, ids: number[]) {
  return writeServices(
    database,
    user,
    ref,
    async (tx, row) => {
      const targets: ServiceRow[] = servicesOf(await quoteServicesRepository.list(tx, user.tenantId, row.id), ids);
      const contents = await catalogue(
        tx,
        user,
        targets.map((s) => s.service_id),
        false,
      );
      const { language_code: lang } = await catalogueContentRepository.facts(tx, user.tenantId, row.id);
      for (const s of targets)
        await quoteServicesRepository.update(tx, user.tenantId, s.id, {
          ...contentValues(contents.get(s.service_id)!, lang),
          ...NO_EDITS,
        });
      const entries = targets.map((s) => ({
        entity: 'service',
        entityId: s.id,
        action: 'imported',
        field: 'service_id',
        to: { service_id: s.service_id, code: s.code },
      }));
      return { affected: targets.map((s) => s.id), entries };
    },
    { movesPrices: true },
  );
}
