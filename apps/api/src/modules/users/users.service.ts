import { ROLES, effectivePermissions, maySetExternalAccount, permissionGrantRefusal } from '@itinera/domain';
import type { UpdateUserBody, User } from '@itinera/domain/contracts';
import type { Language } from '@itinera/domain/i18n';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { sessionCache } from '../../identity/session-cache';
import { sessionsRepository } from '../../identity/sessions.repository';
import type { SessionUser } from '../../identity/session-user';
import { presentUser } from './user-presenter';
import { clientLookup, usersRepository } from './users.repository';

const FORBIDDEN = () => new AppError('FORBIDDEN', 'You do not have permission to do this.');
const CLIENT_ROLES: number[] = [ROLES.CLIENT_ADMIN, ROLES.CLIENT, ROLES.TRAVEL_AGENT];

/** The server's check of a permission change (domain grants.ts): 403 naming what was refused. */
function checkGrant(actor: SessionUser, request: Parameters<typeof permissionGrantRefusal>[1]): void {
  const refusal = permissionGrantRefusal(actor, request);
  if (refusal) throw new AppError('FORBIDDEN', refusal, [{ path: 'body.permissions', message: refusal }]);
}

/** A user's account on the external system is set by an administrator only (it enables the user's export). */
function checkExternalCode(actor: SessionUser, given: string | null | undefined): void {
  if (given === undefined || maySetExternalAccount([{ id: actor.roleId }])) return;
  const message = "Only an administrator can set a user's account on another system.";
  throw new AppError('FORBIDDEN', message, [{ path: 'body.external_code', message }]);
}

/** Staff see every user of the tenant; a client admin sees its own client's users only. */
function listScope(actor: SessionUser): { clientId?: number } {
  if (actor.roleId === ROLES.ADMIN || actor.roleId === ROLES.OPERATOR) return {};
  if (actor.roleId === ROLES.CLIENT_ADMIN && actor.clientId) return { clientId: actor.clientId };
  throw FORBIDDEN();
}

export async function listUsers(
  database: Database,
  actor: SessionUser,
  query: { page: number; limit: number; role?: number[]; name?: string },
) {
  const scope = listScope(actor);
  const { rows, total } = await database.withTenant(actor.tenantId, (tx) =>
    usersRepository.list(
      tx,
      actor.tenantId,
      { roleIds: query.role, name: query.name, ...scope },
      query.page,
      query.limit,
    ),
  );
  return { rows: rows.map(presentUser), total };
}

export interface CreateUserInput {
  name: string;
  email: string;
  password: string;
  role: number;
  permissions: string[];
  client_id?: number | null;
  external_code?: string | null;
}

/** Only an admin or a client admin creates users; a client admin only inside its own client. */
export async function createUser(database: Database, actor: SessionUser, input: CreateUserInput): Promise<User> {
  let clientId = input.client_id ?? null;
  if (actor.roleId === ROLES.CLIENT_ADMIN) {
    if (!CLIENT_ROLES.includes(input.role))
      throw new AppError('FORBIDDEN', 'A client administrator can only create client users and travel agents.');
    clientId = actor.clientId;
  } else if (actor.roleId !== ROLES.ADMIN) {
    throw FORBIDDEN();
  }
  if ((input.role === ROLES.CLIENT_ADMIN || input.role === ROLES.CLIENT) && !clientId) {
    throw new AppError('VALIDATION_ERROR', 'A client user needs a client.', [
      { path: 'body.client_id', message: 'is required for this role' },
    ]);
  }
  checkGrant(actor, { targetRoleId: input.role, current: [], requested: input.permissions, self: false });
  checkExternalCode(actor, input.external_code ?? undefined);
  const passwordHash = await hashPassword(input.password);
  return database.withTenant(actor.tenantId, async (tx) => {
    if (clientId && !(await clientLookup.exists(tx, actor.tenantId, clientId))) {
      throw new AppError('VALIDATION_ERROR', 'This client does not exist.', [
        { path: 'body.client_id', message: 'does not exist' },
      ]);
    }
    if (await usersRepository.findByEmail(tx, actor.tenantId, input.email)) {
      throw new AppError('CONFLICT', 'A user with this e-mail already exists.');
    }
    const id = await usersRepository.create(tx, {
      tenantId: actor.tenantId,
      name: input.name,
      email: input.email,
      passwordHash,
      roleId: input.role,
      permissions: input.permissions,
      clientId,
      externalCode: input.external_code ?? null,
    });
    return presentUser((await usersRepository.findById(tx, actor.tenantId, id))!);
  });
}

