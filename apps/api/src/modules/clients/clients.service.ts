import type { ClientBody, ContractBody } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, notFound, type ErrorDetail } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { clientsRepository, contractsRepository, type ContractValues } from './clients.repository';
import { listOf, rowOf } from '../reference/reference-rows';
import { requireCatalogueAdmin } from '../../plugins/auth';
import { sessionsRepository } from '../../identity/sessions.repository';

const CLIENTS = listOf('/tenant/clients');
const CONTRACTS = listOf('/tenant/clients/contract/');

async function clientRow(tx: TenantTx, user: SessionUser, id: number) {
  const row = await rowOf(tx, CLIENTS, user, id);
  if (!row) throw notFound('This client');
  return row;
}

async function contractRow(tx: TenantTx, user: SessionUser, id: number) {
  const row = await rowOf(tx, CONTRACTS, user, id);
  if (!row) throw notFound('This contract');
  return row;
}

/** A client user reads only its own client: the list's scoping answers 404 for the others. */
export function getClient(database: Database, user: SessionUser, id: number) {
  return database.withTenant(user.tenantId, (tx) => clientRow(tx, user, id));
}

export function createClient(database: Database, user: SessionUser, body: ClientBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) =>
    clientRow(tx, user, await clientsRepository.create(tx, user.tenantId, body)),
  );
}

export function updateClient(database: Database, user: SessionUser, id: number, body: ClientBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    if (!(await clientsRepository.update(tx, user.tenantId, id, body))) throw notFound('This client');
    return clientRow(tx, user, id);
  });
}

/**
 * Archives the client and its contracts, and signs its people out for good (their sign-in is refused
 * from now on); the staff keep the client's quotes, editable (decision 0055). Answers the client as it was.
 */
export function archiveClient(database: Database, user: SessionUser, id: number) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await clientRow(tx, user, id);
    await clientsRepository.archive(tx, user.tenantId, id);
    await sessionsRepository.revokeAllOfClient(tx, user.tenantId, id);
    return { ...row, archived: true };
  });
}

export function getContract(database: Database, user: SessionUser, id: number) {
  return database.withTenant(user.tenantId, (tx) => contractRow(tx, user, id));
}

/** Every id the body names must be the tenant's (or, for locations, exist): 422 with each path. */
async function contractValues(tx: TenantTx, tenantId: number, body: ContractBody): Promise<ContractValues> {
  const problems: (ErrorDetail & { sentence: string })[] = [];
  if (!(await clientsRepository.exists(tx, tenantId, body.client_id))) {
    problems.push({ path: 'body.client_id', message: 'does not exist', sentence: 'This client does not exist.' });
  }
  if (!(await contractsRepository.salesManualExists(tx, tenantId, body.sales_manual_id))) {
    problems.push({
      path: 'body.sales_manual_id',
      message: 'does not exist',
      sentence: 'This sales manual does not exist.',
    });
  }
  const locationIds = [...new Set(body.location_ids)];
  const unknown = await contractsRepository.unknownLocations(tx, locationIds);
  if (unknown.length) {
    problems.push({
      path: 'body.location_ids',
      message: `unknown location ${unknown.join(', ')}`,
      sentence: `There is no location ${unknown.join(', ')}.`,
    });
  }
  if (body.owner_user_id && !(await contractsRepository.userExists(tx, tenantId, body.owner_user_id))) {
    problems.push({
      path: 'body.owner_user_id',
      message: 'is not a user of this company',
      sentence: 'The contract owner must be a user of this company.',
    });
  }
  if (problems.length) {
    throw new AppError(
      'UNPROCESSABLE',
      problems.map((p) => p.sentence).join(' '),
      problems.map(({ path, message }) => ({ path, message })),
    );
  }
  return {
    clientId: body.client_id,
    salesManualId: body.sales_manual_id,
    name: body.name,
    locationIds,
    ownerUserId: body.owner_user_id ?? null,
    commissionMode: body.commission_mode,
    commissionPct: String(body.commission_pct),
  };
}

export function createContract(database: Database, user: SessionUser, body: ContractBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const id = await contractsRepository.create(tx, user.tenantId, await contractValues(tx, user.tenantId, body));
    return contractRow(tx, user, id);
  });
}

export function updateContract(database: Database, user: SessionUser, id: number, body: ContractBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    // 404 before 422: an id of another tenant says nothing about the body.
    await contractRow(tx, user, id);
    await contractsRepository.update(tx, user.tenantId, id, await contractValues(tx, user.tenantId, body));
    return contractRow(tx, user, id);
  });
}

export function archiveContract(database: Database, user: SessionUser, id: number) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await contractRow(tx, user, id);
    await contractsRepository.archive(tx, user.tenantId, id);
    return { ...row, archived: true };
  });
}
