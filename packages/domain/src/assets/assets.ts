// The tenant's image library (decision 0063, docs/domain/assets.md): categories, accepted formats and
// limits, folders, thumbnail sizes and the addresses pictures are shown at. Pure: the API checks an
// upload with these before it trusts it, the web says the same limits before it sends one.
import { ROLES } from '../permissions/role-ids';

/** Spec 02 §9: asset categories. */
export const ASSET_CATEGORIES = { location: 1, service: 2, client: 3 } as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[keyof typeof ASSET_CATEGORIES];
export const ASSET_CATEGORY_IDS: readonly AssetCategory[] = [1, 2, 3];
export const ASSET_CATEGORY_LABELS: Record<AssetCategory, string> = { 1: 'Location', 2: 'Service', 3: 'Client' };

/** What the library stores: photos the web and a PDF can show. SVG can carry scripts; GIF and BMP are not photos. */
export const ASSET_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type AssetFormat = (typeof ASSET_FORMATS)[number];
export const ASSET_MIME: Record<AssetFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Bytes of one file, before anything decodes it. */
export const ASSET_MAX_BYTES = 10 * 1024 * 1024;
/** Pixels of one picture (width × height): a larger canvas is refused before it is decoded (a decompression bomb). */
export const ASSET_MAX_PIXELS = 40_000_000;
/** The smallest side a thumbnail can be made from. */
export const ASSET_MIN_SIDE = 16;

export type SniffedFormat = AssetFormat | 'gif' | 'bmp' | 'svg' | 'heic' | 'tiff' | 'pdf';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What the bytes are, whatever the file's name or declared type says; null when nothing known. */
export function sniffImageFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'mif1', 'msf1', 'hevc'].includes(brand)) return 'heic';
  }
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  // Text that opens with markup: an SVG (or HTML pretending to be a picture).
  const bom = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const head = ascii(bytes, bom, Math.min(bytes.length, 512)).trimStart().toLowerCase();
  if (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!doctype') || head.startsWith('<html'))
    return 'svg';
  return null;
}

const ACCEPTED = 'Please upload a JPEG, PNG, WebP or AVIF picture.';

/** Why these bytes are not a picture the library takes, or null when their format is one. */
export function assetFormatProblem(format: SniffedFormat | null): string | null {
  if (format && (ASSET_FORMATS as readonly string[]).includes(format)) return null;
  if (format === 'svg') return `SVG drawings are not accepted: they can carry scripts. ${ACCEPTED}`;
  if (format) return `${format.toUpperCase()} files are not accepted. ${ACCEPTED}`;
  return `This file is not a picture. ${ACCEPTED}`;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const ASSET_TOO_LARGE = `This picture is larger than ${megabytes(ASSET_MAX_BYTES)}. Please upload a smaller file.`;

/** Why a picture of these dimensions is refused, or null. */
export function assetSizeProblem(width: number, height: number): string | null {
  if (width * height > ASSET_MAX_PIXELS)
    return `This picture has too many pixels (${width} × ${height}); the limit is ${ASSET_MAX_PIXELS / 1_000_000} megapixels.`;
  if (Math.min(width, height) < ASSET_MIN_SIDE)
    return `This picture is too small (${width} × ${height}); each side needs at least ${ASSET_MIN_SIDE} pixels.`;
  return null;
}

// ---- Folders (`path`): '/PE,/PE-LIM' (a place, as the original client builds it), 'CLIENT-12', '/Hotels/Cusco'.

const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N} _.,&'()-]{0,59}$/u;
export const FOLDER_MAX_LENGTH = 200;
const FOLDER_MAX_DEPTH = 8;

/**
 * A folder as stored, or why it is refused. Folders only group pictures: no file is ever stored
 * under one. Still, `..`, `.`, backslashes and control characters are refused rather than kept.
 */
export function normaliseAssetFolder(input: string): { folder: string } | { problem: string } {
  const value = input.trim().replace(/\/+$/, '');
  if (value === '') return { folder: '' };
  if (value.length > FOLDER_MAX_LENGTH) return { problem: `must be at most ${FOLDER_MAX_LENGTH} characters` };
  const segments = (value.startsWith('/') ? value.slice(1) : value).split('/');
  if (segments.length > FOLDER_MAX_DEPTH) return { problem: `must be at most ${FOLDER_MAX_DEPTH} folders deep` };
  for (const s of segments) {
    if (s === '.' || s === '..') return { problem: 'must not contain . or .. (a folder is a name, not a way out)' };
    if (!SEGMENT.test(s) || s !== s.trim())
      return {
        problem:
          "is folder names separated by /: letters, digits, spaces and _ . , & ' ( ) -, each starting with a letter or digit",
      };
  }
  return { folder: value };
}

