import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assetKeyOf } from '@itinera/domain';
import { loadSharp } from '../../lib/sharp';
import { publishingRepository } from './publishing.repository';
import { assetThumbnail, type AssetsDeps } from '../assets/assets.service';

const MEDIA = /^\/media\/([\w-][\w.-]*)$/;

/**
 * The company's logo for a quote's documents (the vouchers; decision 0063): the first picture of the
 * quote's logo slot, else of the tenant's publishing defaults, as a PNG a PDF can embed (at most
 * 400 × 160). A library picture is read from the file store within this tenant, an older upload
 * from /media/; null when there is none or it cannot be read (a document without a logo beats none).
 */
export async function companyLogo(
  deps: AssetsDeps & { assetsDir: string },
  tenantId: number,
  itineraryId: number,
): Promise<Buffer | null> {
  const src = await deps.database.withTenant(tenantId, async (tx) => {
    const config =
      (await publishingRepository.config(tx, tenantId, itineraryId)) ??
      (await publishingRepository.defaults(tx, tenantId));
    const id = config?.images?.logo?.[0];
    return id ? (await publishingRepository.images(tx, tenantId, [id]))[0]?.large : undefined;
  });
  if (!src) return null;
  const key = assetKeyOf(src);
  const media = MEDIA.exec(`/media/${src}`)?.[1];
  const bytes = key
    ? ((await assetThumbnail(deps, tenantId, key, '400X160'))?.data ?? null)
    : media
      ? await readFile(path.join(deps.assetsDir, path.basename(media))).catch(() => null)
      : null;
  if (!bytes) return null;
  return (await loadSharp())(bytes)
    .resize(400, 160, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => null);
}
