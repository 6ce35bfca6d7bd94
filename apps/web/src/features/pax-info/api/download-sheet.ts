import type { QuoteId } from '@itinera/domain/contracts';
import { buildUrl } from '../../../lib/http';
import { downloadFile } from '../../../lib/download';

/** The sheets of the tab: the import template, the passenger list and the rooming list (.xlsx). */
export type SheetKind = 'template' | 'passengers' | 'rooming';

/** Fetches a sheet with the session's headers and hands it to the browser as a download. */
export function downloadSheet(quoteId: QuoteId, sheet: SheetKind): Promise<string> {
  const url =
    sheet === 'template'
      ? buildUrl('/tenant/passengers/template')
      : buildUrl(`/tenant/itinerary/passengers/${quoteId}/export`, { list: sheet });
  return downloadFile(url, 'passengers.xlsx');
}
