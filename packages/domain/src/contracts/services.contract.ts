import { z } from 'zod';
import {
  calendarDateSchema,
  fitsIdWhenNumeric,
  idListSchema,
  idParamValueSchema,
  listEnvelope,
  safeTextSchema,
} from './common.contract';
import { catalogueServiceSchema } from './catalogue-service.contract';

const idList = idListSchema;
const isoDate = calendarDateSchema;
const id = idParamValueSchema;

/** The service search params of the spec (docs/domain/services.md#catalogue-search), default page size 10. */
export const serviceSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).default(10),
  code: safeTextSchema().trim().max(50).optional(),
  name: safeTextSchema().trim().max(200).optional(),
  id_type_service: idList.optional(),
  /** Category ids or acronyms, separated by commas. */
  category: safeTextSchema()
    .trim()
    .max(200)
    .refine(
      (v) => v.split(',').every((part) => fitsIdWhenNumeric(part.trim())),
      'holds a number too large to be a category id',
    )
    .optional(),
  /** A place: its id, or its location code (`PE-LIM`, what the original client sends). */
  location: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9][\w-]*$/, 'must be a location id or code')
    .refine(fitsIdWhenNumeric, 'is too large to be a location id')
    .optional(),
  /** A country code, the id of a country location, or its name (`Peru`, what the original client sends). */
  country: safeTextSchema().trim().max(60).refine(fitsIdWhenNumeric, 'is too large to be a country id').optional(),
  info: z.coerce.number().int().min(0).max(1).optional(),
  contract: id.optional(),
  contract_user: id.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sm: id.optional(),
  itinerary_uuid: z.string().uuid().optional(),
  num_pax: z.coerce.number().int().min(1).max(500).optional(),
  calculate_prices: z.coerce.number().int().min(0).max(1).optional(),
});
export type ServiceSearchQuery = z.infer<typeof serviceSearchQuerySchema>;

export const serviceListResponseSchema = listEnvelope(catalogueServiceSchema);
export const serviceResponseSchema = z.object({ data: catalogueServiceSchema });
