import { z } from 'zod';
import { costBasisSchema, commissionModeSchema } from '../pricing/pricing.schemas';
import { CATEGORY_TYPES } from '../services/service-rules';
import {
  calendarDateSchema,
  idParamValueSchema,
  imageRefSchema,
  listEnvelope,
  safeTextSchema,
} from './common.contract';

// Write calls of the catalogue (admin only): create with POST, update with PUT, archive with
// DELETE. Field names are the spec's snake_case, the same the list GETs answer with.

const calendarDate = calendarDateSchema;
const id = idParamValueSchema;
const text = (max: number) => safeTextSchema().trim().min(1, 'is required').max(max);
/** Text per language code: at least English. */
const translations = (max: number) =>
  z
    .record(z.string().regex(/^[a-z]{2}$/, 'language codes are two letters'), safeTextSchema().trim().max(max))
    .refine((v) => Boolean(v.en?.trim()), 'needs at least the English text (en)');
const money = z.union([
  z.number().finite().min(0).max(10_000_000),
  z.string().regex(/^\d{1,8}(\.\d{1,4})?$/, 'must be an amount'),
]);

/** A child or infant price of a rate line (docs/domain/pricing.md#children-and-infants); its rules: ageBandProblems. */
export const ageBandBodySchema = z.object({
  min_age: z.coerce.number().int().min(0).max(17),
  max_age: z.coerce.number().int().min(0).max(17),
  percentage: z.coerce.number().min(0).max(100).nullish(),
  unit_cost: money.nullish(),
});

export const rateLineBodySchema = z.object({
  id: id.optional(),
  sales_manual_id: id,
  season_from: calendarDate,
  season_to: calendarDate,
  min_pax: z.coerce.number().int().min(1).max(500),
  max_pax: z.coerce.number().int().min(1).max(500),
  id_room_type: id.nullish(),
  level: z.coerce.number().int().min(0).max(3).default(0),
  basis: costBasisSchema,
  unit_cost: money,
  currency_id: id,
  capacity: z.coerce.number().int().min(1).max(500).nullish(),
  /** A package room's night count; absent, the package's own nights (rooms.md#package-nights). */
  nights: z.coerce.number().int().min(1).max(60).nullish(),
  supplier_id: id.nullish(),
  /** Child and infant prices by age at travel; none means everyone pays the line's rate. */
  age_bands: z.array(ageBandBodySchema).max(4).default([]),
});
export type RateLineBody = z.infer<typeof rateLineBodySchema>;

export const serviceBodySchema = z.object({
  /** Generated as SVC + number when absent. */
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{3,20}$/, 'must be 3–20 capital letters, digits or dashes')
    .optional(),
  name: translations(200),
  description: translations(5000).optional(),
  id_service_type: z.coerce.number().int().min(1).max(10),
  category_id: id.nullish(),
  location_id: id.nullish(),
  level: z.coerce.number().int().min(0).max(3).default(0),
  images: z.array(imageRefSchema(500)).max(20).default([]),
  tag_ids: z.array(id).max(50).default([]),
  days_services: z.coerce.number().int().min(1).max(60).default(1),
  /** An accommodation's amenities (Wi-Fi, breakfast…): required for that type (services.md#mandatory-sections). */
  amenities: z.array(safeTextSchema().trim().min(1, 'is empty').max(80)).max(40).default([]),
  start_date_inactivity: calendarDate.nullish(),
  end_date_inactivity: calendarDate.nullish(),
  supplier_ids: z.array(id).max(20).default([]),
  rate_lines: z.array(rateLineBodySchema).max(2000).default([]),
});
export type ServiceBody = z.infer<typeof serviceBodySchema>;

/** A rate line as GET /tenant/services/{id}?info=1 answers it (cost fields: view_cost_price only). */
export const catalogueRateLineSchema = rateLineBodySchema.extend({
  id: z.number().int(),
  unit_cost: z.string().optional(),
  room_type: z.string().nullable().optional(),
  currency_code: z.string().optional(),
});

