import { z } from 'zod';
import { itineraryRefParamSchema } from './quote-services.contract';

// External export (docs/decisions/0035-external-export.md): the tenant's targets (admin, Configuration),
// the export of a quote to one of them (POST /tenant/itinerary/{id}/export?source=…, contract I16) with its history
// and retries, the export document and its JSON Schema, and the service import by code (contract I22).

export const EXPORT_TARGET_KINDS = ['webhook', 'file'] as const;
export type ExportTargetKind = (typeof EXPORT_TARGET_KINDS)[number];
export const EXPORT_MAX_ATTEMPTS = 10;

const source = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'A source is 1 to 40 letters, digits, - or _.');
const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'The address starts with http:// or https://.');
const secret = z.string().min(16, 'A signing secret has at least 16 characters.').max(200);

const targetFields = {
  source,
  name: z.string().trim().min(1).max(100),
  kind: z.enum(EXPORT_TARGET_KINDS),
  url: webhookUrl.nullish(),
  secret: secret.optional(),
  needs_documents: z.boolean().optional(),
  max_attempts: z.number().int().min(1).max(EXPORT_MAX_ATTEMPTS).optional(),
};

/** POST /tenant/export-targets. A webhook needs its address and signing secret. */
export const exportTargetCreateSchema = z
  .object(targetFields)
  .refine((t) => t.kind !== 'webhook' || (!!t.url && !!t.secret), {
    message: 'A webhook needs its address (url) and a signing secret.',
    path: ['url'],
  });
export type ExportTargetCreate = z.infer<typeof exportTargetCreateSchema>;

/** PUT /tenant/export-targets/{id}: the fields given change; a secret left out is kept. */
export const exportTargetUpdateSchema = z.object(targetFields).partial();
export type ExportTargetUpdate = z.infer<typeof exportTargetUpdateSchema>;

/** A target as answered: whether it has a secret, never the secret. */
export const exportTargetSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  name: z.string(),
  kind: z.enum(EXPORT_TARGET_KINDS),
  url: z.string().nullable(),
  has_secret: z.boolean(),
  needs_documents: z.boolean(),
  max_attempts: z.number().int(),
});
export type ExportTarget = z.infer<typeof exportTargetSchema>;
export const exportTargetsResponseSchema = z.object({ data: z.array(exportTargetSchema) });
export const exportTargetResponseSchema = z.object({ data: exportTargetSchema });
export const exportTargetParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** ?source= of the export call; the known sources are checked by the server (400 naming them). */
export const exportQuerySchema = z.object({ source: z.string().max(100).optional() });

export const EXPORT_STATUSES = ['queued', 'running', 'delivered', 'failed'] as const;
export const exportRecordSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  kind: z.enum(EXPORT_TARGET_KINDS),
  target_name: z.string(),
  status: z.enum(EXPORT_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  response_status: z.number().int().nullable(),
  version: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  retry_of: z.number().int().nullable(),
  /** Where a file export is downloaded (JSON and xlsx); null for a webhook. */
  files: z.object({ json: z.string(), xlsx: z.string() }).nullable(),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

export const exportCheckMessageSchema = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  service_id: z.union([z.number(), z.string()]).optional(),
  link: z.string().optional(),
  /** The service the check is about, by name and day (spec 02 §8), beside its link. */
  service_name: z.string().optional(),
  service_day: z.string().optional(),
});

/** POST /tenant/itinerary/{id}/export: 200, the quote in `exporting` (contract I16) and its export row. */
export const exportResponseSchema = z.object({
  message: z.string(),
  exporting: z.array(z.string()),
  export: exportRecordSchema,
  warnings: z.array(exportCheckMessageSchema),
});

/** GET /tenant/itinerary/{id}/exports: the history, the checks as they stand, the targets to export to. */
export const exportsResponseSchema = z.object({
  data: z.array(exportRecordSchema),
  checks: z.object({
    warnings: z.array(exportCheckMessageSchema),
    errors: z.array(exportCheckMessageSchema),
    can_export: z.boolean(),
  }),
  targets: z.array(z.object({ source: z.string(), name: z.string(), kind: z.enum(EXPORT_TARGET_KINDS) })),
  exporting: z.boolean(),
  /** The caller's account on the external system; null: the caller cannot export (decision 0056). */
  user_external_code: z.string().nullable(),
});
export const exportRetryParamSchema = itineraryRefParamSchema.extend({
  exportId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const exportFileParamSchema = exportRetryParamSchema.extend({ format: z.enum(['json', 'xlsx']) });

/** POST /tenant/itinerary/{id}/service-import (contract I22): catalogue service codes. */
export const serviceImportBodySchema = z.object({
  services: z.array(z.string().trim().min(1).max(60)).min(1).max(100),
});
export const serviceImportResponseSchema = z.object({
  message: z.string(),
  queue: z.object({ importing: z.object({ services: z.array(z.string()) }) }),
});

/** A refused export (original-client.md §1.5): `message` is the alert's title, `errors.services` the messages per itinerary service. */
export const exportErrorBodySchema = z.object({
  errors: z.object({
    data: z.string(),
    services: z.record(z.string(), z.array(z.string())).optional(),
    quote: z.array(z.string()).optional(),
  }),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  checks: z.array(exportCheckMessageSchema).optional(),
  known_sources: z.array(z.string()).optional(),
});
