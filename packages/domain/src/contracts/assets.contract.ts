import { z } from 'zod';
import {
  ASSET_CATEGORY_IDS,
  ASSET_KEY_PATTERN,
  DEFAULT_THUMBNAIL_SIZE,
  isThumbnailSize,
  normaliseAssetFolder,
  THUMBNAIL_SIZE_NAMES,
  type ThumbnailSize,
} from '../assets/assets';
import { idParamValueSchema, listEnvelope, safeTextSchema } from './common.contract';

// The image library (decision 0063; spec 02 §7 Assets; original-client.md §10 AS1, AS2; docs/domain/assets.md).

const CATEGORY_MESSAGE = 'must be an asset category: 1 location, 2 service or 3 client';
/** A category as text (query, multipart field) or a number (JSON body). */
export const assetCategorySchema = z.coerce
  .number({ error: CATEGORY_MESSAGE })
  .int(CATEGORY_MESSAGE)
  .min(1, CATEGORY_MESSAGE)
  .max(3, CATEGORY_MESSAGE)
  .refine((v) => (ASSET_CATEGORY_IDS as readonly number[]).includes(v), CATEGORY_MESSAGE);

/** A folder (`path`), checked and normalised by the domain rule. */
export const assetFolderSchema = safeTextSchema()
  .max(400)
  .transform((v, ctx) => {
    const r = normaliseAssetFolder(v);
    if ('problem' in r) {
      ctx.addIssue({ code: 'custom', message: r.problem });
      return z.NEVER;
    }
    return r.folder;
  });

const title = safeTextSchema().trim().max(200);
const tagList = z
  .union([z.array(safeTextSchema()), safeTextSchema()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')))
  .transform((v) => [...new Set(v.map((t) => t.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(60, 'a tag is at most 60 characters')).max(30, 'at most 30 tags'));

/** AS1 query: `search`, `page`, `order` (desc: newest first), `path`, `category`; `limit` for Itinera's own screens. */
export const assetListQuerySchema = z.object({
  search: safeTextSchema().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['desc', 'asc'], { error: 'must be desc (newest first) or asc' }).default('desc'),
  path: assetFolderSchema.optional(),
  category: assetCategorySchema.optional(),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

/** One picture of the library: AS1's `{id, name, path, thumbnail_1200X725, thumbnail_350X240}` and Itinera's details. */
export const assetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  thumbnail_350X240: z.string(),
  thumbnail_1200X725: z.string(),
  /** What a service, a day, a client … stores to show this picture (docs/domain/assets.md#image-references). */
  ref: z.string(),
  key: z.string(),
  category: z.number().int(),
  alt: z.string(),
  credit: z.string(),
  tags: z.array(z.string()),
  country: z.string(),
  city: z.string(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  /** The signed-in user may edit or delete it. */
  editable: z.boolean(),
});
export type Asset = z.infer<typeof assetSchema>;
export const assetListResponseSchema = listEnvelope(assetSchema);
export const assetResponseSchema = z.object({ data: assetSchema });

/** AS2 (the original client): a base64 data URL and where the picture belongs. */
export const assetUploadBodySchema = z.object({
  category: assetCategorySchema,
  assets_name: title.optional(),
  assets_country: safeTextSchema().trim().max(100).optional(),
  assets_city: safeTextSchema().trim().max(100).optional(),
  data: z
    .string()
    .max(16 * 1024 * 1024)
    .regex(/^data:[\w/+.-]*;base64,[A-Za-z0-9+/=\s]+$/, 'must be a data URL: data:image/<format>;base64,…'),
  width: z.coerce.number().optional(),
  height: z.coerce.number().optional(),
  // Itinera's own details, also accepted here.
  alt: title.optional(),
  credit: title.optional(),
  tags: tagList.optional(),
  path: assetFolderSchema.optional(),
});
export type AssetUploadBody = z.infer<typeof assetUploadBodySchema>;

/** The text fields of a multipart upload (one file per request, so each file has its own progress). */
export const assetUploadFieldsSchema = z.object({
  category: assetCategorySchema.default(2),
  name: title.optional(),
  alt: title.optional(),
  credit: title.optional(),
  tags: tagList.optional(),
  path: assetFolderSchema.optional(),
  country: safeTextSchema().trim().max(100).optional(),
  city: safeTextSchema().trim().max(100).optional(),
});
export type AssetUploadFields = z.infer<typeof assetUploadFieldsSchema>;

/** AS2's answer (`message` is what the original client reads); `duplicate`: the same file was already in the library. */
export const assetUploadResponseSchema = z.object({
  message: z.string(),
  duplicate: z.boolean(),
  data: assetSchema,
});

/** PUT /tenant/assets/{id}: the details, each optional. */
export const assetUpdateBodySchema = z.object({
  name: title.optional(),
  alt: title.optional(),
  credit: title.optional(),
  tags: tagList.optional(),
  category: assetCategorySchema.optional(),
  path: assetFolderSchema.optional(),
});
export type AssetUpdateBody = z.infer<typeof assetUpdateBodySchema>;

export const ASSET_USAGE_KINDS = ['service', 'quote_service', 'day', 'client', 'location', 'publish'] as const;
export type AssetUsageKind = (typeof ASSET_USAGE_KINDS)[number];
/** A place that shows the picture: what it is, its name and the screen it is edited on. */
export const assetUsageSchema = z.object({
  kind: z.enum(ASSET_USAGE_KINDS),
  id: z.number().int(),
  label: z.string(),
  link: z.string().nullable(),
});
export type AssetUsage = z.infer<typeof assetUsageSchema>;

export const assetDetailResponseSchema = z.object({
  data: assetSchema.extend({ usages: z.array(assetUsageSchema) }),
});
export const assetDeleteQuerySchema = z.object({
  /** 1: delete although pictures of the tenant show it (they lose it); otherwise a 409 lists them. */
  force: z.enum(['0', '1', 'true', 'false']).optional(),
});
export const assetDeleteResponseSchema = z.object({
  data: z.object({ id: z.number().int(), deleted: z.literal(true), removed_from: z.number().int() }),
});

export const assetFoldersResponseSchema = z.object({
  data: z.array(z.object({ path: z.string(), count: z.number().int() })),
});

export const assetIdParamSchema = z.object({ id: idParamValueSchema });

/** GET /tenant/assets/thumbnail/{id}: the asset's key (never a file name), and a size of the fixed list. */
export const thumbnailParamSchema = z.object({
  id: z.string().regex(ASSET_KEY_PATTERN, 'must be an asset key'),
});
export const thumbnailQuerySchema = z.object({
  size: z
    .string()
    .toUpperCase()
    .refine(isThumbnailSize, `must be one of ${THUMBNAIL_SIZE_NAMES.join(', ')}`)
    .default(DEFAULT_THUMBNAIL_SIZE)
    .transform((v) => v as ThumbnailSize),
});
