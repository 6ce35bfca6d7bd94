import {
  ASSET_CATEGORIES,
  assetImageRef,
  clientFolder,
  mayChangeAsset,
  ROLES,
  thumbnailUrl,
  type ThumbnailSize,
} from '@itinera/domain';
import type { Asset, AssetListQuery, AssetUpdateBody } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { AppError, notFound, refusal } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { assetFolderKey, cleanPicture, makeThumbnail, mimeOf, originalKey, thumbnailKey } from './asset-images';
import { assetUsagesRepository } from './asset-usages.repository';
import { assetsRepository, type AssetRow, type AssetScope } from './assets.repository';
import { bundledPicture } from './bundled-pictures';

// The image library (decision 0063, docs/domain/assets.md): list, upload (deduplicated by content),
// details, where used, delete; and the thumbnails, made once per size and kept in the file store.

export interface AssetsDeps {
  database: Database;
  store: FileStore;
}

/** A client's users see their own client's pictures and no other client's (assets.md#who). */
const scopeOf = (user: SessionUser): AssetScope => ({
  ownClientFolder:
    user.clientId !== null && (user.roleId === ROLES.CLIENT_ADMIN || user.roleId === ROLES.CLIENT)
      ? clientFolder(user.clientId)
      : null,
});

export function presentAsset(row: AssetRow, user: SessionUser): Asset {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    thumbnail_350X240: thumbnailUrl(row.key, '350X240'),
    thumbnail_1200X725: thumbnailUrl(row.key, '1200X725'),
    ref: assetImageRef(row.key),
    key: row.key,
    category: row.category,
    alt: row.alt,
    credit: row.credit,
    tags: row.tags,
    country: row.country,
    city: row.city,
    format: row.format,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: row.created_at,
    created_by: { id: row.created_by, name: row.created_by_name },
    editable: mayChangeAsset(user, { createdBy: row.created_by }),
  };
}

export function listAssets(deps: AssetsDeps, user: SessionUser, query: AssetListQuery) {
  return deps.database.withTenant(user.tenantId, async (tx) => {
    const { rows, total } = await assetsRepository.list(tx, user.tenantId, query, scopeOf(user));
    return { rows: rows.map((r) => presentAsset(r, user)), total };
  });
}

export function assetFolders(deps: AssetsDeps, user: SessionUser) {
  return deps.database.withTenant(user.tenantId, (tx) => assetsRepository.folders(tx, user.tenantId, scopeOf(user)));
}

export interface UploadInput {
  bytes: Buffer;
  category: number;
  name?: string;
  alt?: string;
  credit?: string;
  tags?: string[];
  path?: string;
  country?: string;
  city?: string;
}

/**
 * Stores a picture once per tenant: the same bytes uploaded again answer the asset already there
 * (`duplicate`), its details unchanged. The cleaned original is written before the row, so a row
 * never names a file that is not there.
 */
export async function uploadAsset(deps: AssetsDeps, user: SessionUser, input: UploadInput) {
  const picture = await cleanPicture(input.bytes);
  const scope = scopeOf(user);
  if (
    scope.ownClientFolder !== null &&
    input.category === ASSET_CATEGORIES.client &&
    input.path !== scope.ownClientFolder
  )
    throw refusal('FORBIDDEN', 'ownClientFolder', { folder: scope.ownClientFolder });
  const existing = await deps.database.withTenant(user.tenantId, (tx) =>
    assetsRepository.bySha(tx, user.tenantId, picture.sha256),
  );
  if (!existing) await deps.store.put(originalKey(user.tenantId, picture.sha256), picture.data, mimeOf(picture.format));
  return deps.database.withTenant(user.tenantId, async (tx) => {
    const { id, created } = existing
      ? { id: existing.id, created: false }
      : await assetsRepository.insert(tx, user.tenantId, {
          sha256: picture.sha256,
          category: input.category,
          name: input.name ?? '',
          alt: input.alt ?? '',
          credit: input.credit ?? '',
          tags: input.tags ?? [],
          path: input.path ?? '',
          country: input.country ?? '',
          city: input.city ?? '',
          format: picture.format,
          width: picture.width,
          height: picture.height,
          bytes: picture.data.length,
          created_by: user.userId,
        });
    const row = await assetsRepository.find(tx, user.tenantId, id, { ownClientFolder: null });
    return {
      message: created ? 'The picture was added to the library.' : 'This picture is already in the library.',
      duplicate: !created,
      data: presentAsset(row!, user),
    };
  });
}

