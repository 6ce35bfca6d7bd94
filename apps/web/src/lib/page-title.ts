import { useSyncExternalStore } from 'react';

// docs/domain/spec-sections.md#section-2-screens-and-routes: the title defaults to the product title; in a quote it is the product tag, the quote
// code and the title; in history view the tag is the product tag plus "history".
export const PRODUCT_TITLE = 'Itinera';
const HISTORY_TAG = `${PRODUCT_TITLE} history`;
const SEPARATOR = ' · ';

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
  return [tag, code?.trim(), title?.trim()].filter(Boolean).join(SEPARATOR);
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
