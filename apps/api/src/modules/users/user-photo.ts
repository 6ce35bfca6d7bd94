import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../lib/sharp';
import { AppError } from '../../lib/app-error';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const SIZE = 256;

/**
 * Checks that the upload really is an image (by decoding it, not by its name), then stores a
 * 256×256 WebP under a random name: the URL can be public because it cannot be guessed.
 */
export async function storeProfilePhoto(assetsDir: string, tenantSlug: string, input: Buffer): Promise<string> {
  await assertReadableImage(input);
  const output = await (await loadSharp())(input)
    .rotate()
    .resize(SIZE, SIZE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  const name = `${randomBytes(12).toString('hex')}.webp`;
  const dir = path.join(assetsDir, 'photos', tenantSlug);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), output);
  return `/media/photos/${tenantSlug}/${name}`;
}

/** Refuses (422) a file that does not decode as a picture, or one too large to decode safely. */
export async function assertReadableImage(input: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await (await loadSharp())(input).metadata();
  } catch {
    throw new AppError(
      'UNPROCESSABLE',
      'This file is not an image we can read. Please upload a JPEG, PNG or WebP picture.',
    );
  }
  if (!meta.width || !meta.height || meta.width * meta.height > 40_000_000) {
    throw new AppError('UNPROCESSABLE', 'This picture is too large. Please upload one under 40 megapixels.');
  }
}
