// Publishing (decision 0030): what the rest of the app uses of it.
export { loadPublishedProposal, loadSupersededPage, acceptProposal, askQuestion } from './public.service';
export { publishingRoutes } from './publishing.routes';
export { publicProposalRoutes } from './public.routes';
export { composeRoutes } from './compose.routes';
export { composableChoices } from './compose.service';
export { createProposalPdfs, PUBLISH_PDF_JOB, type ProposalPdfs, type PublishPdfJob } from './pdf.job';
export { quotePublishingPort } from './quote-port';
