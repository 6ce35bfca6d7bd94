import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QuoteDetail, QuoteId } from '@itinera/domain/contracts';
import { http, HttpError } from '../../../lib/http';
import { notifyError } from '../../../lib/notify';
import { quoteKey, quoteServicesKey } from '../../../lib/quote-keys';
import { quoteDaysKey } from './days-keys';

/** A write that learns the quote's version as it goes (batches pass it from one call to the next). */
export type DayWrite<T> = (version: () => number, learn: (answer: unknown) => void) => Promise<T>;

type QuoteAnswer = { data?: { version?: number } };

const versionOf = (answer: unknown): number | null => {
  const v = (answer as { itinerary?: { version?: unknown } } | null)?.itinerary?.version;
  return typeof v === 'number' ? v : null;
};

/**
 * Runs the Itinerary tab's writes one at a time against the version on screen. Every write bumps
 * the quote's version: the next write must send the new one, so the hook keeps it (from an answer
 * that carries the quote, else from the quote read again) before it lets the caller go on. A
 * stale version (409: someone else saved) is kept as `conflict` for the screen to offer a reload;
 * other failures are toasted with the server's sentence.
 */
export function useDayWrites(quote: Pick<QuoteDetail, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  const quoteId: QuoteId = quote.id;
  const version = useRef(quote.version);
  useEffect(() => {
    version.current = Math.max(version.current, quote.version);
  }, [quote.version]);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const learn = useCallback((answer: unknown) => {
    const v = versionOf(answer);
    if (v !== null) version.current = Math.max(version.current, v);
  }, []);

  /** Days, services (with the level and pax prices under their key) and the quote, read again. */
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: quoteDaysKey(quoteId) }),
      queryClient.invalidateQueries({ queryKey: quoteServicesKey(quoteId) }),
      queryClient.invalidateQueries({ queryKey: quoteKey(quoteId) }),
    ]);
    // The workspace frame keeps the quote on screen, so invalidating it has just read it again; the
    // tab shown alone (no one observing the quote) reads it here, for its version.
    const observed =
      (queryClient
        .getQueryCache()
        .find({ queryKey: quoteKey(quoteId) })
        ?.getObserversCount() ?? 0) > 0;
    const quoteNow = observed
      ? queryClient.getQueryData<QuoteAnswer>(quoteKey(quoteId))
      : await http<QuoteAnswer>(`/tenant/itinerary/${quoteId}`).catch(() => undefined);
    const fresh = quoteNow?.data?.version;
    if (typeof fresh === 'number') version.current = Math.max(version.current, fresh);
  }, [queryClient, quoteId]);

  const execute = useCallback(
    async <T>(write: DayWrite<T>): Promise<T | null> => {
      setBusy(true);
      try {
        const answer = await write(() => version.current, learn);
        learn(answer);
        await refresh();
        return answer;
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) setConflict(error.message);
        else notifyError(error);
        // A batch may have landed before the failure: show what the server has now.
        await refresh().catch(() => undefined);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [learn, refresh],
  );

  // Writes wait for the one before (two quick meal toggles): each must send the version the last
  // one made, or the second would be refused as stale.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const run = useCallback(
    <T>(write: DayWrite<T>): Promise<T | null> => {
      const next = queue.current.then(() => execute(write));
      queue.current = next;
      return next;
    },
    [execute],
  );

  /** After a conflict: the quote as it is now, and writes based on its version again. */
  const reload = useCallback(async () => {
    await refresh();
    setConflict(null);
  }, [refresh]);

  return { run, busy, conflict, reload };
}
