/** A description's HTML as plain text, paragraphs on lines of their own (cards, read-only views). */
export function plainText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|li|h\d)>/g, '</$1>\n'), 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
