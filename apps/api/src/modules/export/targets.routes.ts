import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exportTargetCreateSchema,
  exportTargetParamSchema,
  exportTargetResponseSchema,
  exportTargetsResponseSchema,
  exportTargetUpdateSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import type { TargetsService } from './targets.service';

/** The tenant's export targets (Configuration, administrators only); secrets go in and never come out. */
export function targetsRoutes(database: Database, targets: TargetsService) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['export']);
    r.get(
      '/tenant/export-targets',
      doc('The export targets of the company (admin)', {
        response: { 200: exportTargetsResponseSchema, ...standardErrors },
      }),
      async (request) => targets.list(currentUser(request)),
    );
    r.post(
      '/tenant/export-targets',
      doc('Add an export target: a signed webhook (url, secret) or a file (admin)', {
        body: exportTargetCreateSchema,
        response: { 201: exportTargetResponseSchema, ...standardErrors },
      }),
      async (request, reply) => reply.status(201).send(await targets.create(currentUser(request), request.body)),
    );
    r.put(
      '/tenant/export-targets/:id',
      doc('Change an export target; a secret left out is kept (admin)', {
        params: exportTargetParamSchema,
        body: exportTargetUpdateSchema,
        response: { 200: exportTargetResponseSchema, ...standardErrors },
      }),
      async (request) => targets.update(currentUser(request), request.params.id, request.body),
    );
    r.delete(
      '/tenant/export-targets/:id',
      doc('Delete an export target; its exports stay in the history (admin)', {
        params: exportTargetParamSchema,
        response: { 200: z.object({ message: z.string() }), ...standardErrors },
      }),
      async (request) => targets.remove(currentUser(request), request.params.id),
    );
  };
}