/** DELETE of a catalogue record archives it: kept for the quotes that use it, gone from searches. */
export const archivedItemResponseSchema = z.object({
  data: z.object({ id: z.number().int(), archived: z.literal(true) }),
});

export const supplierBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{2,20}$/, 'must be 2–20 capital letters, digits or dashes'),
  name: text(200),
  email: safeTextSchema().trim().toLowerCase().max(254).email('Enter a valid e-mail address').nullish(),
  phone: safeTextSchema().trim().max(40).nullish(),
  location_id: id.nullish(),
});
export const supplierSchema = supplierBodySchema.extend({
  id: z.number().int(),
  location: z.object({ id: z.number().int(), location_name: z.string() }).nullable().optional(),
});
export const supplierListResponseSchema = listEnvelope(supplierSchema);
export const supplierResponseSchema = z.object({ data: supplierSchema });
/** GET /tenant/suppliers: `search` (or `name`) matches code and name; 100 a page by default. */
export const supplierListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).default(100),
  search: safeTextSchema().trim().max(200).optional(),
  name: safeTextSchema().trim().max(200).optional(),
});
export type SupplierBody = z.infer<typeof supplierBodySchema>;
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

export const clientBodySchema = z.object({
  name: text(200),
  configuration: z
    .object({
      date_format: z
        .enum(['MMM DD, YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD MMM YYYY'])
        .default('MMM DD, YYYY'),
    })
    .default({ date_format: 'MMM DD, YYYY' }),
  /** The agency's logo, a library picture (docs/domain/assets.md#image-references); null removes it, absent keeps it. */
  logo: imageRefSchema(500).nullish(),
});

/**
 * A contract's body. `location_ids` are the places it covers (countries, destinations or cities)
 * and `owner_user_id` the account manager: the list answers `locations` and `id_user` in the
 * original client's meaning (C2), so the ids travel under these names.
 */
export const contractBodySchema = z.object({
  client_id: id,
  sales_manual_id: id,
  name: text(200),
  location_ids: z.array(id).max(100).default([]),
  owner_user_id: id.nullish(),
  commission_mode: commissionModeSchema.default('net'),
  commission_pct: z.coerce.number().min(0).max(99.99).default(0),
});
export type ClientBody = z.infer<typeof clientBodySchema>;
export type ContractBody = z.infer<typeof contractBodySchema>;

const contractDestinationSchema = z.object({
  id: z.number().int(),
  location_name: z.string(),
  location_code: z.string(),
  /** The id of its country. */
  parent: z.number().int(),
});
/** A country of a contract with the destinations it covers there (C2). */
export const contractCountrySchema = z.object({
  id: z.number().int(),
  location_name: z.string(),
  location_code: z.string(),
  location_label: z.string(),
  parent: z.literal(0),
  destination: z.array(contractDestinationSchema),
});

/**
 * A row of GET /tenant/clients/contract/{clientId} (and `?client=`), in the original client's
 * shape (docs/domain/original-client.md#catalogue-lists) plus Itinera's own fields. `id_user` is
 * the CLIENT's id (the original client keys its cache with it); the account manager is
 * `owner_user_id`. The first `sales_manual_contract.data[].id_sales_manual` is the `sm` of the
 * service and pricing calls.
 */
export const clientContractSchema = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  client_id: z.number().int(),
  id_user: z.number().int(),
  owner_user_id: z.number().int().nullable(),
  location_ids: z.array(z.number().int()),
  locations: z.array(contractCountrySchema),
  commission_mode: commissionModeSchema,
  commission_pct: z.string(),
  sales_manual: z.object({ id: z.number().int(), name: z.string() }),
  sales_manual_contract: z.object({
    data: z.array(
      z.object({
        id_sales_manual: z.number().int(),
        code: z.string(),
        start_date: z.string(),
        end_date: z.string(),
      }),
    ),
  }),
});
export type ClientContract = z.infer<typeof clientContractSchema>;
export const clientContractListResponseSchema = listEnvelope(clientContractSchema);

