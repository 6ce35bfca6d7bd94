import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSET_MAX_BYTES, ASSET_TOO_LARGE, folderOfUpload } from '@itinera/domain';
import {
  assetDeleteQuerySchema,
  assetDeleteResponseSchema,
  assetDetailResponseSchema,
  assetFoldersResponseSchema,
  assetIdParamSchema,
  assetListQuerySchema,
  assetListResponseSchema,
  assetResponseSchema,
  assetUpdateBodySchema,
  assetUploadBodySchema,
  assetUploadFieldsSchema,
  assetUploadResponseSchema,
  thumbnailParamSchema,
  thumbnailQuerySchema,
} from '@itinera/domain/contracts';
import { AppError } from '../../lib/app-error';
import { paged } from '../../lib/paging';
import { errorResponses, routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant-context';
import {
  assetDetail,
  assetFolders,
  assetThumbnail,
  deleteAsset,
  listAssets,
  updateAsset,
  uploadAsset,
  type AssetsDeps,
  type UploadInput,
} from './assets.service';

// Spec 02 §7 Assets and original-client.md §10: AS1 list, AS2 upload (JSON with a base64 data URL, or
// multipart), the thumbnails; and the library's own calls (details, where used, edit, delete).

/** A JSON body is the file in base64 (4 bytes per 3) with its fields: capped before it is parsed. */
const JSON_UPLOAD_LIMIT = Math.ceil((ASSET_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The body of a route that takes two content types, checked as the schema-declared ones are. */
function parsed<S extends z.ZodTypeAny>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({
    path: ['body', ...i.path].join('.'),
    message: i.message,
  }));
  throw new AppError('VALIDATION_ERROR', `Invalid ${details[0]!.path}: ${details[0]!.message}`, details);
}

function fromDataUrl(body: unknown): UploadInput {
  const b = parsed(assetUploadBodySchema, body);
  const base64 = b.data.slice(b.data.indexOf(',') + 1);
  if ((base64.length * 3) / 4 > ASSET_MAX_BYTES + 4) throw new AppError('PAYLOAD_TOO_LARGE', ASSET_TOO_LARGE);
  return {
    bytes: Buffer.from(base64, 'base64'),
    category: b.category,
    name: b.assets_name,
    alt: b.alt,
    credit: b.credit,
    tags: b.tags,
    path: b.path ?? folderOfUpload(b.category, b.assets_country, b.assets_city),
    country: b.assets_country,
    city: b.assets_city,
  };
}

async function fromMultipart(request: FastifyRequest): Promise<UploadInput> {
  const file = await request.file({ limits: { fileSize: ASSET_MAX_BYTES, files: 1, fields: 12 } });
  if (!file) throw new AppError('BAD_REQUEST', 'Send one picture in the field "file".');
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('PAYLOAD_TOO_LARGE', ASSET_TOO_LARGE) : error;
  });
  // Fields sent before the file (the web sends them first).
  const fields = Object.fromEntries(
    Object.entries(file.fields).flatMap(([k, v]) =>
      v && !Array.isArray(v) && v.type === 'field' ? [[k, String(v.value)]] : [],
    ),
  );
  const f = parsed(assetUploadFieldsSchema, fields);
  return {
    bytes,
    category: f.category,
    name: f.name ?? file.filename.replace(/\.[a-z0-9]{1,5}$/i, '').slice(0, 200),
    alt: f.alt,
    credit: f.credit,
    tags: f.tags,
    path: f.path ?? folderOfUpload(f.category, f.country, f.city),
    country: f.country,
    city: f.city,
  };
}

