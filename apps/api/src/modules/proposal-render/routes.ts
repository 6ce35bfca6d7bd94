import { parse as parseQueryString } from 'node:querystring';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TEMPLATE_PATHS, type PublicProposal } from '@itinera/domain';
import type { CompositionChoicesResponse } from '@itinera/domain/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { tenantsRepository } from '../../identity/tenants.repository';
import { limit } from '../../plugins/limits';
import { tenantSlugFromHost } from '../../plugins/tenant-context';
import { DEFAULT_WEB_DIST } from '../../plugins/web-app';
import { ACCEPT_LIMIT } from './accept-limit';
import { findProposalScript } from './script-asset';
import type { SupersededPage } from './superseded';

export interface AcceptInput {
  level: 1 | 2 | 3;
  message?: string;
  name?: string;
}

export interface ProposalPageDeps {
  /** The newest publication of a live link of this tenant, or null (unknown, revoked, expired). */
  loadProposal: (tenantId: number, code: string) => Promise<PublicProposal | null>;
  /**
   * Records an accept sent by the page's plain HTML form (no JS); the script posts JSON to the
   * public accept route instead. Without it the form posts to that route directly.
   */
  acceptProposal?: (tenantId: number, code: string, input: AcceptInput) => Promise<unknown>;
  /** A superseded link's brand, contact and newer proposal (decision 0082); null when unknown. */
  loadSuperseded?: (tenantId: number, code: string) => Promise<SupersededPage | null>;
  /** Records a question sent by the page's plain form about a sold trip's changes (issue 48, docs/decisions/issues.md). */
  askQuestion?: (tenantId: number, code: string, input: { message: string; name?: string }) => Promise<unknown>;
  /** What the client may compose (decisions 0079, 0083 and 0084): the publishing module's GET …/choices answer. */
  loadChoices?: (tenantId: number, code: string) => Promise<CompositionChoicesResponse | null>;
  config: Pick<Config, 'DEFAULT_TENANT' | 'PUBLIC_URL' | 'WEB_DIST'>;
  database: Database;
}

// The public API of a proposal (publishing module): the script reports and accepts there.
const apiBase = (code: string) => `/tenant/public/proposals/${encodeURIComponent(code)}`;

const params = z.object({
  code: z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\w-]+$/),
});
const questionForm = z.object({
  ask: z.literal('1'),
  message: z.string().trim().min(1).max(2000),
  name: z.string().max(200).optional(),
});
/** A link superseded by a send of the sale's changes answers 410 (publishing's public service). */
const isSuperseded = (error: unknown) => (error as { status?: number } | null)?.status === 410;
const acceptForm = z.object({
  level: z.coerce.number().int().min(1).max(3),
  message: z.string().max(2000).optional(),
  name: z.string().max(200).optional(),
});

/** The page's own policy: its one inline style by hash, its script from this origin, nothing else. */
function pageCsp(styleHash: string): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    "script-src 'self'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

// The API compresses nothing; this page is read on phones over mobile networks, and its ~20 kB of
// HTML (styles inline) shrink to ~5 kB: gzip it here (about a millisecond).
const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: { html: string; styleHash: string },
) {
  reply
    .status(status)
    .header('content-security-policy', pageCsp(page.styleHash))
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (!acceptsGzip(request)) return reply.send(page.html);
  return reply.header('content-encoding', 'gzip').send(gzipSync(page.html, { level: 6 }));
}

/**
 * The client's proposal page: `GET /<template path>/<code>` on the tenant's host, server-rendered
 * and complete without JS. An unknown, revoked or expired code (or one of another tenant) gets a
 * friendly 404 page.
 */
