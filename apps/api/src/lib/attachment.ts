import contentDisposition from 'content-disposition';

// The Content-Disposition of a download (RFC 6266): the name with its own characters as filename*=UTF-8''…
// (RFC 5987) — "Perú" was saved as "Per" when only ASCII was kept — and an ASCII filename beside it for clients that
// read only that one: accents taken off, any other character a dash.

/** Characters no file name may hold on common systems (and quotes, which would end the header's value). */
const UNSAFE = /[/\\:*?"<>|]+/g;
const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

export function dispositionOf(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const visible = [...name].map((c) => (isControl(c) ? ' ' : c)).join('');
  const safe = visible.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim() || 'file';
  const ascii = safe
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '-');
  return contentDisposition(safe, { type, fallback: ascii });
}