const refsOf = (row: AssetRow) => ({ refs: [assetImageRef(row.key), String(row.id)], address: assetImageRef(row.key) });

export function assetDetail(deps: AssetsDeps, user: SessionUser, id: number) {
  return deps.database.withTenant(user.tenantId, async (tx) => {
    const row = await assetsRepository.find(tx, user.tenantId, id, scopeOf(user));
    if (!row) throw notFound('This picture');
    const usages = await assetUsagesRepository.list(tx, user.tenantId, refsOf(row));
    return { data: { ...presentAsset(row, user), usages } };
  });
}

async function changeable(
  deps: AssetsDeps,
  user: SessionUser,
  id: number,
  tx: Parameters<Parameters<Database['withTenant']>[1]>[0],
) {
  const row = await assetsRepository.find(tx, user.tenantId, id, scopeOf(user));
  if (!row) throw notFound('This picture');
  if (!mayChangeAsset(user, { createdBy: row.created_by }))
    throw new AppError('FORBIDDEN', 'Only the one who added this picture or the staff may change it.');
  return row;
}

export function updateAsset(deps: AssetsDeps, user: SessionUser, id: number, body: AssetUpdateBody) {
  return deps.database.withTenant(user.tenantId, async (tx) => {
    await changeable(deps, user, id, tx);
    await assetsRepository.update(tx, user.tenantId, id, body);
    const row = await assetsRepository.find(tx, user.tenantId, id, { ownClientFolder: null });
    return { data: presentAsset(row!, user) };
  });
}

/**
 * Deletes a picture. One that is shown somewhere is kept, and the 409 lists where (the web asks
 * the user); with `force` it is taken off those places first. Its files go after the row.
 */
export async function deleteAsset(deps: AssetsDeps, user: SessionUser, id: number, force: boolean) {
  const { row, removedFrom } = await deps.database.withTenant(user.tenantId, async (tx) => {
    const row = await changeable(deps, user, id, tx);
    const refs = refsOf(row);
    const usages = await assetUsagesRepository.list(tx, user.tenantId, refs);
    if (usages.length && !force) {
      const message = `This picture is used in ${usages.length} place${usages.length > 1 ? 's' : ''}: ${usages
        .slice(0, 5)
        .map((u) => u.label)
        .join(', ')}${usages.length > 5 ? '…' : ''}. Delete it anyway?`;
      // The places, one detail each (`<kind>.<id>`, its name); GET /tenant/assets/{id} has their links.
      throw new AppError(
        'CONFLICT',
        message,
        usages.map((u) => ({ path: `${u.kind}.${u.id}`, message: u.label })),
      );
    }
    const removedFrom = force ? await assetUsagesRepository.clear(tx, user.tenantId, refs) : 0;
    await assetsRepository.remove(tx, user.tenantId, id);
    return { row, removedFrom };
  });
  await deps.store.deletePrefix(assetFolderKey(user.tenantId, row.sha256));
  return { data: { id, deleted: true as const, removed_from: removedFrom } };
}

/**
 * A thumbnail for the tenant of the asking host: read from the store, or made from the kept
 * original once and stored for every later request (and every other API process on the store).
 * Null when the key is not one of this tenant's pictures.
 */
export async function assetThumbnail(
  deps: AssetsDeps,
  tenantId: number,
  key: string,
  size: ThumbnailSize,
): Promise<{ data: Buffer; etag: string } | null> {
  const found = await deps.database.withTenant(tenantId, (tx) => assetsRepository.byKey(tx, tenantId, key));
  if (!found) return null;
  // The bytes of a size follow from the content alone: the hash names them for as long as they live.
  const etag = `"${found.sha256.slice(0, 32)}-${size.toLowerCase()}"`;
  const stored = await deps.store.get(thumbnailKey(tenantId, found.sha256, size));
  if (stored) return { data: stored, etag };
  const original = (await deps.store.get(originalKey(tenantId, found.sha256))) ?? (await bundledPicture(found.sha256));
  if (!original) return null;
  const data = await makeThumbnail(original, size);
  await deps.store.put(thumbnailKey(tenantId, found.sha256, size), data, 'image/webp');
  return { data, etag };
}
