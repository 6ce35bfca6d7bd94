import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  proposalAcceptBodySchema,
  proposalAcceptResponseSchema,
  proposalCodeParamSchema,
  proposalEventsBodySchema,
  proposalNotificationParamSchema,
  proposalQuestionBodySchema,
  proposalQuestionResponseSchema,
  publicProposalSchema,
  publishMessageSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PublicAddress } from '../../lib/public-address';
import { errorResponses } from '../../lib/route-schema';
import type { Mailer } from '../../mail/mailer';
import { clientAddress, limit } from '../../plugins/limits';
import { sharedCounter } from '../../plugins/rate-limit-store';
import { requireTenant } from '../../plugins/tenant-context';
import { ACCEPT_LIMIT } from '../proposal-render';
import { notificationQuote, notPublished, sendProposalNotification } from './notification.service';
import {
  acceptProposal,
  askQuestion,
  loadPublishedProposal,
  publicAcceptancePdf,
  publicPdf,
  recordEvents,
  visitorAllowance,
  type EventAllowance,
} from './public.service';
import { sendPdf } from './publishing.routes';
import { webTemplateCoverRoute } from './web-templates';

// The calls made without signing in: the proposal page's (JSON, events, accept, PDF) under
// /tenant/public/proposals/{code}, and the publish notification the original client sends with
// no token (original-client.md §1.2, §13). The tenant is the Host's; every write is bounded and rate-limited,
// counted by what it reaches (decision 0053).

const tags = ['public proposal'];
const errors = errorResponses(400, 404, 409, 410, 422, 429);
const NOT_FOUND = () => new AppError('NOT_FOUND', 'This proposal was not found. Its address may have expired.');

export function publicProposalRoutes(deps: { database: Database; mailer: Mailer; address: PublicAddress }) {
  const { database, mailer } = deps;
  return async (app: FastifyInstance) => {
    // navigator.sendBeacon posts its JSON as text/plain: within these routes, text is read as JSON.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('BAD_REQUEST', 'The body is not JSON.'), undefined);
      }
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const counter = sharedCounter(database);
    /** What one visitor (its address) may still add to a publication's events (decision 0053). */
    const allowance = (req: FastifyRequest): EventAllowance => {
      const visitor = `${requireTenant(req).id}:${clientAddress(req)}`;
      return (publicationId, n) =>
        visitorAllowance(n, (points, seconds) =>
          counter(`proposal-events:${visitor}:${publicationId}`, points, seconds),
        );
    };
    // The quote a notification names, found before its limit is counted: the limit is the quote's.
    const notified = new WeakMap<FastifyRequest, number>();
    webTemplateCoverRoute(app);

    r.get(
      '/tenant/public/proposals/:code',
      {
        schema: {
          tags,
          summary: 'The published proposal as JSON (no sign-in; 404 when the code is unknown, revoked or expired)',
          params: proposalCodeParamSchema,
          response: { 200: publicProposalSchema, ...errors },
        },
      },
      async (request, reply) => {
        const proposal = await loadPublishedProposal(database, requireTenant(request).id, request.params.code);
        if (!proposal) throw NOT_FOUND();
        void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        return proposal;
      },
    );
    r.post(
      '/tenant/public/proposals/:code/events',
      {
        schema: {
          tags,
          summary:
            'What the page reports: open, read (section, seconds), level, pdf — one or a batch of up to 50; JSON or text/plain (sendBeacon)',
          params: proposalCodeParamSchema,
          body: proposalEventsBodySchema,
          response: { 204: z.null().describe('Recorded'), ...errors },
        },
        // Per address, whichever proposal: a page reports a few times a minute at most.
        preHandler: limit(app, { name: 'proposal-events', max: 60, timeWindow: '1 minute' }),
      },
      async (request, reply) => {
        const events = Array.isArray(request.body) ? request.body : [request.body];
        await recordEvents(database, mailer, requireTenant(request), request.params.code, events, allowance(request));
        return reply.status(204).send(null);
      },
    );
    r.post(
      '/tenant/public/proposals/:code/accept',
      {
        schema: {
          tags,
          summary:
            'Accept the proposal at a level, with a message: once (a second time is 409); tells the owner. With a composition (issue 49), the composed trip becomes the quote’s new version, priced by the server',
          params: proposalCodeParamSchema,
          body: proposalAcceptBodySchema,
          response: { 200: proposalAcceptResponseSchema, ...errors },
        },
        preHandler: limit(app, ACCEPT_LIMIT),
      },
      async (request) => {
        const tenant = requireTenant(request);
        const origin = deps.address.tenantOrigin(tenant.slug);
        return acceptProposal(
          database,
          mailer,
          tenant,
          request.params.code,
          request.body,
          origin,
          clientAddress(request),
        );
      },
    );
    r.post(
      '/tenant/public/proposals/:code/question',
      {
        schema: {
          tags,
          summary:
            "Issue 48: ask a question instead of accepting (a sold trip's changes); kept, and the owner is mailed. 410 on a superseded link",
          params: proposalCodeParamSchema,
          body: proposalQuestionBodySchema,
          response: { 200: proposalQuestionResponseSchema, ...errors },
        },
        // The accept's limit, on its own counter: a page cannot flood the owner's mailbox.
        preHandler: limit(app, { ...ACCEPT_LIMIT, name: 'proposal-question' }),
      },
      async (request) => askQuestion(database, mailer, requireTenant(request), request.params.code, request.body),
    );
    r.get(
      '/tenant/public/proposals/:code/acceptance.pdf',
      {
        schema: {
          tags,
          summary: 'The PDF of what the client accepted and what happens next (404 until accepted)',
          params: proposalCodeParamSchema,
          produces: ['application/pdf'],
          response: { 200: z.any().describe('A PDF document'), ...errors },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await publicAcceptancePdf(database, requireTenant(request).id, request.params.code), 'inline'),
    );
    r.get(
      '/tenant/public/proposals/:code/pdf',
      {
        schema: {
          tags,
          summary: "The proposal's PDF (404 until it is made)",
          params: proposalCodeParamSchema,
          produces: ['application/pdf'],
          response: { 200: z.any().describe('A PDF document'), ...errors },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await publicPdf(database, requireTenant(request).id, request.params.code), 'inline'),
    );
    r.post(
      '/tenant/itinerary/publish/notification/:id',
      {
        schema: {
          tags: ['publishing'],
          summary:
            "Mail the published quote's address to its client's contact (sent with no token by the original client: it mails only that contact; rate-limited)",
          params: proposalNotificationParamSchema,
          response: { 200: publishMessageSchema, ...errors },
        },
        preHandler: [
          async (request: FastifyRequest) => {
            const { id } = request.params as { id: string };
            const quoteId = await notificationQuote(database, requireTenant(request).id, id);
            if (quoteId === null) throw notPublished();
            notified.set(request, quoteId);
          },
          // Keyed on the quote found, so no spelling of its uuid or code gets past it (decision 0053).
          limit(app, {
            name: 'proposal-notification',
            max: 5,
            timeWindow: '1 hour',
            keyGenerator: (req) => `${requireTenant(req).id}:${notified.get(req)}`,
          }),
        ],
      },
      async (request) =>
        sendProposalNotification(database, mailer, deps.address, requireTenant(request), notified.get(request)!),
    );
  };
}
