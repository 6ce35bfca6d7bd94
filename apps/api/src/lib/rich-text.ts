import sanitizeHtml from 'sanitize-html';

// Descriptions (a day's, the quote's) are HTML from a rich editor (TipTap on the web, another
// editor in the original client). They are shown to travellers on the proposal page and printed,
// so only plain formatting is kept: paragraphs, emphasis, lists, headings, quotes and links to web
// or mail addresses. Everything else (scripts, styles, images, forms, frames, meta refreshes, event
// handlers, javascript: links) is removed, with the text of scripts and styles (decision 0053).

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The description as it may be stored and shown; cleaning it again changes nothing. */
export function cleanDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text (a generated description) as HTML text: shown as written, never read as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
