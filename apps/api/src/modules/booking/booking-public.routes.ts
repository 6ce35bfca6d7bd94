import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingTokenParamSchema,
  publicBookingAnswerBodySchema,
  publicBookingSchema,
  voucherLinkParamSchema,
  voucherLinkQuerySchema,
} from '@itinera/domain/contracts';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schema';
import { limit } from '../../plugins/limits';
import { requireTenant, tenantSlugFromHost } from '../../plugins/tenant-context';
import { tenantsRepository } from '../../identity/tenants.repository';
import { quoteListCache } from '../quote-core/list-cache';
import { answerBookingLink, readBookingLink } from './booking-public.service';
import type { BookingDeps, Company } from './booking-requests.service';
import { openVoucherLink } from './vouchers.service';
import { answersOfForm, bookingPage, formProblemText, goneLinkPage, thanksText, type FormFields } from './booking-page';

// The supplier's side, without sign-in (decision 0033): JSON under /tenant/public/booking/{token}
// for any client, and a plain HTML page at /booking/{token} — the address the e-mail carries —
// which the SPA fallback never answers, since the route is registered here.

const PER_IP_15_MIN = 120;

export function bookingPublicRoutes(deps: BookingDeps) {
  return async (app: FastifyInstance) => {
    const perIp = limit(app, { name: 'booking-link', max: PER_IP_15_MIN, timeWindow: '15 minutes' });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = <S extends object>(summary: string, extra: S) => ({
      schema: { tags: ['booking'], summary, params: bookingTokenParamSchema, ...extra },
      preHandler: perIp,
    });
    const answers = { 200: publicBookingSchema, ...errorResponses(400, 404, 410, 422, 429) };

    r.get(
      '/tenant/public/booking/:token',
      schema("A supplier's booking request: its services only (no sign-in; the link is the key)", {
        response: answers,
      }),
      async (request) => readBookingLink(deps, requireTenant(request), request.params.token),
    );
    r.post(
      '/tenant/public/booking/:token',
      schema('The supplier confirms services with its reference or declines them with a reason', {
        body: publicBookingAnswerBodySchema,
        response: answers,
      }),
      async (request) => answerBookingLink(deps, requireTenant(request), request.params.token, request.body),
    );

    // The vouchers zip mailed to the client (decision 0054): its link is signed for this host's
    // tenant, the quote and an expiry, and the file is nobody's to keep but the client's browser.
    r.get(
      '/tenant/public/vouchers/:uuid/:file',
      {
        schema: {
          tags: ['booking'],
          summary: "A quote's vouchers zip, through the signed and expiring link mailed to the client (no sign-in)",
          params: voucherLinkParamSchema,
          querystring: voucherLinkQuerySchema,
          produces: ['application/zip'],
          response: { 200: z.any().describe('The vouchers zip'), ...errorResponses(400, 404, 410, 429) },
        },
        preHandler: perIp,
      },
      async (request, reply) => {
        const { name, zip } = await openVoucherLink(deps, requireTenant(request), {
          ...request.params,
          ...request.query,
        });
        return reply
          .type('application/zip')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(zip);
      },
    );
    // Zips mailed before the links were signed sat in the public assets: those addresses are over.
    app.get('/media/vouchers/*', { schema: { hide: true } }, async () => {
      throw new AppError(
        'GONE',
        'This vouchers link is no longer valid. Please ask your travel company to send the vouchers again.',
      );
    });

    // The HTML page: tenant from the Host, as /tenant/ calls have it; a form post, no JavaScript.
    const companyOf = async (request: FastifyRequest): Promise<Company> => {
      const slug = tenantSlugFromHost(request.headers.host, deps.config);
      const tenant = await tenantsRepository.findBySlug(deps.database.db, slug);
      if (!tenant) throw new AppError('NOT_FOUND', 'No Itinera workspace is served at this address.');
      return tenant;
    };
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    const failed = (reply: FastifyReply, error: unknown) => {
      if (error instanceof AppError && error.status < 500)
        return html(reply, error.status, goneLinkPage(error.message));
      throw error;
    };
    app.register(async (page) => {
      page.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_req, body, done) => done(null, parseForm(body as string)),
      );
      const token = (request: FastifyRequest) => {
        const parsed = bookingTokenParamSchema.safeParse(request.params);
        if (!parsed.success) throw new AppError('NOT_FOUND', 'This booking link is not valid.');
        return parsed.data.token;
      };
      page.get('/booking/:token', { schema: { hide: true }, preHandler: perIp }, async (request, reply) => {
        try {
          return html(
            reply,
            200,
            bookingPage(await readBookingLink(deps, await companyOf(request), token(request)), token(request)),
          );
        } catch (error) {
          return failed(reply, error);
        }
      });
      page.post('/booking/:token', { schema: { hide: true }, preHandler: perIp }, async (request, reply) => {
        try {
          const company = await companyOf(request);
          const form = (request.body ?? {}) as FormFields;
          const given = publicBookingAnswerBodySchema.safeParse({ answers: answersOfForm(form) });
          const current = await readBookingLink(deps, company, token(request));
          if (!given.success) {
            const nothingChosen = given.error.issues.some((i) => i.path.includes('answers') && i.path.length === 1);
            // What was chosen and typed comes back with the refusal: a hotel's fourteen nights are not typed twice.
            const text = formProblemText(current.language, nothingChosen);
            return html(reply, 422, bookingPage(current, token(request), { text, error: true }, form));
          }
          const answered = await answerBookingLink(deps, company, token(request), given.data);
          quoteListCache.changed(company.id);
          return html(
            reply,
            200,
            bookingPage(answered, token(request), { text: thanksText(answered.language), error: false }),
          );
        } catch (error) {
          return failed(reply, error);
        }
      });
    });
  };
}
