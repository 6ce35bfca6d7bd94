// The client's proposal page and its PDF (decision 0030): drawn from a PublicProposal,
// rendered on the server. The publishing module loads the proposal and registers the routes.
//
// The renderers load on first use (decision 0046): react-dom/server in this thread; react-pdf (fonts,
// layout engine, compression tables) only in the PDF thread, which ends when idle (decision 0123).
import type { PublicProposal } from '@itinera/domain';
import { renderInPdfThread } from '../../lib/pdf-thread';
import type { ProposalPageOptions } from './page';
import type { PdfOptions } from './pdf';
import { keepDataUrls, resolvePdfImages } from './pdf-sources';

export type { ProposalPageOptions } from './page';
export type { PdfOptions, PdfImage } from './pdf';
export { mediaImageResolver } from './pdf-images';
export { cleanProposal } from './clean';
export { ACCEPT_LIMIT } from './accept-limit';
export { proposalPageRoutes, type ProposalPageDeps, type AcceptInput } from './routes';

/** The proposal page's HTML (react-dom/server, loaded on the first call). */
export async function renderProposalPage(p: PublicProposal, opts: ProposalPageOptions): Promise<string> {
  return (await import('./page')).renderProposalPage(p, opts);
}

/** The proposal's PDF, drawn in the PDF thread; its images are resolved here (they read files and the store). */
export async function renderProposalPdf(p: PublicProposal, opts: PdfOptions = {}): Promise<Uint8Array> {
  const images = await resolvePdfImages(p, opts.resolveImage ?? keepDataUrls);
  const pdf = await renderInPdfThread({ kind: 'proposal', input: { proposal: p, images: [...images] } });
  if (!pdf) throw new Error('the PDF renderer drew no proposal');
  return pdf;
}

/** The acceptance's PDF, null before the client accepted (drawn in the PDF thread). */
export async function renderAcceptancePdf(p: PublicProposal): Promise<Uint8Array | null> {
  return p.accepted ? renderInPdfThread({ kind: 'acceptance', input: p }) : null;
}
