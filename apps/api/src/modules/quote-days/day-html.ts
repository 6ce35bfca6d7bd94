import sanitizeHtml from 'sanitize-html';

// A day's description is HTML from the rich editor (TipTap on the web, another editor in the
// original client). It is shown to travellers and printed, so only plain formatting is kept:
// paragraphs, emphasis, lists, headings, quotes and links to web or mail addresses. Everything
// else (scripts, styles, images, event handlers, javascript: links) is removed before storing.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The description as it may be stored and shown. */
export function cleanDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
