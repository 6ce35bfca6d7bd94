import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuoteService } from '@itinera/domain/contracts';
import { quote, service } from '../components/services-workspace.fixture';
import { createHighlighter } from '../logic/highlighter';
import { quoteServicesKey, type QuoteWorkspace } from './quote-services-key';
import { addServices } from './services/add-services';
import { moveServices } from './services/move-services';
import { processServices } from './services/process-services';
import { useServiceWrites } from './use-service-writes';

// Decision 0036 in the services tab: process, add and move ask for the changed services only and merge
// them into the held list when the answer is the next version; after a gap the whole list is read.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const priced = (s: QuoteService, price: number) => ({ ...s, price, price_unit: price / 2 }) as QuoteService;
const transfer = service(1, '1', 'Airport transfer', true);
const tour = service(2, '2', 'City tour', true);
const dinner = service(3, '3', 'Dinner show', true);

/** Answers the write with `answer` and GET of the list with `list`; records every call. */
function serve(answer: Record<string, unknown>, list: QuoteService[] | null = []) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method });
    if (method === 'GET' && list === null) return new Response('{}', { status: 503 });
    return json(method === 'GET' ? list : answer);
  });
  return calls;
}

/** The writer over a cache holding the transfer and the tour at `version`. */
function writer(version: number) {
  const client = new QueryClient();
  const held: QuoteWorkspace = { services: [transfer, tour], prices: [], messages: [], days: [], version };
  client.setQueryData(quoteServicesKey(quote.id), held);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useServiceWrites(
        quote.id,
        createHighlighter(() => {}),
      ),
    { wrapper },
  );
  const shown = () => client.getQueryData<QuoteWorkspace>(quoteServicesKey(quote.id))!;
  return { result, shown };
}

const answerAt = (version: number, services: QuoteService[], affected: number[]) => ({
  services,
  prices: [{ level: 0, price: 999 }],
  messages: [],
  days: [],
  itinerary: { ...quote, version },
  affected,
});

describe('a services write answered with the changed services only', () => {
  it('merges them by id into the held list when the answer is the next version', async () => {
    const calls = serve(answerAt(8, [priced(tour, 400)], [2]));
    const { result, shown } = writer(7);
    await act(() => result.current.run(() => processServices(quote.uuid, [{ id: 2, price: 400 }])));
    expect(calls).toEqual([{ url: `/tenant/itinerary/process/${quote.uuid}?changed_only=1`, method: 'POST' }]);
    const now = shown();
    expect(now.services.map((s) => [s.id, s.price])).toEqual([
      [1, 100],
      [2, 400],
    ]);
    // The unchanged service is the one held, untouched; the totals are the answer's, whole.
    expect(now.services[0]).toBe(transfer);
    expect(now.prices).toEqual([{ level: 0, price: 999 }]);
    expect(now.version).toBe(8);
  });

  it('puts a placed service where the whole answer would (by day, then order)', async () => {
    const early = { ...dinner, day: '1', order: 0 } as QuoteService;
    const calls = serve(answerAt(8, [early, priced(transfer, 120)], [3]));
    const { result, shown } = writer(7);
    await act(() =>
      result.current.run(() =>
        addServices(quote.uuid, { services: [{ service_id: 30, day: '1', level: 0, optional: 0 }] }),
      ),
    );
    expect(calls.map((c) => c.url)).toEqual([`/tenant/itinerary/services/${quote.uuid}?changed_only=1`]);
    expect(shown().services.map((s) => [s.id, s.price])).toEqual([
      [3, 100],
      [1, 120],
      [2, 100],
    ]);
  });

  it('merges each batch of a move into the list the batch before left, its steps and the flag in the query', async () => {
    const calls: string[] = [];
    const answers = [
      answerAt(8, [{ ...transfer, day: '3' } as QuoteService], [1]),
      answerAt(9, [{ ...tour, day: '4' } as QuoteService], [2]),
    ];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return json({ ...answers[calls.length - 1], cur_step: calls.length, last_step: 2 });
    });
    const { result, shown } = writer(7);
    for (const [i, id] of [1, 2].entries()) {
      const body = { days_to_move: 2, services: [id], last_batch: i === 1 };
      await act(() => result.current.run(() => moveServices(quote.uuid, body, { cur_step: i + 1, last_step: 2 })));
    }
    expect(calls).toEqual([
      `/tenant/itinerary/${quote.uuid}/services/move?cur_step=1&last_step=2&changed_only=1`,
      `/tenant/itinerary/${quote.uuid}/services/move?cur_step=2&last_step=2&changed_only=1`,
    ]);
    // No list read: each answer was the next version of the one held.
    expect(shown().services.map((s) => [s.id, s.day])).toEqual([
      [1, '3'],
      [2, '4'],
    ]);
    expect(shown().version).toBe(9);
  });

  it('reads the whole list again when another write came in between (a version gap)', async () => {
    const whole = [transfer, priced(tour, 400), dinner];
    const calls = serve(answerAt(9, [priced(tour, 400)], [2]), whole);
    const { result, shown } = writer(7);
    await act(() => result.current.run(() => processServices(quote.uuid, [{ id: 2, price: 400 }])));
    expect(calls).toEqual([
      { url: `/tenant/itinerary/process/${quote.uuid}?changed_only=1`, method: 'POST' },
      { url: `/tenant/itinerary/services/${quote.id}`, method: 'GET' },
    ]);
    // The other writer's service (the dinner) is there too, which no merge could have known.
    expect(shown().services).toEqual(whole);
    expect(shown().version).toBe(9);
  });

  it('keeps the write when that read fails: the held list stays, known at no version until read again', async () => {
    serve(answerAt(9, [priced(tour, 400)], [2]), null);
    const { result, shown } = writer(7);
    let done: unknown;
    await act(async () => {
      done = await result.current.run(() => processServices(quote.uuid, [{ id: 2, price: 400 }]));
    });
    expect(done).not.toBeNull();
    expect(shown().services.map((s) => s.id)).toEqual([1, 2]);
    expect(shown().prices).toEqual([{ level: 0, price: 999 }]);
    expect(shown().version).toBeUndefined();
  });
});
