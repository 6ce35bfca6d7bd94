// The client's proposal page and its PDF (decision 0030): drawn from a PublicProposal,
// rendered on the server. The publishing module loads the proposal and registers the routes.
//
// The renderers load on first use (decision 0046): react-pdf (fonts, layout engine, compression
// tables) and react-dom/server held ~40 MB of every API process, most of which never draws a proposal.
import type { PublicProposal } from '@itinera/domain';
import type { ProposalPageOptions } from './page';
import type { PdfOptions } from './pdf';

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

/** The proposal's PDF (react-pdf, loaded on the first call). */
export async function renderProposalPdf(p: PublicProposal, opts?: PdfOptions): Promise<Uint8Array> {
  return (await import('./pdf')).renderProposalPdf(p, opts);
}

/** The acceptance's PDF, null before the client accepted (react-pdf, loaded on the first call). */
export async function renderAcceptancePdf(p: PublicProposal): Promise<Uint8Array | null> {
  return (await import('./acceptance-pdf')).renderAcceptancePdf(p);
}
