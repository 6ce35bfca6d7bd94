import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ROLES,
  canViewCatalogueCosts,
  canViewSearchedPrices,
  hasPermissions,
  hasRole,
  type PermissionName,
} from '@itinera/domain';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { rememberBounded } from '../lib/bounded-map';
import { hashToken } from '../lib/tokens';
import { sessionsRepository } from '../identity/sessions.repository';
import { permissionUserOf, type SessionUser } from '../identity/session-user';
import { requireTenant } from './tenant-context';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionUser | null;
  }
}

const UNAUTHENTICATED = () => new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');

// Under load every connection of a user found the cached session expired at the same moment and
// looked it up at once; those calls now share one lookup, a plain read outside any transaction
// (docs/decisions/0015-api-hot-path.md).
const lookups = new Map<string, Promise<SessionUser | undefined>>();
function lookUpSession(database: Database, tenantId: number, tokenHash: string): Promise<SessionUser | undefined> {
  const key = `${tenantId}:${tokenHash}`;
  let pending = lookups.get(key);
  if (!pending) {
    pending = database
      .readTenant(tenantId, (tx) => sessionsRepository.findLive(tx, tenantId, tokenHash))
      .finally(() => lookups.delete(key));
    lookups.set(key, pending);
  }
  return pending;
}

// The SHA-256 of the bearer tokens seen lately: every call of a session hashed the same token again.
const MAX_HASHES = 10_000;
const hashes = new Map<string, string>();
const hashOf = (token: string) => hashes.get(token) ?? rememberBounded(hashes, token, hashToken(token), MAX_HASHES);

/** The live session of the request's bearer token, remembered or looked up; undefined when none. */
function sessionOf(database: Database, request: FastifyRequest): SessionUser | Promise<SessionUser | undefined> {
  const tenant = requireTenant(request);
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  if (!match) throw UNAUTHENTICATED();
  const tokenHash = hashOf(match[1]!);
  return sessionsRepository.cached(tenant.id, tokenHash) ?? lookUpSession(database, tenant.id, tokenHash);
}

/**
 * onRequest hook for every signed-in route: the bearer token must belong to a live session of
 * the tenant named by the Host, so a token of tenant B is refused on tenant A's host. A callback
 * hook answered at once when the session is remembered: an async hook costs promises on every
 * signed-in call (decision 0100).
 */
export function authenticate(database: Database) {
  sessionsRepository.listen(database);
  return (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
    let found: ReturnType<typeof sessionOf>;
    try {
      found = sessionOf(database, request);
    } catch (error) {
      return done(error as Error);
    }
    if (found instanceof Promise) found.then((session) => signIn(request, session, done), done);
    else signIn(request, found, done);
  };
}

type Done = (error?: Error) => void;

// A module function, not a closure made per call (the bundle names each closure it makes).
function signIn(request: FastifyRequest, session: SessionUser | undefined, done: Done): void {
  if (!session) return done(UNAUTHENTICATED());
  request.auth = session;
  done();
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw UNAUTHENTICATED();
  return request.auth;
}

/** Admin and client_admin pass role checks (docs/domain/spec-sections.md#section-6-roles-and-permissions); others need one of the listed roles. */
export function requireRole(user: SessionUser, roles: number[]): void {
  if (!hasRole(permissionUserOf(user), roles))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
}

export function hasPermission(user: SessionUser, permission: PermissionName): boolean {
  return hasPermissions(permissionUserOf(user), [permission]);
}

/**
 * What a user may see of the catalogue's prices. Sale prices follow view_sale_price (admins and
 * client admins pass); costs, suppliers and rate sheets are the operator's business (the domain's
 * canViewCatalogueCosts): an agency or a travel agent never sees net rates, whatever was stored.
 */
export function cataloguePriceVisibility(user: SessionUser): { canViewSale: boolean; canViewCost: boolean } {
  return {
    canViewSale: hasPermission(user, 'view_sale_price'),
    canViewCost: canViewCatalogueCosts(user.roleId, user.permissions),
  };
}

/** Prices in the catalogue search (view_price_searched, with the admin pass): docs/domain/permissions.md#permissions. */
export function maySeeSearchedPrices(user: SessionUser): boolean {
  return canViewSearchedPrices(permissionUserOf(user));
}

/** Catalogue writes belong to the tenant's administrators (client admins too are refused); everyone else reads. */
export function requireCatalogueAdmin(user: SessionUser): void {
  if (user.roleId !== ROLES.ADMIN) throw new AppError('FORBIDDEN', 'Only an administrator can change the catalogue.');
}
