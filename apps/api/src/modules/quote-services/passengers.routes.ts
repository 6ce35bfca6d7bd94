import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itineraryRefParamSchema,
  PASSENGER_SHEET_MAX_BYTES,
  passengersExportQuerySchema,
  passengersImportQuerySchema,
  passengersImportResponseSchema,
  passengersBodySchema,
  passengersErrorBodySchema,
  passengersParamSchema,
  passengersQuerySchema,
  passengersResponseSchema,
  passengersSaveResponseSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { errorResponses, routeDoc, standardErrors } from '../../lib/route-schema';
import { XLSX_TYPE } from '../../lib/xlsx';
import { buildPassengerTemplate } from './passenger-sheets';
import { exportPassengers, importPassengers } from './passenger-sheets.service';
import { authenticate, currentUser } from '../../plugins/auth';
import { listPassengers, savePassengers } from './passengers.service';

// Binary: Fastify sends a Buffer as it is, the schema only documents the answer.
const xlsxFile = z.any().describe('An .xlsx workbook');
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `This file is larger than ${PASSENGER_SHEET_MAX_BYTES / 1024 / 1024} MB.`);
const sendXlsx = (reply: FastifyReply, file: { filename: string; buffer: Buffer }) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.buffer);

/** The passengers of a quote (original-client.md §8, decision 0028) and their sheets. */
export function passengersRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['passengers']);

    r.get(
      '/tenant/itinerary/passengers/:id',
      doc('P1: the passengers of a quote (num_pax of them), its rooming list and the checks before booking', {
        params: itineraryRefParamSchema,
        response: { 200: passengersResponseSchema, ...standardErrors },
      }),
      async (request) => listPassengers(database, currentUser(request), request.params.id),
    );
    r.put(
      '/tenant/passengers/:itineraryId',
      doc(
        'P2: save passengers — {id_itinerary, data} updates, adds and deletes (status -1); {passengers} is the whole list. num_pax follows the count and the quote is re-priced; wrong fields answer 422 with errors per passenger',
        {
          params: passengersParamSchema,
          querystring: passengersQuerySchema,
          body: passengersBodySchema,
          response: { 200: passengersSaveResponseSchema, ...standardErrors, 422: passengersErrorBodySchema },
        },
      ),
      async (request) =>
        savePassengers(database, currentUser(request), request.params.itineraryId, request.body, request.query),
    );
    r.get(
      '/tenant/passengers/template',
      doc('The passenger import template (.xlsx): the columns, an example row and the rules', {
        produces: [XLSX_TYPE],
        response: { 200: xlsxFile, ...errorResponses(401) },
      }),
      async (_request, reply) =>
        sendXlsx(reply, { filename: 'passengers-template.xlsx', buffer: await buildPassengerTemplate() }),
    );
    r.get(
      '/tenant/itinerary/passengers/:id/export',
      doc('The passenger list or the rooming list of a quote as .xlsx (personal data as P1 shows it)', {
        params: itineraryRefParamSchema,
        querystring: passengersExportQuerySchema,
        produces: [XLSX_TYPE],
        response: { 200: xlsxFile, ...standardErrors },
      }),
      async (request, reply) =>
        sendXlsx(reply, await exportPassengers(database, currentUser(request), request.params.id, request.query.list)),
    );
    r.post(
      '/tenant/itinerary/passengers/:id/import',
      doc(
        'Import passengers from an .xlsx or .csv sheet (multipart field "file"): every row checked first, a bad row imports nothing; mode replace (default) or append',
        {
          params: itineraryRefParamSchema,
          querystring: passengersImportQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 200: passengersImportResponseSchema, ...standardErrors, 413: errorResponses(413)[413] },
        },
      ),
      async (request) => {
        if (!request.isMultipart())
          throw new AppError('BAD_REQUEST', 'Send the sheet as multipart/form-data in the field "file".');
        const file = await request.file({ limits: { fileSize: PASSENGER_SHEET_MAX_BYTES, files: 1 } });
        if (!file || file.fieldname !== 'file')
          throw new AppError('BAD_REQUEST', 'Send the sheet in the field "file".');
        const buffer = await file.toBuffer().catch((error: { code?: string }) => {
          throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
        });
        if (file.file.truncated) throw tooLarge();
        return importPassengers(
          database,
          currentUser(request),
          request.params.id,
          { buffer, filename: file.filename },
          request.query,
        );
      },
    );
  };
}
