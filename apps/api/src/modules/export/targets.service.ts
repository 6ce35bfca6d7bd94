import { ROLES } from '@itinera/domain';
import type { ExportTarget, ExportTargetCreate, ExportTargetUpdate } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { conflictOnDuplicate } from '../../lib/db-errors';
import type { OutboundGuard } from '../../lib/outbound-address';
import type { SecretBox } from '../../lib/secret-box';
import type { SessionUser } from '../../identity/session-user';
import { targetsRepository, type TargetRow } from './targets.repository';

// The tenant's export targets, configured by its administrators in Configuration (decision 0035). A webhook's
// signing secret goes in sealed (lib/secret-box.ts) and never comes out: answers say only whether one is set.

export const DEFAULT_MAX_ATTEMPTS = 5;

function assertTenantAdmin(user: SessionUser) {
  if (user.roleId !== ROLES.ADMIN)
    throw new AppError('FORBIDDEN', 'Only an administrator of the company configures export targets.');
}

export const presentTarget = (row: TargetRow): ExportTarget => ({
  id: row.id,
  source: row.source,
  name: row.name,
  kind: row.kind,
  url: row.url,
  has_secret: row.secret_enc !== null,
  needs_documents: row.needs_documents,
  max_attempts: row.max_attempts,
});

const taken = (source: string) => `An export target named "${source}" already exists.`;

/** A webhook keeps its address and secret; a file target has neither. */
function checkKind(row: Pick<TargetRow, 'kind' | 'url' | 'secret_enc'>) {
  if (row.kind === 'webhook' && (!row.url || !row.secret_enc))
    throw new AppError('VALIDATION_ERROR', 'A webhook needs its address (url) and a signing secret.', [
      { path: 'url', message: 'A webhook needs its address (url) and a signing secret.' },
    ]);
}

/** Refuses a webhook address inside the operator's network or on this machine (decision 0052). */
async function checkAddress(guard: OutboundGuard, url: string | null | undefined) {
  if (url && (await guard.isInternalUrl(url))) {
    const message =
      'This address is internal (loopback, private, link-local or unique-local): a webhook must reach a public address.';
    throw new AppError('UNPROCESSABLE', message, [{ path: 'url', message }]);
  }
}

export function createTargetsService(database: Database, box: SecretBox, guard: OutboundGuard) {
  return {
    list(user: SessionUser) {
      assertTenantAdmin(user);
      return database.withTenant(user.tenantId, async (tx) => ({
        data: (await targetsRepository.list(tx, user.tenantId)).map(presentTarget),
      }));
    },

    async create(user: SessionUser, body: ExportTargetCreate) {
      assertTenantAdmin(user);
      const webhook = body.kind === 'webhook';
      const values = {
        source: body.source,
        name: body.name,
        kind: body.kind,
        url: webhook ? (body.url ?? null) : null,
        secret_enc: webhook && body.secret ? box.seal(body.secret) : null,
        needs_documents: body.needs_documents ?? false,
        max_attempts: body.max_attempts ?? DEFAULT_MAX_ATTEMPTS,
      };
      checkKind(values);
      await checkAddress(guard, values.url);
      return database.withTenant(user.tenantId, async (tx) => {
        const id = await targetsRepository.insert(tx, user.tenantId, values);
        if (!id) throw new AppError('CONFLICT', taken(values.source));
        return { data: presentTarget((await targetsRepository.byId(tx, user.tenantId, id))!) };
      });
    },

    async update(user: SessionUser, id: number, body: ExportTargetUpdate) {
      assertTenantAdmin(user);
      // Only a new address is checked: a rename keeps working on a target saved before the check (its
      // deliveries are refused all the same).
      if (body.kind !== 'file') await checkAddress(guard, body.url);
      return conflictOnDuplicate(
        () =>
          database.withTenant(user.tenantId, async (tx) => {
            const row = await targetsRepository.byId(tx, user.tenantId, id);
            if (!row) throw notFound('This export target');
            const { secret, ...rest } = body;
            const next = { ...row, ...rest, ...(secret ? { secret_enc: box.seal(secret) } : {}) };
            if (next.kind === 'file') Object.assign(next, { url: null, secret_enc: null });
            checkKind(next);
            const { id: _id, ...values } = next;
            await targetsRepository.update(tx, user.tenantId, id, values);
            return { data: presentTarget((await targetsRepository.byId(tx, user.tenantId, id))!) };
          }),
        taken(body.source ?? ''),
        'export_targets_source_uq',
      );
    },

    async remove(user: SessionUser, id: number) {
      assertTenantAdmin(user);
      const gone = await database.withTenant(user.tenantId, (tx) => targetsRepository.remove(tx, user.tenantId, id));
      if (!gone) throw notFound('This export target');
      return { message: 'The export target was deleted.' };
    },
  };
}
export type TargetsService = ReturnType<typeof createTargetsService>;
