import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue sentence with `<tag>…</tag>` marks drawn with `wrap` around the marked words, the rest as
 * text: 'Press <kbd>?</kbd> for keyboard shortcuts'. For the first download, where react-i18next's
 * `Trans` (with its HTML parser, ~5 kB gzip) served this one sentence (decision 0110); lazy screens
 * keep `Trans`. Only the one tag named is read; anything else stays text, as React escapes it.
 */
export function TaggedText({ text, tag, wrap }: { text: string; tag: string; wrap: (inner: string) => ReactNode }) {
  const parts = text.split(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'));
  // split() with one capture group alternates: text, marked, text, marked, …, text.
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 ? wrap(part) : part}</Fragment>);
}
