import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import { deleteQuote } from './delete-quote';

const QUOTE = '0b8d4e2a-7c1f-4a3e-9d5b-6e2f1a8c4d04';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));

describe('deleteQuote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads `deleting` as a delete queued in the background and `deleted` as done', async () => {
    const queued = answer(200, { data: { id: QUOTE, deleting: true } });
    vi.stubGlobal('fetch', queued);
    await expect(deleteQuote(QUOTE)).resolves.toBe('queued');
    expect((queued.mock.calls[0] as unknown as [string])[0]).toBe(`/tenant/itinerary/${QUOTE}`);
    vi.stubGlobal('fetch', answer(200, { data: { id: QUOTE, deleted: true } }));
    await expect(deleteQuote(QUOTE)).resolves.toBe('deleted');
  });

  it('still fails on a refusal, with the server sentence', async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, {
        errors: { data: 'Only the owner of this quote or an administrator can delete it.' },
        code: 'FORBIDDEN',
      }),
    );
    const error = await deleteQuote(QUOTE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Only the owner of this quote or an administrator can delete it.');
  });
});
