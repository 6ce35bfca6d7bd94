import type sharpModule from 'sharp';

/**
 * sharp (libvips) loads with the first picture it handles: ~20 MB of RSS an API process that never
 * resizes a picture does not pay for (decision 0046). libvips' operation cache is off: each picture
 * is resized once (thumbnails, the PDF's pictures), and the cache kept ~30 MB after the demo's PDFs (decision 0123).
 */
export async function loadSharp(): Promise<typeof sharpModule> {
  const sharp = (await import('sharp')).default;
  sharp.cache(false);
  return sharp;
}
