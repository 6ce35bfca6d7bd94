import type { RateLineBody, ServiceBody, ServiceSearchQuery } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { conflictOnDuplicate } from '../../lib/db-errors';
import type { SessionUser } from '../../identity/session-user';
import { cataloguePriceVisibility, requireCatalogueAdmin } from '../../plugins/auth';
import { presentCatalogueService } from './catalogue-presenter';
import { canViewCost, checkServiceBody, checkServiceReferences } from './service-checks';
import {
  serviceWritesRepository as writes,
  type RateLineValues,
  type ServiceValues,
} from './service-writes.repository';
import { servicesRepository } from './services.repository';
import { withPrices } from './service-prices';
import { rateChangeLog } from '../rate-changes/rate-change-log.repository';
import { storedAgeBands } from './stored-age-bands';

type Row = Record<string, unknown>;

/** Suppliers and unit costs are cost-side data: left out (not nulled) for users without view_cost_price. */
function withoutCost(row: Row): Row {
  const { suppliers: _suppliers, ...rest } = row;
  const lines = (row.rate_lines ?? []) as Row[];
  // A band's own cost is a cost too; its percentage of the adult rate is not.
  const bands = (line: Row) => ((line.age_bands ?? []) as Row[]).map(({ unit_cost: _cost, ...band }) => band);
  return {
    ...rest,
    rate_lines: lines.map(({ unit_cost: _cost, supplier_id: _supplier, ...line }) => ({
      ...line,
      age_bands: bands(line),
    })),
  };
}

/** The rows in the contract's shape (§6.4), with what the shape needs read in the same transaction. */
async function presentRows(
  tx: TenantTx,
  user: SessionUser,
  rows: (Row & { id: number })[],
  query: Partial<ServiceSearchQuery>,
  lang?: string,
) {
  const visibility = cataloguePriceVisibility(user);
  const [currencySigns, suppliers] = await Promise.all([
    servicesRepository.currencySigns(tx),
    visibility.canViewCost
      ? servicesRepository.supplierServices(
          tx,
          user.tenantId,
          rows.map((r) => r.id),
        )
      : [],
  ]);
  const options = {
    lang,
    from: query.from,
    to: query.to,
    numPax: query.num_pax,
    currencySigns,
    suppliers,
    visibility,
    info: query.info === 1,
  };
  return rows.map((r) => presentCatalogueService(r, options));
}

export async function searchServices(database: Database, user: SessionUser, query: ServiceSearchQuery, lang?: string) {
  return database.withTenant(user.tenantId, async (tx) => {
    const found = await servicesRepository.search(tx, user.tenantId, query);
    const priced = await withPrices(tx, user, found.rows as (Row & { id: number })[], query);
    return { rows: await presentRows(tx, user, priced, query, lang), total: found.total };
  });
}

/** One service; with info=1 also the editor's fields (translations, references, suppliers, rate lines). */
export async function getService(
  database: Database,
  user: SessionUser,
  id: number,
  lang?: string,
  query: Partial<ServiceSearchQuery> = {},
) {
  const info = query.info;
  const shaped = await database.withTenant(user.tenantId, async (tx) => {
    const base = await servicesRepository.get(tx, user.tenantId, id);
    if (!base) return base;
    const [priced] = await withPrices(tx, user, [base as Row & { id: number }], query);
    let row: Row & { id: number } = priced!;
    if (info === 1) {
      const details = await servicesRepository.details(tx, user.tenantId, id);
      row = { ...row, ...details };
      if (!canViewCost(user)) row = withoutCost(row) as Row & { id: number };
    }
    const [one] = await presentRows(tx, user, [row], query, lang);
    return one;
  });
  if (!shaped) throw notFound('This service');
  return shaped;
}

const filled = (texts: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(texts ?? {}).filter(([, v]) => v !== ''));

function serviceValues(body: ServiceBody, code: string, categoryName: string): ServiceValues {
  const name = filled(body.name);
  return {
    code,
    name,
    description: filled(body.description),
    serviceTypeId: body.id_service_type,
    categoryId: body.category_id ?? null,
    locationId: body.location_id ?? null,
    level: body.level,
    images: body.images,
    tagIds: [...new Set(body.tag_ids)],
    daysServices: body.days_services,
    amenities: [...new Set(body.amenities)],
    startDateInactivity: body.start_date_inactivity ?? null,
    endDateInactivity: body.end_date_inactivity ?? null,
    // What the catalogue search matches: code, the name in every language and the category name.
    searchText: [code, ...Object.values(name), categoryName].filter(Boolean).join(' ').toLowerCase(),
  };
}