export function proposalPageRoutes(deps: ProposalPageDeps): FastifyPluginAsync {
  return async (app) => {
    const webDist = deps.config.WEB_DIST ?? DEFAULT_WEB_DIST;
    // Read once: the web is built before the server starts; a later build needs a restart anyway.
    const scriptUrl = findProposalScript(webDist);

    const tenantOf = async (request: FastifyRequest) =>
      tenantsRepository.findBySlug(deps.database.db, tenantSlugFromHost(request.headers.host, deps.config));

    const load = async (request: FastifyRequest) => {
      const parsed = params.safeParse(request.params);
      const tenant = parsed.success ? await tenantOf(request) : undefined;
      const proposal =
        tenant && parsed.success
          ? await deps.loadProposal(tenant.id, parsed.data.code).catch((error: unknown) => {
              if (isSuperseded(error)) return 'superseded' as const;
              throw error;
            })
          : null;
      if (proposal === 'superseded')
        return { superseded: true as const, tenantId: tenant!.id, code: parsed.data!.code };
      return proposal && tenant ? { proposal, tenant, code: parsed.data!.code } : null;
    };
    // react-dom/server loads with the first page drawn (index.ts).
    const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
      sendHtml(
        request,
        reply,
        404,
        (await import('./not-found')).renderNotFoundPage(request.headers['accept-language'], 'not-found'),
      );
    // A replaced link (issue 48, docs/decisions/issues.md): 410, in the operator's brand, leading to the newer proposal when there is one.
    const superseded = async (
      request: FastifyRequest,
      reply: FastifyReply,
      found: { tenantId: number; code: string },
    ) => {
      const page = await deps.loadSuperseded?.(found.tenantId, found.code);
      return sendHtml(
        request,
        reply,
        410,
        page
          ? (await import('./superseded')).renderSupersededPage(page)
          : (await import('./not-found')).renderNotFoundPage(request.headers['accept-language'], 'superseded'),
      );
    };

    // A plain form POST (no JS) arrives url-encoded; only these routes read that format.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, parseQueryString(body as string)),
    );

    // The JSON accept's limit, on the same counter: the plain form is no way around it.
    const acceptLimit = limit(app, ACCEPT_LIMIT);

    for (const templatePath of TEMPLATE_PATHS) {
      app.get(`/${templatePath}/:code`, async (request, reply) => {
        const found = await load(request);
        if (found?.superseded) return superseded(request, reply, found);
        if (!found) return notFound(request, reply);
        const base = apiBase(found.code);
        const { renderProposalDocument } = await import('./page');
        // The offer is read live (decision 0079); a failure only leaves the choosers out, never the page.
        const choices = found.proposal.accepted
          ? null
          : await deps.loadChoices?.(found.tenant.id, found.code).catch(() => null);
        const page = renderProposalDocument(found.proposal, {
          scriptUrl,
          eventsUrl: `${base}/events`,
          acceptUrl: `${base}/accept`,
          pdfUrl: `${base}/pdf`,
          acceptancePdfUrl: `${base}/acceptance.pdf`,
          formAction: deps.acceptProposal ? request.url.split('?')[0] : undefined,
          questionAction: deps.askQuestion ? request.url.split('?')[0] : null,
          asked: (request.query as { asked?: unknown } | undefined)?.asked === '1',
          composer: choices ? { ...choices, priceUrl: `${base}/price` } : null,
        });
        return sendHtml(request, reply, 200, page);
      });

      if (deps.acceptProposal) {
        const accept = deps.acceptProposal;
        app.post(`/${templatePath}/:code`, { preHandler: acceptLimit }, async (request, reply) => {
          const found = await load(request);
          if (found?.superseded) return superseded(request, reply, found);
          if (!found) return notFound(request, reply);
          // The question form about a sold trip's changes (issue 48, docs/decisions/issues.md) posts here too, marked `ask`.
          const question = questionForm.safeParse(request.body ?? {});
          if (question.success && deps.askQuestion) {
            const sent = await deps
              .askQuestion(found.tenant.id, found.code, question.data)
              .then(() => true)
              .catch(() => false);
            return reply.redirect(`${request.url.split('?')[0]}${sent ? '?asked=1' : ''}#changes`, 303);
          }
          const input = acceptForm.safeParse(request.body ?? {});
          // A refused or repeated accept shows the page again: it says what the proposal's state is.
          if (input.success) await accept(found.tenant.id, found.code, input.data as AcceptInput).catch(() => null);
          return reply.redirect(`${request.url.split('?')[0]}#accept`, 303);
        });
      }
    }
  };
}