export function assetsRoutes(deps: AssetsDeps) {
  return async (app: FastifyInstance) => {
    // The thumbnails are public per host: an <img> sends no token, and the proposal page is public.
    // The key is unguessable and looked up within the host's tenant only.
    app.register(async (pub) => {
      const r = pub.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/tenant/assets/thumbnail/:id',
        {
          schema: {
            tags: ['assets'],
            summary: 'A thumbnail of a picture (WebP, one of the fixed sizes), for the tenant of the host',
            params: thumbnailParamSchema,
            querystring: thumbnailQuerySchema,
            produces: ['image/webp'],
            response: {
              200: z.any().describe('A WebP picture'),
              304: z.any().describe('Not modified'),
              ...errorResponses(400, 404),
            },
          },
        },
        async (request, reply) => {
          const tenant = requireTenant(request);
          const found = await assetThumbnail(deps, tenant.id, request.params.id, request.query.size);
          if (!found) throw new AppError('NOT_FOUND', 'This picture was not found.');
          reply
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('etag', found.etag)
            .header('x-content-type-options', 'nosniff')
            // Public per host like the proposal page that shows it; the publish preview is a
            // sandboxed frame (an opaque origin), where the API's same-origin policy broke every picture.
            .header('cross-origin-resource-policy', 'cross-origin');
          if (request.headers['if-none-match'] === found.etag) return reply.status(304).send();
          return reply.type('image/webp').send(found.data);
        },
      );
    });

    app.register(async (signedIn) => {
      signedIn.addHook('onRequest', authenticate(deps.database));
      const r = signedIn.withTypeProvider<ZodTypeProvider>();
      const doc = routeDoc(['assets']);

      r.get(
        '/tenant/assets',
        doc('AS1: the library, newest first (order=desc); search, category, folder (path); 10 a page unless limit', {
          querystring: assetListQuerySchema,
          response: { 200: assetListResponseSchema, ...standardErrors },
        }),
        async (request) => {
          const { rows, total } = await listAssets(deps, currentUser(request), request.query);
          return paged(request, rows, total, request.query.page, request.query.limit);
        },
      );
      r.get(
        '/tenant/assets/folders',
        doc('The folders in use, with how many pictures each holds', {
          response: { 200: assetFoldersResponseSchema, ...standardErrors },
        }),
        async (request) => ({ data: await assetFolders(deps, currentUser(request)) }),
      );
      r.post(
        '/tenant/assets',
        {
          bodyLimit: JSON_UPLOAD_LIMIT,
          ...doc(
            'AS2: add a picture (JSON: {category, assets_name, assets_country, assets_city, data: a base64 data URL}; or multipart: one file in "file" with the fields name, alt, credit, tags, category, path). JPEG, PNG, WebP or AVIF; the same file twice is stored once',
            {
              consumes: ['application/json', 'multipart/form-data'],
              response: {
                200: assetUploadResponseSchema,
                201: assetUploadResponseSchema,
                ...standardErrors,
                ...errorResponses(413),
              },
            },
          ),
        },
        async (request, reply) => {
          const input = request.isMultipart() ? await fromMultipart(request) : fromDataUrl(request.body);
          const answer = await uploadAsset(deps, currentUser(request), input);
          return reply.status(answer.duplicate ? 200 : 201).send(answer);
        },
      );
      r.get(
        '/tenant/assets/:id',
        doc('A picture with the places that show it', {
          params: assetIdParamSchema,
          response: { 200: assetDetailResponseSchema, ...standardErrors },
        }),
        async (request) => assetDetail(deps, currentUser(request), request.params.id),
      );
      r.put(
        '/tenant/assets/:id',
        doc("Change a picture's details (its staff or the one who added it)", {
          params: assetIdParamSchema,
          body: assetUpdateBodySchema,
          response: { 200: assetResponseSchema, ...standardErrors },
        }),
        async (request) => updateAsset(deps, currentUser(request), request.params.id, request.body),
      );
      r.delete(
        '/tenant/assets/:id',
        doc('Delete a picture: 409 listing where it is shown, unless force=1 (it is then taken off those places)', {
          params: assetIdParamSchema,
          querystring: assetDeleteQuerySchema,
          response: { 200: assetDeleteResponseSchema, ...standardErrors },
        }),
        async (request) => {
          const force = request.query.force === '1' || request.query.force === 'true';
          return deleteAsset(deps, currentUser(request), request.params.id, force);
        },
      );
    });
  };
}
