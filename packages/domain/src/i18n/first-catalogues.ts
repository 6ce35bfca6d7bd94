import common from './locales/en/common.json';
import quotes from './locales/en/quotes.json';
import type { Catalogue } from './catalogue-check';

/**
 * English's first namespaces, in the web app's entry (decision 0094). English is every language's
 * fallback, so i18next fetches these two in every language anyway: fetched as chunks they were a
 * third step after the HTML and the entry, which the first screen's text waited for (Lighthouse's
 * mobile run: 2.1 s of the list's 2.6 s largest paint was render delay). Bundled, they cost nothing
 * more and the first text waits for no request. The other languages and namespaces stay lazy.
 */
export const FIRST_CATALOGUES = { en: { common: common as Catalogue, quotes: quotes as Catalogue } };
