import { REQUEST_CODE_PATTERN } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { AppError, refusal } from '../../lib/app-error';
import { requestsRepository as repo } from './requests.repository';

// The references a request body names besides its client and assignee: a contract of its client,
// tags of the tenant, its code. Each refusal names the body field (docs/domain/api-shapes.md#errors).

export const unprocessable = (path: string, message: string, sentence: string) =>
  new AppError('UNPROCESSABLE', sentence, [{ path, message }]);

/** A well-formed request code (F + base-36, any case sent), or undefined for anything else. */
export function wellFormedCode(code: string | null | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && REQUEST_CODE_PATTERN.test(upper) ? upper : undefined;
}

/** A contract given to a request: one of the tenant, not archived, of the request's client. */
export async function requireContract(
  tx: TenantTx,
  tenantId: number,
  contractId: number,
  clientId: number | null,
): Promise<void> {
  const path = 'body.contract_id';
  const contract = await repo.contract(tx, tenantId, contractId);
  if (!contract) throw unprocessable(path, 'no such contract', `There is no contract ${contractId}.`);
  if (contract.archived)
    throw unprocessable(path, 'the contract is archived', `The contract ${contractId} is archived.`);
  if (contract.clientId !== clientId)
    throw unprocessable(
      path,
      'belongs to another client',
      `The contract ${contractId} belongs to another client than the request.`,
    );
}

/** Tags given to a request: tags of the tenant. */
export async function requireTags(tx: TenantTx, tenantId: number, tagIds: number[]): Promise<void> {
  const known = await repo.tagIds(tx, tenantId, tagIds);
  const unknown = tagIds.filter((id) => !known.has(id));
  if (unknown.length)
    throw unprocessable('body.tags', `unknown tag ${unknown.join(', ')}`, `There is no tag ${unknown.join(', ')}.`);
}

/** A new code for an existing request: well-formed and free in the tenant. */
export async function requireNewCode(tx: TenantTx, tenantId: number, sent: string): Promise<string> {
  const code = wellFormedCode(sent);
  if (!code)
    throw unprocessable(
      'body.code',
      'is not a request code',
      `${sent} is not a request code (F and letters or digits).`,
    );
  if (await repo.codeTaken(tx, tenantId, code))
    throw refusal('CONFLICT', 'requestCodeTaken', { code }, [{ path: 'body.code', message: 'is taken' }]);
  return code;
}
