import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../lib/sharp';
import type { PdfImage } from './pdf';

// The page shows uploaded pictures from /media/ (webp thumbnails, DATA_DIR/assets); the PDF
// renderer reads only PNG and JPEG, and only from a file or bytes. This reads the file behind a
// /media/ address and hands the PDF a JPEG no wider than the page needs.
const MEDIA = /^\/media\/([\w.-]+)$/;
const PDF_WIDTH = 1240; // A4 at 150 dpi

/**
 * A resolveImage for renderProposalPdf: /media/<name> → the file in `assetsDir`, a library picture
 * (/tenant/assets/thumbnail/…) → its bytes from `readAsset`, as JPEG; anything else → null.
 */
export function mediaImageResolver(
  assetsDir: string,
  readAsset?: (src: string) => Promise<Buffer | null>,
): (src: string) => Promise<PdfImage | null> {
  return async (src) => {
    const name = MEDIA.exec(src)?.[1];
    const asset = !name && readAsset && src.startsWith('/tenant/assets/thumbnail/');
    if (!asset && (!name || name.startsWith('.'))) return src.startsWith('data:') ? src : null;
    const file = asset
      ? await readAsset(src)
      : await readFile(path.join(assetsDir, path.basename(name!))).catch(() => null);
    if (!file) return null;
    const data = await (await loadSharp())(file)
      .resize({ width: PDF_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 78 })
      .toBuffer();
    return { data, format: 'jpg' };
  };
}
