import { commonHeaders, errorText, HttpError } from './http';

/** Fetches a file with the session's headers and hands it to the browser as a download; answers its name. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
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
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
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
