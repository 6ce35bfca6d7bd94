import { accountOpen, PERMISSIONS, ROLES } from '@itinera/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PublicAddress } from '../../lib/public-address';
import { hashPassword, verifyPassword } from '../../lib/password';
import { newToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { tenantsRepository, type TenantRow } from '../../identity/tenants.repository';
import { presentAuthUser } from '../users/user-presenter';
import { usersRepository } from '../users/users.repository';
import { passwordResetsRepository } from './password-resets.repository';
import { sessionCache } from '../../identity/session-cache';
import { sessionsRepository } from '../../identity/sessions.repository';
import type { SessionUser } from '../../identity/session-user';

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  address: PublicAddress;
}

export const INVALID_CREDENTIALS = 'Invalid credentials';
const RESET_TTL_MS = 60 * 60 * 1000;
const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Verified when the e-mail is unknown so a miss costs as long as a hit: timing tells nothing.
const DUMMY_HASH = hashPassword('itinera-timing-equaliser');

export const RESET_LINK_ANSWER = 'If an account exists for this address, we have sent it a link to reset the password.';

export async function login(
  deps: AuthDeps,
  tenant: TenantRow,
  body: { email: string; password: string; remember?: boolean },
) {
  const user = await deps.database.withTenant(tenant.id, (tx) =>
    usersRepository.findByEmail(tx, tenant.id, body.email),
  );
  const ok = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await DUMMY_HASH, body.password).then(() => false);
  if (!user || !ok || !accountOpen(user))
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS, undefined, { error: INVALID_CREDENTIALS });
  const { token, hash } = newToken();
  const ttl = body.remember ? REMEMBER_TTL_MS : deps.config.TOKEN_TTL_HOURS * 3600_000;
  const expiresAt = new Date(Date.now() + ttl);
  const tenantLanguage = await deps.database.withTenant(tenant.id, async (tx) => {
    await sessionsRepository.create(tx, tenant.id, user.id, hash, expiresAt);
    return tenantsRepository.defaultLanguage(tx, tenant.id);
  });
  return { token, expires_at: expiresAt.toISOString(), ...presentAuthUser(user, tenantLanguage) };
}

export async function logout(deps: AuthDeps, user: SessionUser): Promise<void> {
  await deps.database.withTenant(user.tenantId, (tx) => sessionsRepository.revoke(tx, user.tenantId, user.sessionId));
}

export async function getCurrentUser(deps: AuthDeps, user: SessionUser) {
  const [row, tenantLanguage] = await deps.database.withTenant(user.tenantId, (tx) =>
    Promise.all([
      usersRepository.findById(tx, user.tenantId, user.userId),
      tenantsRepository.defaultLanguage(tx, user.tenantId),
    ]),
  );
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
  return presentAuthUser(row, tenantLanguage);
}

const RESERVED_SLUGS = new Set(['www', 'api', 'app', 'admin', 'docs', 'mail', 'static', 'tenant']);

function slugify(company: string): string {
  const base = company
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/g, '');
  return base.length >= 2 && !RESERVED_SLUGS.has(base) ? base : `dmc-${base || 'new'}`;
}

/** Signup: a new tenant whose first user is its admin; the role in the body is never trusted. */
export async function register(
  deps: AuthDeps,
  body: { name: string; company: string; email: string; password: string },
) {
  const base = slugify(body.company);
  let tenant: TenantRow | undefined;
  for (let n = 1; !tenant && n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (await tenantsRepository.findBySlug(deps.database.db, slug)) continue;
    tenant = await tenantsRepository.create(deps.database.db, { slug, name: body.company }).catch(() => undefined);
  }
  if (!tenant)
    throw new AppError('CONFLICT', 'We could not reserve an address for this company. Please try another name.');
  const passwordHash = await hashPassword(body.password);
  const created = tenant;
  const user = await deps.database.withTenant(created.id, async (tx) => {
    const id = await usersRepository.create(tx, {
      tenantId: created.id,
      name: body.name,
      email: body.email,
      passwordHash,
      roleId: ROLES.ADMIN,
      permissions: [...PERMISSIONS],
      userType: 'pro',
    });
    return (await usersRepository.findById(tx, created.id, id))!;
  });
  return {
    data: {
      // A new company has no default language yet.
      user: presentAuthUser(user, null).user,
      tenant: { name: created.name, domain: created.slug, url: deps.address.tenantOrigin(created.slug) },
    },
  };
}

export async function requestPasswordReset(deps: AuthDeps, tenant: TenantRow, email: string): Promise<void> {
  const user = await deps.database.withTenant(tenant.id, (tx) => usersRepository.findByEmail(tx, tenant.id, email));
  if (!user || !accountOpen(user)) return;
  const { token, hash } = newToken();
  const id = await deps.database.withTenant(tenant.id, (tx) =>
    passwordResetsRepository.create(tx, tenant.id, user.id, hash, new Date(Date.now() + RESET_TTL_MS)),
  );
  // Never from the request's Host: a forged one would mail the reset token to someone else's site.
  const link = `${deps.address.tenantOrigin(tenant.slug)}/reset-password?id=${id}&token=${token}`;
  await deps.mailer.send(tenant.id, {
    to: user.email,
    kind: 'password_reset',
    subject: 'Reset your Itinera password',
    body: `Hello ${user.name},\n\nSomeone asked to reset the password of your Itinera account. If it was you, open this link within the next hour:\n\n${link}\n\nThe link works once. If you did not ask for it, you can ignore this message.\n`,
  });
}

export async function resetPassword(
  deps: AuthDeps,
  tenant: TenantRow,
  body: { id: number; token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await deps.database.withTenant(tenant.id, async (tx) => {
    const reset = await passwordResetsRepository.claim(tx, tenant.id, body.id, body.token);
    if (!reset)
      throw new AppError('BAD_REQUEST', 'This reset link is invalid or has expired. Please ask for a new one.');
    await usersRepository.update(tx, tenant.id, reset.userId, { passwordHash });
    await sessionsRepository.revokeAllOfUser(tx, tenant.id, reset.userId);
  });
}

export async function changePassword(
  deps: AuthDeps,
  user: SessionUser,
  body: { current_password: string; password: string },
): Promise<void> {
  const row = await deps.database.withTenant(user.tenantId, (tx) =>
    usersRepository.findById(tx, user.tenantId, user.userId),
  );
  if (!row || !(await verifyPassword(row.passwordHash, body.current_password))) {
    throw new AppError('BAD_REQUEST', 'The current password is not correct.', [
      { path: 'body.current_password', message: 'is not correct' },
    ]);
  }
  const passwordHash = await hashPassword(body.password);
  // Whoever knew the old password may hold a session: every other one ends, this one goes on.
  await deps.database.withTenant(user.tenantId, async (tx) => {
    await usersRepository.update(tx, user.tenantId, user.userId, { passwordHash });
    await sessionsRepository.revokeAllOfUser(tx, user.tenantId, user.userId, user.sessionId);
  });
  // Again after the commit: a request between the first forget and the commit may have cached a revoked session.
  sessionCache.forgetUser(user.tenantId, user.userId);
}