export const salesManualBodySchema = z.object({
  name: text(200),
  currency_id: id,
  valid_from: calendarDate,
  valid_to: calendarDate,
  margin_hotel: z.coerce.number().min(0).max(99.99).default(20),
  margin_service: z.coerce.number().min(0).max(99.99).default(20),
});
export type SalesManualBody = z.infer<typeof salesManualBodySchema>;

export const exchangeRateBodySchema = z.object({
  from_currency_id: id,
  to_currency_id: id,
  rate: z.union([
    z.number().finite().min(1e-8, 'must be more than 0').max(1e9),
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,8})?$/, 'must be a rate')
      .refine((v) => Number(v) > 0, 'must be more than 0'),
  ]),
  valid_from: calendarDate,
});
export const catalogueExchangeRateSchema = z.object({
  id: z.number().int(),
  from_currency: z.string(),
  to_currency: z.string(),
  from_currency_id: z.number().int(),
  to_currency_id: z.number().int(),
  rate: z.string(),
  valid_from: z.string(),
});
export const exchangeRateListResponseSchema = listEnvelope(catalogueExchangeRateSchema);
export const exchangeRateResponseSchema = z.object({ data: catalogueExchangeRateSchema });
/** GET /tenant/exchange_rates: `from` and `to` are currency ids; 100 a page by default. */
export const exchangeRateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).default(100),
  from: id.optional(),
  to: id.optional(),
});
export type ExchangeRateBody = z.infer<typeof exchangeRateBodySchema>;
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuerySchema>;

/** A tag's type as the original client names it (C9, C14): SVC service tags, ITY itinerary (quote) tags. */
export const TAG_KINDS = { SVC: 'service', ITY: 'itinerary' } as const;
export type TagType = keyof typeof TAG_KINDS;

/**
 * POST /tenant/tags/save (C14): the names of the type that do not exist yet are created (trimmed;
 * the same name in another case is the same tag); blank names are ignored. The answer is the whole
 * tag list. Query: the steps (cur_step, last_step).
 */
export const tagSaveBodySchema = z.object({
  type: z.enum(['SVC', 'ITY']),
  tags: z
    .array(safeTextSchema().trim().max(60, 'must be at most 60 characters'))
    .max(100)
    .transform((names) => names.filter(Boolean)),
});
/** PUT /tenant/tags/{id}: renames a tag (admin). */
export const tagRenameBodySchema = z.object({ name: text(60) });
/** A row of GET /tenant/tags and of the tags save answer: `kind` is Itinera's word, `type` the original client's. */
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['service', 'itinerary']),
  type: z.enum(['SVC', 'ITY']),
});
export const tagListResponseSchema = z.array(tagSchema);
export type Tag = z.infer<typeof tagSchema>;

export const categoryBodySchema = z.object({
  name: text(100),
  acronym: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,6}$/, 'must be 2–6 capital letters or digits'),
  /** Which service types offer it (CATEGORY_TYPES); a new category is CAT_SV unless told, an edit keeps its type. */
  type: z.enum(CATEGORY_TYPES).optional(),
});
export type TagSaveBody = z.infer<typeof tagSaveBodySchema>;
export type TagRenameBody = z.infer<typeof tagRenameBodySchema>;
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** Rate sheet import answer; a refused sheet answers 422 with details [{ path: 'row N', message }]. */
export const rateSheetImportResponseSchema = z.object({
  data: z.object({
    rows: z.number().int(),
    services: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    deleted: z.number().int(),
    /** Services whose rate lines moved: each a rate change with its impact (docs/domain/rate-changes.md). */
    rate_changes: z.number().int().optional(),
  }),
});

/** Any single saved record: open, with the list's field names. */
export const savedItemResponseSchema = z.object({ data: z.record(z.string(), z.unknown()) });
