import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportDocumentSchema } from '@itinera/domain';
import {
  errorBodySchema,
  exportErrorBodySchema,
  exportFileParamSchema,
  exportQuerySchema,
  exportResponseSchema,
  exportRetryParamSchema,
  exportsResponseSchema,
  itineraryRefParamSchema,
  serviceImportBodySchema,
  serviceImportResponseSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { fileSlug, XLSX_TYPE } from '../../lib/xlsx';
import { authenticate, currentUser } from '../../plugins/auth';
import { exportWorkbook } from './export-workbook';
import type { ExportService } from './export.service';
import type { ServiceImporter } from './service-import';
import type { ExportDocument } from '@itinera/domain';

// The export calls of a quote (decision 0035): export to a target (contract I16), its history, a retry, the files of a
// file export, and the service import by code (contract I22). The document's JSON Schema is public: a receiver
// reads it without an account.

const refused = { ...standardErrors, 400: exportErrorBodySchema, 422: exportErrorBodySchema, 503: errorBodySchema };
const documentJsonSchema = z.toJSONSchema(exportDocumentSchema);

export function exportSchemaRoute() {
  return async (app: FastifyInstance) => {
    app.get(
      '/tenant/export/schema.json',
      { schema: { tags: ['export'], summary: 'The JSON Schema of the export document (webhook body and file)' } },
      async (_request, reply) => reply.header('content-type', 'application/schema+json').send(documentJsonSchema),
    );
  };
}

export function exportRoutes(database: Database, exports: ExportService, importer: ServiceImporter) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['export']);

    r.post(
      '/tenant/itinerary/:id/export',
      doc(
        'I16: export the quote to the target `source` names (admin). Refused with the checks per itinerary service (422, contract §1.5); an unknown source is a 400 naming the known ones',
        {
          params: itineraryRefParamSchema,
          querystring: exportQuerySchema,
          response: { 200: exportResponseSchema, ...refused },
        },
      ),
      async (request) => exports.request(currentUser(request), request.params.id, request.query.source),
    );
    r.get(
      '/tenant/itinerary/:id/exports',
      doc('The exports of a quote (when, who, target, version, result, tries), its export checks and the targets', {
        params: itineraryRefParamSchema,
        response: { 200: exportsResponseSchema, ...standardErrors },
      }),
      async (request) => exports.history(currentUser(request), request.params.id),
    );
    r.post(
      '/tenant/itinerary/:id/exports/:exportId/retry',
      doc('Try a failed export again: the same document under the same idempotency key (admin)', {
        params: exportRetryParamSchema,
        response: { 200: exportResponseSchema, ...refused },
      }),
      async (request) => exports.retry(currentUser(request), request.params.id, request.params.exportId),
    );
    r.get(
      '/tenant/itinerary/:id/exports/:exportId/:format',
      doc(
        'The document of an export as JSON, or the quote as an .xlsx workbook (services by start day and level, the level sold, prices, passengers)',
        {
          params: exportFileParamSchema,
          produces: ['application/json', XLSX_TYPE],
          response: { 200: z.any().describe('The export document or workbook'), ...standardErrors },
        },
      ),
      async (request, reply) => {
        const { row, document, code } = await exports.document(
          currentUser(request),
          request.params.id,
          request.params.exportId,
        );
        const name = `${fileSlug(code) || 'quote'}-export-${row.id}`;
        reply.header('cache-control', 'no-store');
        if (request.params.format === 'json')
          return reply
            .header('content-type', 'application/json')
            .header('content-disposition', `attachment; filename="${name}.json"`)
            .send(JSON.stringify(document, null, 2));
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send(await exportWorkbook(document as ExportDocument));
      },
    );
    r.post(
      '/tenant/itinerary/:id/service-import',
      doc('I22: add catalogue services by code in the background; the codes wait in queue.importing.services', {
        params: itineraryRefParamSchema,
        body: serviceImportBodySchema,
        response: { 200: serviceImportResponseSchema, ...standardErrors },
      }),
      async (request) => importer.request(currentUser(request), request.params.id, request.body.services),
    );
  };
}