export async function updateProfile(
  database: Database,
  actor: SessionUser,
  values: { name?: string; photo?: string; language?: Language | null },
): Promise<User> {
  const user = await database.withTenant(actor.tenantId, async (tx) => {
    await usersRepository.update(tx, actor.tenantId, actor.userId, values);
    // Sessions carry the language: the API's sentences follow the new choice at once (decision 0092).
    if (values.language !== undefined) await sessionsRepository.userChanged(tx, actor.tenantId, actor.userId);
    return presentUser((await usersRepository.findById(tx, actor.tenantId, actor.userId))!);
  });
  if (values.language !== undefined) sessionCache.forgetUser(actor.tenantId, actor.userId);
  return user;
}

/** Staff read any user, a client admin its own client's users, and everyone reads themselves. */
export async function getUser(database: Database, actor: SessionUser, id: number): Promise<User> {
  const scope = id === actor.userId ? {} : listScope(actor);
  const row = await database.withTenant(actor.tenantId, (tx) => usersRepository.findById(tx, actor.tenantId, id));
  if (!row || (scope.clientId && row.clientId !== scope.clientId)) throw notFound('This user');
  return presentUser(row);
}

/**
 * The rules of createUser, on an existing user: an admin edits any user of the tenant; a client
 * admin only the client users of its own client, and only with client roles. Nobody changes their
 * own role or deactivates themselves, so a tenant always keeps the administrator who is acting.
 */
export async function updateUser(
  database: Database,
  actor: SessionUser,
  id: number,
  input: UpdateUserBody,
): Promise<User> {
  const byClientAdmin = actor.roleId === ROLES.CLIENT_ADMIN;
  if (!(actor.roleId === ROLES.ADMIN || (byClientAdmin && actor.clientId))) throw FORBIDDEN();
  checkExternalCode(actor, input.external_code);
  if (byClientAdmin && input.role !== undefined && !CLIENT_ROLES.includes(input.role)) {
    throw new AppError(
      'FORBIDDEN',
      'A client administrator can only give client roles (client administrator, client, travel agent).',
    );
  }
  const saved = await database.withTenant(actor.tenantId, async (tx) => {
    const target = await usersRepository.findById(tx, actor.tenantId, id);
    if (!target || (byClientAdmin && (target.clientId !== actor.clientId || !CLIENT_ROLES.includes(target.roleId))))
      throw notFound('This user');
    if (target.id === actor.userId) {
      if (input.role !== undefined && input.role !== target.roleId) {
        throw new AppError('UNPROCESSABLE', 'You cannot change your own role. Ask another administrator to do it.', [
          { path: 'body.role', message: 'is your own role' },
        ]);
      }
      if (input.active === false) {
        throw new AppError(
          'UNPROCESSABLE',
          'You cannot deactivate your own account. Ask another administrator to do it.',
          [{ path: 'body.active', message: 'is your own account' }],
        );
      }
    }
    const roleId = input.role ?? target.roleId;
    // Sent permissions are checked; without them a role change keeps only what the new role may hold.
    // Only what counted under the old role is carried over: a leftover the old role could not hold is not revived.
    const permissions =
      input.permissions ?? effectivePermissions(roleId, effectivePermissions(target.roleId, target.permissions));
    if (input.permissions)
      checkGrant(actor, {
        targetRoleId: roleId,
        current: effectivePermissions(target.roleId, target.permissions),
        requested: input.permissions,
        self: target.id === actor.userId,
      });
    // A client admin never moves a user to another client, whatever the body says.
    const clientId = byClientAdmin ? actor.clientId : input.client_id !== undefined ? input.client_id : target.clientId;
    if ((roleId === ROLES.CLIENT_ADMIN || roleId === ROLES.CLIENT) && !clientId) {
      throw new AppError('VALIDATION_ERROR', 'A client user needs a client.', [
        { path: 'body.client_id', message: 'is required for this role' },
      ]);
    }
    if (clientId && clientId !== target.clientId && !(await clientLookup.exists(tx, actor.tenantId, clientId))) {
      throw new AppError('VALIDATION_ERROR', 'This client does not exist.', [
        { path: 'body.client_id', message: 'does not exist' },
      ]);
    }
    await usersRepository.update(tx, actor.tenantId, id, {
      name: input.name,
      roleId,
      permissions,
      active: input.active,
      clientId,
      externalCode: input.external_code,
    });
    // Sign-in and every request already refuse an inactive user; revoking also keeps old tokens dead after reactivation.
    if (input.active === false && target.active) await sessionsRepository.revokeAllOfUser(tx, actor.tenantId, id);
    else await sessionsRepository.userChanged(tx, actor.tenantId, id);
    return presentUser((await usersRepository.findById(tx, actor.tenantId, id))!);
  });
  // Cached sessions carry role, permissions and client: after the commit, so no request re-reads the old row.
  sessionCache.forgetUser(actor.tenantId, id);
  return saved;
}