/** The folder an original-client upload (AS2) goes to: a client's `CLIENT-<id>`, else '/<country>[,/<city>]'. */
export function folderOfUpload(category: number, country: string | undefined, city: string | undefined): string {
  const c = (country ?? '').trim();
  const d = (city ?? '').trim();
  if (category === ASSET_CATEGORIES.client) return c;
  if (!c) return '';
  return d ? `/${c},/${d}` : `/${c}`;
}

/** The asset's own folder or one inside it: the library's folder filter. */
export const isInFolder = (folder: string, filter: string) =>
  filter === '' || folder === filter || folder.startsWith(`${filter}/`);

// ---- Thumbnails: WebP of a fixed list of sizes, made once and kept.

export const THUMBNAIL_SIZES = {
  '160X110': { width: 160, height: 110, fit: 'cover' },
  '350X240': { width: 350, height: 240, fit: 'cover' },
  '700X480': { width: 700, height: 480, fit: 'cover' },
  '1200X725': { width: 1200, height: 725, fit: 'cover' },
  '1600X900': { width: 1600, height: 900, fit: 'cover' },
  // A logo is never cropped: it fits inside the box.
  '400X160': { width: 400, height: 160, fit: 'inside' },
} as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;
export const THUMBNAIL_SIZE_NAMES = Object.keys(THUMBNAIL_SIZES) as ThumbnailSize[];
export const DEFAULT_THUMBNAIL_SIZE: ThumbnailSize = '350X240';
export const isThumbnailSize = (v: string): v is ThumbnailSize => v in THUMBNAIL_SIZES;

/** The address of an asset's picture: what a service, a day, a client … stores as its image. */
export const ASSET_PATH_PREFIX = '/tenant/assets/thumbnail/';
const KEY = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const ASSET_KEY_PATTERN = new RegExp(`^${KEY}$`);
const ASSET_URL = new RegExp(`^${ASSET_PATH_PREFIX}(${KEY})(?:\\?size=([0-9A-Z]+))?$`);

export const assetImageRef = (key: string) => `${ASSET_PATH_PREFIX}${key}`;
export const thumbnailUrl = (key: string, size: ThumbnailSize = DEFAULT_THUMBNAIL_SIZE) =>
  `${ASSET_PATH_PREFIX}${key}?size=${size}`;

/** The asset key an image reference or thumbnail address names, or null (a web address, a /media/ file). */
export function assetKeyOf(ref: string): string | null {
  return ASSET_URL.exec(ref)?.[1] ?? null;
}

/** An image reference at a size: an asset's thumbnail of that size; any other address as it is. */
export function imageAt(ref: string, size: ThumbnailSize): string {
  const key = assetKeyOf(ref);
  return key ? thumbnailUrl(key, size) : ref;
}

/** An image reference as the original client's `images_full` items name it: the list and the large thumbnail. */
export const imageFull = (ref: string) => ({
  id: ref,
  thumbnail_350X240: imageAt(ref, '350X240'),
  thumbnail_1200X725: imageAt(ref, '1200X725'),
});

/** The cropped sizes a page picks from for a wide picture (`srcset`), smallest first. */
const SRCSET_SIZES: ThumbnailSize[] = ['350X240', '700X480', '1200X725', '1600X900'];

/** `srcset` for an image reference: every cropped size of an asset; null for other addresses (one size only). */
export function imageSrcset(ref: string): string | null {
  const key = assetKeyOf(ref);
  if (!key) return null;
  return SRCSET_SIZES.map((s) => `${thumbnailUrl(key, s)} ${THUMBNAIL_SIZES[s].width}w`).join(', ');
}

// ---- Who may do what (docs/domain/assets.md#who).

/** Anyone signed in reads the library and adds to it; the tenant's staff or the one who added a picture change or delete it. */
export function mayChangeAsset(user: { roleId: number; userId: number }, asset: { createdBy: number | null }): boolean {
  return user.roleId === ROLES.ADMIN || user.roleId === ROLES.OPERATOR || asset.createdBy === user.userId;
}

/** Client users see their own client's pictures, never another client's (category client, folder CLIENT-<id>). */
export const clientFolder = (clientId: number) => `CLIENT-${clientId}`;
