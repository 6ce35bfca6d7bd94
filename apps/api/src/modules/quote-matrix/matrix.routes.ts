import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generateMatrixBodySchema,
  generateMatrixResponseSchema,
  itineraryRefParamSchema,
  matrixResponseSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { routeDoc, standardErrors, security, errorResponses } from '../../lib/route-schema';
import { XLSX_TYPE } from '../../lib/xlsx';
import { authenticate, currentUser } from '../../plugins/auth';
import { downloadMatrix } from './matrix-download';
import { generateMatrix, getMatrix } from './matrix.service';

/** The quote's price matrix (contract I14, I15; docs/domain/pricing.md#price-matrix). */
export function matrixRoutes(database: Database, queue: JobQueue | undefined) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['quote prices']);

    r.post(
      '/tenant/itinerary/:id/generate-matrix',
      doc(
        'Price per person by group size, level and basis (bare array); more than 10 sizes run as a job (202, empty array)',
        {
          params: itineraryRefParamSchema,
          body: generateMatrixBodySchema,
          response: { 200: generateMatrixResponseSchema, 202: generateMatrixResponseSchema, ...standardErrors },
        },
      ),
      async (request, reply) => {
        const out = await generateMatrix(database, queue, currentUser(request), request.params.id, request.body);
        return reply.code(out.status).send(out.entries);
      },
    );
    r.get(
      '/tenant/itinerary/:id/matrix',
      doc('The stored matrix as [{data: entries, status, progress, stale, …}], or [] when none', {
        params: itineraryRefParamSchema,
        response: { 200: matrixResponseSchema, ...standardErrors },
      }),
      async (request) => getMatrix(database, currentUser(request), request.params.id),
    );
    r.get(
      '/tenant/itinerary/:id/matrix/xlsx',
      {
        schema: {
          tags: ['quote prices'],
          summary: 'The stored matrix as an .xlsx workbook (a sheet per seller type)',
          security,
          params: itineraryRefParamSchema,
          produces: [XLSX_TYPE],
          response: { 200: z.any().describe('The .xlsx workbook'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const { filename, buffer } = await downloadMatrix(database, currentUser(request), request.params.id);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(buffer);
      },
    );
  };
}
