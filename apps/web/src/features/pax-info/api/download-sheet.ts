import type { QuoteId } from '@itinera/domain/contracts';
import { downloadFile } from '../../../lib/download-file';

/** The sheets of the tab: the import template, the passenger list and the rooming list (.xlsx). */
export type SheetKind = 'template' | 'passengers' | 'rooming';

/** Fetches a sheet with the session's headers and hands it to the browser as a download. */
export const downloadSheet = (quoteId: QuoteId, sheet: SheetKind): Promise<string> =>
  sheet === 'template'
    ? downloadFile('/tenant/passengers/template', {}, 'passengers.xlsx')
    : downloadFile(`/tenant/itinerary/passengers/${quoteId}/export`, { list: sheet }, 'passengers.xlsx');