const lineValues = (l: RateLineBody): RateLineValues => ({
  id: l.id,
  salesManualId: l.sales_manual_id,
  seasonFrom: l.season_from,
  seasonTo: l.season_to,
  minPax: l.min_pax,
  maxPax: l.max_pax,
  roomTypeId: l.id_room_type ?? null,
  level: l.level,
  basis: l.basis,
  unitCost: String(l.unit_cost),
  currencyId: l.currency_id,
  capacity: l.capacity ?? null,
  nights: l.nights ?? null,
  supplierId: l.supplier_id ?? null,
  ageBands: storedAgeBands(l.age_bands),
});

const codeTakenText = (code: string) => `The code ${code} is already used by another service.`;
const codeTaken = (code: string) => new AppError('CONFLICT', codeTakenText(code));
/** A concurrent save that slipped past the code check still answers 409, not 500. */
const mapCodeRace = <T>(code: string | undefined, run: () => Promise<T>) =>
  conflictOnDuplicate(run, codeTakenText(code ?? 'given'), 'services_code_uq');

async function saveLinks(
  tx: TenantTx,
  tenantId: number,
  serviceId: number,
  body: ServiceBody,
  existingLines: Set<number>,
) {
  await writes.replaceSuppliers(tx, tenantId, serviceId, body.supplier_ids);
  await writes.replaceRateLines(tx, tenantId, serviceId, body.rate_lines.map(lineValues), existingLines);
}

/** Creates a service with its suppliers and rate lines in one transaction; the code is generated when absent. */
export async function createService(database: Database, user: SessionUser, body: ServiceBody) {
  requireCatalogueAdmin(user);
  checkServiceBody(body);
  const id = await mapCodeRace(body.code, () =>
    database.withTenant(user.tenantId, async (tx) => {
      const categoryName = await checkServiceReferences(tx, user.tenantId, body);
      let code = body.code;
      if (!code) {
        await writes.lockCodes(tx, user.tenantId);
        code = await writes.nextCode(tx, user.tenantId);
      } else if (await writes.codeOwner(tx, user.tenantId, code)) {
        throw codeTaken(code);
      }
      const serviceId = await writes.insert(tx, user.tenantId, serviceValues(body, code, categoryName));
      await saveLinks(tx, user.tenantId, serviceId, body, new Set());
      return serviceId;
    }),
  );
  return getService(database, user, id, undefined, { info: 1 });
}

/** Full replacement: fields, suppliers and rate lines (with id updated, without id added, missing deleted). */
export async function updateService(database: Database, user: SessionUser, id: number, body: ServiceBody) {
  requireCatalogueAdmin(user);
  await mapCodeRace(body.code, () =>
    database.withTenant(user.tenantId, async (tx) => {
      const current = await writes.lock(tx, user.tenantId, id);
      if (!current) throw notFound('This service');
      // The service is found before the body is judged, so a foreign id answers 404 whatever the body.
      checkServiceBody(body);
      const existingLines = await writes.rateLineIds(tx, user.tenantId, id);
      const categoryName = await checkServiceReferences(tx, user.tenantId, body, existingLines);
      const code = body.code ?? current.code;
      const owner = body.code ? await writes.codeOwner(tx, user.tenantId, code) : undefined;
      if (owner !== undefined && owner !== id) throw codeTaken(code);
      await writes.update(tx, user.tenantId, id, serviceValues(body, code, categoryName));
      // The impact screen lists the quotes a change of these rates moves (docs/domain/rate-changes.md).
      const before = await rateChangeLog.snapshot(tx, user.tenantId, [id]);
      await saveLinks(tx, user.tenantId, id, body, existingLines);
      await rateChangeLog.record(tx, user.tenantId, user.userId, [id], before, 'editor');
    }),
  );
  return getService(database, user, id, undefined, { info: 1 });
}

/** Archived services stay for the quotes that use them but leave the catalogue search. */
export async function archiveService(database: Database, user: SessionUser, id: number) {
  requireCatalogueAdmin(user);
  const done = await database.withTenant(user.tenantId, (tx) => writes.archive(tx, user.tenantId, id));
  if (!done) throw notFound('This service');
  return { id, archived: true as const };
}
