import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RATE_SHEET_MAX_BYTES,
  rateSheetExportQuerySchema,
  rateSheetImportResponseSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { XLSX_TYPE as XLSX } from '../../lib/xlsx';
import { errorResponses, security } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { assertMayImport, exportRateSheet, importRateSheet } from './rate-sheets.service';

const errors = errorResponses(400, 401, 403, 404, 413, 422);
// Binary: Fastify sends a Buffer as it is, the schema only documents the answer.
const xlsxFile = z.any().describe('The .xlsx workbook: sheet "Rates" and sheet "Read me"');
const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This file is larger than ${RATE_SHEET_MAX_BYTES / 1024 / 1024} MB. Please split the sheet.`,
  );

export function rateSheetsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/tenant/rate-sheets/export',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Rate lines as an .xlsx rate sheet (admin, or view_cost_price)',
          security,
          querystring: rateSheetExportQuerySchema,
          produces: [XLSX],
          response: { 200: xlsxFile, ...errors },
        },
      },
      async (request, reply) => {
        const { filename, buffer } = await exportRateSheet(database, currentUser(request), request.query);
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(buffer);
      },
    );

    r.post(
      '/tenant/rate-sheets/import',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Import an .xlsx rate sheet (admin; multipart field "file"): all rows or none',
          security,
          consumes: ['multipart/form-data'],
          response: { 200: rateSheetImportResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        // Refused before the upload is read: only an admin's file is worth receiving.
        assertMayImport(user);
        if (!request.isMultipart())
          throw new AppError('BAD_REQUEST', 'Send the sheet as multipart/form-data in the field "file".');
        const file = await request.file({ limits: { fileSize: RATE_SHEET_MAX_BYTES, files: 1 } });
        if (!file || file.fieldname !== 'file')
          throw new AppError('BAD_REQUEST', 'Send the sheet in the field "file".');
        const buffer = await file.toBuffer().catch((error: { code?: string }) => {
          throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
        });
        if (file.file.truncated) throw tooLarge();
        return { data: await importRateSheet(database, user, buffer) };
      },
    );
  };
}
