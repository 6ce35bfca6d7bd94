import { keptFor } from '../lib/kept';

// A remembered answer (the quote detail of quote-read-cache.ts, decision 0113) is one frozen object
// served to every reader alike: its JSON is written once and kept, as UTF-8 bytes, while the object
// lives. Profiled on the authenticated detail read (~95 µs a call under the profiler), writing it
// took ~9 µs, and measuring the text for Content-Length ~5.6 µs more (a two-byte string is encoded
// to be measured, and again by the socket: decision 0046); kept bytes are neither. Only a frozen
// answer is kept — freezeShared's promise that nobody changes it — any other is written as before.

type Serialize = (data: unknown) => string | Buffer;

/** `serialize`, keeping the bytes of each frozen answer it wrote. */
export function keptAnswers(serialize: Serialize): Serialize {
  const kept = new WeakMap<object, Buffer>();
  const bytesOf = (data: unknown) => {
    const text = serialize(data);
    return typeof text === 'string' ? Buffer.from(text) : text;
  };
  return (data) =>
    typeof data === 'object' && data !== null && Object.isFrozen(data) ? keptFor(kept, data, bytesOf) : serialize(data);
}
