import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import { deleteQuote } from './delete-quote';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));

describe('deleteQuote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads 202 as a delete queued in the background and 200 as done', async () => {
    vi.stubGlobal('fetch', answer(202, { data: { id: 4, queued: true } }));
    await expect(deleteQuote(4)).resolves.toBe('queued');
    vi.stubGlobal('fetch', answer(200, { data: { id: 4, deleted: true } }));
    await expect(deleteQuote(4)).resolves.toBe('deleted');
  });

  it('still fails on a refusal, with the server sentence', async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, {
        errors: { data: 'Only the owner of this quote or an administrator can delete it.' },
        code: 'FORBIDDEN',
      }),
    );
    const error = await deleteQuote(4).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Only the owner of this quote or an administrator can delete it.');
  });
});
