import { commonHeaders, errorText, HttpError } from '../../../lib/http';

/** Fetches an export's file (JSON or xlsx) with the session's headers and hands it to the browser. */
export async function downloadExportFile(path: string): Promise<void> {
  const response = await fetch(path, { headers: commonHeaders(), credentials: 'include' });
  if (response.status !== 200) {
    const body: unknown = await response.json().catch(() => null);
    throw new HttpError(response.status, errorText(body), body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
