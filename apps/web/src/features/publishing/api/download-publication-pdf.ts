import type { QuoteId } from '@itinera/domain/contracts';
import { downloadFile } from '../../../lib/download-file';

/** GET /tenant/itinerary/publish/{uuid}/pdf?publication=: the stored PDF of one publication, as a download. */
export const downloadPublicationPdf = (quoteId: QuoteId, publicationId: number): Promise<string> =>
  downloadFile(`/tenant/itinerary/publish/${quoteId}/pdf`, { publication: publicationId }, 'proposal.pdf');
