import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quoteDataResponseSchema,
  quoteDuplicatedResponseSchema,
  quoteDescriptionBodySchema,
  quoteDuplicateBodySchema,
  quoteGeneratedDescriptionResponseSchema,
  quoteRefParamSchema,
  quoteUuidParamSchema,
  saleChangesResponseSchema,
} from '@itinera/domain/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { generateDescription, updateDescription } from './quote-description';
import { duplicateQuote } from './quote-duplicate.service';
import { saleChanges } from './sale-changes.service';
import type { QuoteServicesPort } from '../quote-core/services-port';

/** Write calls on a quote accept the spec's step markers (docs/domain/api-shapes.md#common-call-rules). */
const steps = z.object({
  cur_step: z.coerce.number().int().min(1).max(100_000).optional(),
  last_step: z.coerce.number().int().min(1).max(100_000).optional(),
});

/** Duplicate and description of a quote (decision 0012). */
/** `services`: the quote's services (quote-core/services-port.ts), which duplicates and descriptions read. */
export function quoteActionsRoutes(config: Config, database: Database, services: QuoteServicesPort) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['quotes']);

    r.get(
      '/tenant/itinerary/:id/sale-changes',
      doc(
        'The sold trip compared with the version the client accepted: services added, removed, moved, changed in pax or rooms, prices up or down (nulls before the first sale)',
        {
          params: quoteRefParamSchema,
          response: { 200: saleChangesResponseSchema, ...standardErrors },
        },
      ),
      async (request) => saleChanges(database, currentUser(request), request.params.id, services),
    );
    r.post(
      '/tenant/itinerary/duplicate',
      doc('Copy a visible quote as a new In Preparation quote of the caller, moved to a new start date', {
        querystring: steps,
        body: quoteDuplicateBodySchema,
        response: { 201: quoteDuplicatedResponseSchema, ...standardErrors },
      }),
      async (request, reply) => {
        const data = await duplicateQuote(database, currentUser(request), request.body, services);
        // The original client reads the copy's uuid from `itinerary` (contract I9).
        return reply.status(201).send({ data, itinerary: data.id, message: 'Quote duplicated.' });
      },
    );
    r.patch(
      '/tenant/itinerary/description/:uuid',
      doc('Replace the description as a new version (409 when the given version is stale)', {
        params: quoteUuidParamSchema,
        querystring: steps,
        body: quoteDescriptionBodySchema,
        response: { 200: quoteDataResponseSchema, ...standardErrors },
      }),
      async (request) => updateDescription(database, currentUser(request), request.params.uuid, request.body),
    );
    r.post(
      '/tenant/itinerary/:id/generate-description',
      doc(
        'Write a description from the quote (built-in template, or the LLM_URL endpoint when configured) as a new version',
        {
          params: quoteRefParamSchema,
          querystring: steps,
          response: { 200: quoteGeneratedDescriptionResponseSchema, ...standardErrors },
        },
      ),
      async (request) => {
        const { data } = await generateDescription(database, config, currentUser(request), request.params.id, services);
        return { data, description: data.description };
      },
    );
  };
}
