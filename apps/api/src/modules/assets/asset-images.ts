import { createHash } from 'node:crypto';
import type { Metadata, Sharp } from 'sharp';
import {
  ASSET_MAX_BYTES,
  ASSET_MAX_PIXELS,
  ASSET_MIME,
  ASSET_TOO_LARGE,
  assetFormatProblem,
  assetSizeProblem,
  sniffImageFormat,
  THUMBNAIL_SIZES,
  type AssetFormat,
  type ThumbnailSize,
} from '@itinera/domain';
import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/sharp';

// An upload is bounded before it is trusted (issue 38, docs/decisions/issues.md's rule): its bytes are capped before
// anything decodes them, its format is read from the bytes (never from its name or declared type),
// its canvas is checked from the header before a pixel is decoded (a small PNG of a huge canvas),
// and sharp itself is told the pixel limit. What is kept is re-encoded without metadata: sharp
// drops EXIF (GPS, camera, owner) unless told to keep it, after turning the picture upright.

export interface CleanPicture {
  sha256: string;
  format: AssetFormat;
  width: number;
  height: number;
  /** The picture as kept: upright, without metadata, in its own format. */
  data: Buffer;
}

const refuse = (message: string) => new AppError('UNPROCESSABLE', message, [{ path: 'file', message }]);

/** sharp on untrusted bytes: the pixel limit applies to every decode; sharp's default failOn ('warning') refuses damaged data. */
async function decoder(input: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: ASSET_MAX_PIXELS });
}

/** The header only (no pixel is decoded), read without the limit so that a huge canvas is named as such. */
async function header(input: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: false }).metadata();
}

const ENCODE: Record<AssetFormat, (s: Sharp) => Sharp> = {
  jpeg: (s) => s.jpeg({ quality: 90 }),
  png: (s) => s.png({ compressionLevel: 8 }),
  webp: (s) => s.webp({ quality: 90 }),
  avif: (s) => s.avif({ quality: 65 }),
};

/** Checks an upload and answers it cleaned; 413 when too many bytes, 422 when not a picture we take. */
export async function cleanPicture(input: Buffer): Promise<CleanPicture> {
  if (input.length > ASSET_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', ASSET_TOO_LARGE);
  const format = sniffImageFormat(input);
  const formatProblem = assetFormatProblem(format);
  if (formatProblem) throw refuse(formatProblem);
  let meta: Metadata;
  try {
    meta = await header(input);
  } catch {
    throw refuse('This picture is damaged or incomplete: it could not be read.');
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const sizeProblem = assetSizeProblem(width, height);
  if (sizeProblem) throw refuse(sizeProblem);
  let data: Buffer;
  try {
    data = await ENCODE[format as AssetFormat]((await decoder(input)).rotate()).toBuffer();
  } catch {
    throw refuse('This picture is damaged or incomplete: it could not be read.');
  }
  return {
    sha256: createHash('sha256').update(input).digest('hex'),
    format: format as AssetFormat,
    width,
    height,
    data,
  };
}

/** One thumbnail of a kept picture: WebP of the size's box, cropped to fill it (a logo's fits inside). */
export async function makeThumbnail(original: Buffer, size: ThumbnailSize): Promise<Buffer> {
  const { width, height, fit } = THUMBNAIL_SIZES[size];
  return (await decoder(original))
    .rotate()
    .resize(width, height, { fit, withoutEnlargement: fit === 'inside', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer();
}

export const mimeOf = (format: AssetFormat) => ASSET_MIME[format];

/** Where an asset's files are kept: by tenant and content hash (docs/domain/assets.md#storage). */
export const assetFolderKey = (tenantId: number, sha256: string) => `tenants/${tenantId}/assets/${sha256}/`;
export const originalKey = (tenantId: number, sha256: string) => `${assetFolderKey(tenantId, sha256)}original`;
export const thumbnailKey = (tenantId: number, sha256: string, size: ThumbnailSize) =>
  `${assetFolderKey(tenantId, sha256)}${size.toLowerCase()}.webp`;
