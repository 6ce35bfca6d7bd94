import { z } from 'zod';
import { idParamValueSchema, idSchema, safeTextSchema } from './common.contract';

// Rate sheets as .xlsx: GET /tenant/rate-sheets/export answers a workbook, POST
// /tenant/rate-sheets/import takes one (multipart field "file") and answers
// rateSheetImportResponseSchema (catalogue-admin.contract.ts).

/** Limits of an uploaded sheet, shared so the web app can refuse a file before sending it. */
export const RATE_SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const RATE_SHEET_MAX_ROWS = 20_000;

const idList = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'must be ids separated by commas')
  // An empty parameter (service=) is no filter, as a form with nothing chosen sends it.
  .transform((v) => (v ? v.split(',').map(Number) : []))
  .pipe(z.array(idSchema));

export const rateSheetExportQuerySchema = z.object({
  /** The sales manual to export; absent exports every manual of the tenant. */
  sales_manual: idParamValueSchema.optional(),
  service: idList.optional(),
  id_type_service: idList.optional(),
  /** Text on service code, name and category, as the service search matches it. */
  search: safeTextSchema().trim().max(200).optional(),
});
export type RateSheetExportQuery = z.infer<typeof rateSheetExportQuerySchema>;
