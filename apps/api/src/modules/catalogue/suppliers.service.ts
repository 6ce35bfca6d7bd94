import type { SupplierBody, SupplierListQuery } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { conflictOnDuplicate } from '../../lib/db-errors';
import type { SessionUser } from '../../identity/session-user';
import { requireCatalogueAdmin } from '../../plugins/auth';
import { canViewCost } from './service-checks';
import { suppliersRepository as repo } from './suppliers.repository';

type Supplier = { id: number; code: string; name: string } & Record<string, unknown>;

/** Who supplies a service, at what cost, is cost-side data: view_cost_price (admin, operator). */
function requireCostViewer(user: SessionUser): void {
  if (!canViewCost(user)) throw new AppError('FORBIDDEN', 'You do not have permission to see suppliers.');
}

const codeTakenText = (code: string) => `The code ${code} is already used by another supplier.`;
const codeTaken = (code: string) => new AppError('CONFLICT', codeTakenText(code));
/** A concurrent save that slipped past the code check still answers 409, not 500. */
const mapCodeRace = <T>(code: string, run: () => Promise<T>) =>
  conflictOnDuplicate(run, codeTakenText(code), 'suppliers_code_uq');

export async function listSuppliers(database: Database, user: SessionUser, query: SupplierListQuery) {
  requireCostViewer(user);
  const text = query.search || query.name;
  return database.withTenant(user.tenantId, (tx) =>
    repo.list(tx, user.tenantId, { text, page: query.page, limit: query.limit }),
  );
}

export async function getSupplier(database: Database, user: SessionUser, id: number) {
  requireCostViewer(user);
  const row = await database.withTenant(user.tenantId, (tx) => repo.get(tx, user.tenantId, id));
  if (!row) throw notFound('This supplier');
  return row as Supplier;
}

async function checkBody(tx: TenantTx, tenantId: number, body: SupplierBody, id?: number): Promise<void> {
  if (body.location_id && !(await repo.locationExists(tx, body.location_id))) {
    const message = `The location ${body.location_id} does not exist.`;
    throw new AppError('UNPROCESSABLE', message, [{ path: 'location_id', message }]);
  }
  const owner = await repo.codeOwner(tx, tenantId, body.code);
  if (owner !== undefined && owner !== id) throw codeTaken(body.code);
}

export async function createSupplier(database: Database, user: SessionUser, body: SupplierBody) {
  requireCatalogueAdmin(user);
  return mapCodeRace(body.code, () =>
    database.withTenant(user.tenantId, async (tx) => {
      await checkBody(tx, user.tenantId, body);
      const id = await repo.insert(tx, user.tenantId, body);
      return (await repo.get(tx, user.tenantId, id)) as Supplier;
    }),
  );
}

export async function updateSupplier(database: Database, user: SessionUser, id: number, body: SupplierBody) {
  requireCatalogueAdmin(user);
  return mapCodeRace(body.code, () =>
    database.withTenant(user.tenantId, async (tx) => {
      if (!(await repo.get(tx, user.tenantId, id))) throw notFound('This supplier');
      await checkBody(tx, user.tenantId, body, id);
      await repo.update(tx, user.tenantId, id, body);
      return (await repo.get(tx, user.tenantId, id)) as Supplier;
    }),
  );
}

/** Archived suppliers leave the list but stay on the services and rate lines that name them. */
export async function archiveSupplier(database: Database, user: SessionUser, id: number) {
  requireCatalogueAdmin(user);
  const done = await database.withTenant(user.tenantId, (tx) => repo.archive(tx, user.tenantId, id));
  if (!done) throw notFound('This supplier');
  return { id, archived: true as const };
}
