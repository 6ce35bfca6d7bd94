import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rateChangeParamSchema,
  rateChangesQuerySchema,
  rateChangesResponseSchema,
  rateImpactResponseSchema,
  repriceBodySchema,
  repriceJobParamSchema,
  repriceJobSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { impactOf, listRateChanges, repricingProgress, requestRepricing } from './rate-changes.service';

/** Rate changes, their impact on quotes and the re-pricing job (docs/domain/rate-changes.md). */
export function rateChangesRoutes(database: Database, queue: JobQueue | undefined) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['rate changes']);

    r.get(
      '/tenant/rate-changes',
      doc('The rate changes of the last `days` (30 unless given), newest first', {
        querystring: rateChangesQuerySchema,
        response: { 200: rateChangesResponseSchema, ...standardErrors },
      }),
      async (request) => listRateChanges(database, currentUser(request), request.query),
    );
    r.get(
      '/tenant/rate-changes/impact',
      doc('The quotes the rate changes of the last `days` move: levels before and after, sold below cost', {
        querystring: rateChangesQuerySchema,
        response: { 200: rateImpactResponseSchema, ...standardErrors },
      }),
      async (request) => impactOf(database, currentUser(request), { days: request.query.days }),
    );
    r.get(
      '/tenant/rate-changes/:id/impact',
      doc('The quotes one rate change moves: levels before and after, sold below cost', {
        params: rateChangeParamSchema,
        response: { 200: rateImpactResponseSchema, ...standardErrors },
      }),
      async (request) => impactOf(database, currentUser(request), { id: request.params.id }),
    );
    r.post(
      '/tenant/rate-changes/reprice',
      doc('Re-price the chosen quotes from the catalogue in a job (202 with its progress)', {
        body: repriceBodySchema,
        response: { 202: repriceJobSchema, ...standardErrors },
      }),
      async (request, reply) =>
        reply.code(202).send(await requestRepricing(database, queue, currentUser(request), request.body)),
    );
    r.get(
      '/tenant/rate-changes/reprice/:id',
      doc("A re-pricing job's progress and each quote's result", {
        params: repriceJobParamSchema,
        response: { 200: repriceJobSchema, ...standardErrors },
      }),
      async (request) => repricingProgress(database, currentUser(request), request.params.id),
    );
  };
}
