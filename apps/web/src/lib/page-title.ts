import { useSyncExternalStore } from 'react';
import { truncate } from '@itinera/domain';

// docs/domain/spec-sections.md#section-2-screens-and-routes: the title defaults to the product title; in a quote it is the product tag, the quote
// code and the title; in history view the tag is the product tag plus "history".
export const PRODUCT_TITLE = 'Itinera';
const HISTORY_TAG = `${PRODUCT_TITLE} history`;
const SEPARATOR = ' · ';
/** A quote title may hold 1000 characters; a browser tab and its history list show about 50. */
const TITLE_LENGTH = 50;

export interface PageTitleInput {
  inQuote: boolean;
  history: boolean;
  code?: string | null;
  title?: string | null;
}

export function buildPageTitle({ inQuote, history, code, title }: PageTitleInput): string {
  if (!inQuote && !history) return PRODUCT_TITLE;
  const tag = history ? HISTORY_TAG : PRODUCT_TITLE;
  // While the quote is loading its code and title are unknown: the tag alone, never "undefined".
  return [tag, code?.trim(), truncate(title?.trim(), TITLE_LENGTH)].filter(Boolean).join(SEPARATOR);
}

// The open quote's code and title, published by the quote workspace (a feature) and read by the
// shell (app/), which must not import from features: lib is the meeting point.
export interface QuoteIdentity {
  code: string;
  title: string;
}

let identity: QuoteIdentity | null = null;
const listeners = new Set<() => void>();

export function publishQuoteIdentity(next: QuoteIdentity | null): void {
  if (next?.code === identity?.code && next?.title === identity?.title) return;
  identity = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useQuoteIdentity(): QuoteIdentity | null {
  return useSyncExternalStore(
    subscribe,
    () => identity,
    () => null,
  );
}
