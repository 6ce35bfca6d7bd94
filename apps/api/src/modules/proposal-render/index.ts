// The client's proposal page and its PDF (issue 21, decision 0030): drawn from a PublicProposal,
// rendered on the server. The publishing module loads the proposal and registers the routes.
export { renderProposalPage, renderProposalDocument, type ProposalPageOptions } from './page';
export { renderProposalPdf, type PdfOptions, type PdfImage } from './pdf';
export { mediaImageResolver } from './pdf-images';
export { proposalPageRoutes, type ProposalPageDeps, type AcceptInput } from './routes';
