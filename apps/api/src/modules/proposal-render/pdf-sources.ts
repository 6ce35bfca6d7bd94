import type { PublicProposal } from '@itinera/domain';
import type { PdfImage, PdfOptions } from './pdf';

// Which pictures the proposal's PDF shows, and their resolution before the render: kept apart from
// pdf.tsx (react-pdf) so the API thread resolves them and only the bytes go to the PDF thread (decision 0123).

export const keepDataUrls = (src: string) => (src.startsWith('data:') ? src : null);

/** The cover's picture, as the page chooses its hero: the cover slot, else the first day's picture. */
export const coverSource = (p: PublicProposal) =>
  p.images.cover_page ?? p.images.images_page ?? p.images.background ?? p.days.find((d) => d.images.length)?.images[0];

/** The images the PDF shows: the cover, the logo and each day's first. */
const pdfImageSources = (p: PublicProposal) =>
  [coverSource(p), p.images.logo, ...p.days.map((d) => d.images[0])].filter((src): src is string => Boolean(src));

/** Every image the PDF shows, resolved once each; one that fails to resolve is left out (null). */
export async function resolvePdfImages(
  p: PublicProposal,
  resolve: NonNullable<PdfOptions['resolveImage']> = keepDataUrls,
): Promise<Map<string, PdfImage | null>> {
  const sources = [...new Set(pdfImageSources(p))];
  return new Map(
    await Promise.all(
      sources.map(async (src) => [src, await Promise.resolve(resolve(src)).catch(() => null)] as const),
    ),
  );
}
