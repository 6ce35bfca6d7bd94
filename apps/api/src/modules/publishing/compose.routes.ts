import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  compositionBodySchema,
  compositionChoicesResponseSchema,
  compositionPriceResponseSchema,
  proposalCodeParamSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/route-schema';
import { clientAddress, limit, type LimitOptions } from '../../plugins/limits';
import { requireTenant } from '../../plugins/tenant-context';
import { composableChoices, priceComposedTrip } from './compose.service';

// The proposal page's pricing call (decisions 0079, 0083 and 0084): no sign-in, like the page's other calls (public.routes.ts).

/**
 * Every click on the page re-prices, so the limit is generous for a person and tight for a script:
 * per address and proposal, as the accept counts (decision 0079).
 */
export const COMPOSE_LIMIT: LimitOptions = {
  name: 'proposal-price',
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request) => `${clientAddress(request)}:${(request.params as { code?: string }).code ?? ''}`,
};

export function composeRoutes(deps: { database: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/tenant/public/proposals/:code/choices',
      {
        schema: {
          tags: ['public proposal'],
          summary:
            'What the client may compose: the levels shown, the choosable stays with their alternatives, the optional extras (no sign-in; no prices)',
          params: proposalCodeParamSchema,
          response: { 200: compositionChoicesResponseSchema, ...errorResponses(400, 404, 429) },
        },
        preHandler: limit(app, COMPOSE_LIMIT),
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return composableChoices(deps.database, requireTenant(request).id, request.params.code);
      },
    );
    r.post(
      '/tenant/public/proposals/:code/price',
      {
        schema: {
          tags: ['public proposal'],
          summary:
            'Price a composed trip: a level, a level per choosable stay, the optional extras taken (no sign-in; only what the operator offers)',
          params: proposalCodeParamSchema,
          body: compositionBodySchema,
          response: { 200: compositionPriceResponseSchema, ...errorResponses(400, 404, 422, 429) },
        },
        preHandler: limit(app, COMPOSE_LIMIT),
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return priceComposedTrip(deps.database, requireTenant(request).id, request.params.code, request.body);
      },
    );
  };
}
