import { serverMessage, type ServerMessageKey, type ServerParams } from '@itinera/domain/i18n/server';

// The key and values of a 200 answer's `message`, under a symbol: JSON never writes it, and spreads
// and rests of the answer carry it along to the reader-messages hook (plugins/reader-messages.ts).
const SAYS = Symbol('says');

interface Says {
  key: ServerMessageKey;
  params?: ServerParams;
}

/**
 * A success sentence with values ("Version 3 is published."), the `refusal` of a 200 answer
 * (decision 0095): `message` is the English words from the catalogue's `server` namespace, said
 * again in the reader's language at the edge.
 */
export function spoken(key: ServerMessageKey, params?: ServerParams): { message: string } {
  return { message: serverMessage('en', key, params), [SAYS]: { key, params } } as { message: string };
}

/** What `spoken` put in an answer, if anything. */
export const saysOf = (payload: object): Says | undefined => (payload as { [SAYS]?: Says })[SAYS];
