import type { QuoteId } from '@itinera/domain/contracts';
import { buildUrl, commonHeaders, errorText, HttpError } from '../../../lib/http';

/** The sheets of the tab: the import template, the passenger list and the rooming list (.xlsx). */
export type SheetKind = 'template' | 'passengers' | 'rooming';

/** Fetches a sheet with the session's headers and hands it to the browser as a download. */
export async function downloadSheet(quoteId: QuoteId, sheet: SheetKind): Promise<string> {
  const url =
    sheet === 'template'
      ? buildUrl('/tenant/passengers/template')
      : buildUrl(`/tenant/itinerary/passengers/${quoteId}/export`, { list: sheet });
  const response = await fetch(url, { headers: commonHeaders(), credentials: 'include' });
  if (response.status !== 200) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: the generic sentence */
    }
    throw new HttpError(response.status, errorText(body), body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'passengers.xlsx';
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
