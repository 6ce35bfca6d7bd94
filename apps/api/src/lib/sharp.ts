import type sharpModule from 'sharp';

/**
 * sharp (libvips) loads with the first picture it handles: ~20 MB of RSS an API process that never
 * resizes a picture does not pay for (decision 0046).
 */
export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import('sharp')).default;
}
