import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  currentUserResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetBodySchema,
  type ResetBody,
} from '@itinera/domain/contracts';
import { errorResponses, security } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { clientAddress, limit, tenantOf } from '../../plugins/limits';
import { requireTenant } from '../../plugins/tenant-context';
import {
  changePassword,
  getCurrentUser,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  RESET_LINK_ANSWER,
  type AuthDeps,
} from './auth.service';

const answer = (message: string) => ({ data: { message }, message });
const errors = errorResponses(400, 401, 404, 429);
const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

export function authRoutes(deps: AuthDeps, limits: { loginPerAddress: number; perIp: number }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Two walls against guessing: per e-mail and IP (a targeted account, within its tenant), and per IP overall.
    const perAddress = limit(app, {
      name: 'login',
      max: limits.loginPerAddress,
      timeWindow: '15 minutes',
      keyGenerator: (req) => `${tenantOf(req)}:${clientAddress(req)}|${emailOf(req)}`,
    });
    const perIp = limit(app, { name: 'auth-ip', max: limits.perIp, timeWindow: '15 minutes' });

    r.post(
      '/tenant/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in (200 only on success)',
          body: loginBodySchema,
          response: { 200: loginResponseSchema, ...errors },
        },
        preHandler: [perIp, perAddress],
      },
      async (request) => login(deps, requireTenant(request), request.body),
    );

    r.post(
      '/tenant/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign up: a new tenant with this user as its admin',
          body: registerBodySchema,
          response: { 201: registerResponseSchema, ...errors },
        },
        preHandler: [perIp],
      },
      async (request, reply) => reply.status(201).send(await register(deps, request.body)),
    );

    // Either body on either route (resetBodySchema): an e-mail asks for a link, a token sets the password.
    // Only asking mails someone, so only asking counts against the per-address wall.
    const perAddressWhenAsking = async (request: FastifyRequest) => {
      if (typeof (request.body as { email?: unknown } | undefined)?.email === 'string') await perAddress(request);
    };
    const reset = async (request: FastifyRequest, body: ResetBody) => {
      const tenant = requireTenant(request);
      if ('token' in body) {
        await resetPassword(deps, tenant, body);
        return answer('Your password was changed. You can sign in now.');
      }
      await requestPasswordReset(deps, tenant, body.email);
      return answer(RESET_LINK_ANSWER);
    };
    r.post(
      '/tenant/user/reset/link',
      {
        schema: {
          tags: ['auth'],
          summary:
            'E-mail a single-use reset link (same answer whether the address exists or not); also takes the new-password body',
          body: resetBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        preHandler: [perIp, perAddressWhenAsking],
      },
      (request) => reset(request, request.body),
    );
    r.post(
      '/tenant/user/reset/password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a reset link; also takes the e-mail body that asks for one',
          body: resetBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        preHandler: [perIp, perAddressWhenAsking],
      },
      (request) => reset(request, request.body),
    );

    await app.register(async (signedIn) => {
      signedIn.addHook('onRequest', authenticate(deps.database));
      const s = signedIn.withTypeProvider<ZodTypeProvider>();
      s.post(
        '/tenant/logout',
        {
          schema: {
            tags: ['auth'],
            summary: 'Sign out: revokes this token',
            security,
            response: { 200: messageResponseSchema, ...errors },
          },
        },
        async (request) => {
          await logout(deps, currentUser(request));
          return { data: { message: 'Signed out.' } };
        },
      );
      s.get(
        '/tenant/user',
        {
          schema: {
            tags: ['auth'],
            summary: 'The signed-in user',
            security,
            response: { 200: currentUserResponseSchema, ...errors },
          },
        },
        async (request) => getCurrentUser(deps, currentUser(request)),
      );
      s.post(
        '/tenant/user/password',
        {
          schema: {
            tags: ['auth'],
            summary: 'Change the signed-in user password',
            security,
            body: changePasswordBodySchema,
            response: { 200: messageResponseSchema, ...errors },
          },
        },
        async (request) => {
          await changePassword(deps, currentUser(request), request.body);
          return { data: { message: 'Your password was changed.' } };
        },
      );
    });
  };
}
