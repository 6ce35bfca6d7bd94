import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadSharp } from '../../lib/sharp';
import { assetKeyOf, imageAt, type ImageSlot } from '@itinera/domain';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { assetsRepository } from '../assets/assets.repository';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { assertReadableImage } from '../users/user-photo';
import { thumbnail } from './config';
import { publishingRepository } from './publishing.repository';
import { visibleQuote } from '../quote-core/quote-access';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The two sizes the original client names (original-client.md §5.6 `images_full`). */
const SIZES = { small: [350, 240], large: [1200, 725] } as const;

/**
 * Decodes the upload (a picture, whatever its name says), then stores its two thumbnails as WebP
 * under random names in the assets directory (served at /media/, unguessable, so no token needed).
 * Answers the file names relative to the assets directory.
 */
export async function storeProposalImage(
  assetsDir: string,
  tenantSlug: string,
  input: Buffer,
): Promise<{ small: string; large: string }> {
  await assertReadableImage(input);
  await mkdir(assetsDir, { recursive: true });
  // Flat names at the top of the assets directory: the PDF's image resolver reads /media/<name>.
  const base = `proposal-${tenantSlug}-${randomBytes(12).toString('hex')}`;
  const out = { small: '', large: '' };
  for (const size of ['small', 'large'] as const) {
    const [width, height] = SIZES[size];
    const file = `${base}-${width}x${height}.webp`;
    const data = await (await loadSharp())(input)
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    await writeFile(path.join(assetsDir, file), data);
    out[size] = file;
  }
  return out;
}

/** Stores an uploaded picture for a slot of a quote the user can see; answers it as I18 lists it. */
export async function addProposalImage(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  upload: { assetsDir: string; tenantSlug: string; slot: ImageSlot; name: string; buffer: Buffer },
) {
  const quote = await database.withTenant(user.tenantId, (tx) => visibleQuote(tx, user, ref));
  const files = await storeProposalImage(upload.assetsDir, upload.tenantSlug, upload.buffer);
  const row = await database.withTenant(user.tenantId, (tx) =>
    publishingRepository.addImage(tx, user.tenantId, {
      itineraryId: quote.id,
      slot: upload.slot,
      name: (upload.name || 'image').slice(0, 200),
      ...files,
      userId: user.userId,
    }),
  );
  return thumbnail(row);
}

/**
 * Puts a library picture in a slot of a quote the user can see (decision 0063): the slot's row names the
 * picture's thumbnail addresses, so no file is copied, and the library lists the slot where it is used.
 */
export async function addLibraryProposalImage(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: { type: ImageSlot; image: string },
) {
  const key = assetKeyOf(body.image)!; // the body schema lets only library addresses through
  const row = await database.withTenant(user.tenantId, async (tx) => {
    const quote = await visibleQuote(tx, user, ref);
    const found = await assetsRepository.byKey(tx, user.tenantId, key);
    const asset = found && (await assetsRepository.bySha(tx, user.tenantId, found.sha256));
    if (!asset) {
      const message = 'This picture is not in your library: choose another.';
      throw new AppError('UNPROCESSABLE', message, [{ path: 'body.image', message }]);
    }
    return publishingRepository.addImage(tx, user.tenantId, {
      itineraryId: quote.id,
      slot: body.type,
      name: asset.name || 'Library picture',
      small: imageAt(body.image, '350X240'),
      large: imageAt(body.image, '1200X725'),
      userId: user.userId,
    });
  });
  return thumbnail(row);
}
