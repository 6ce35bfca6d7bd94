import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { createQuote } from './quote-api';

// A refused create answers 200 with messages[0].errors (original-client contract I5): the app
// still treats it as a failure and shows the server's sentence.

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
afterEach(() => vi.unstubAllGlobals());

describe('createQuote', () => {
  it('turns a 200 carrying messages[0].errors into an error with the sentence and the fields', async () => {
    answer(200, {
      errors: { data: 'The client was not found.' },
      message: 'The client was not found.',
      code: 'UNPROCESSABLE',
      details: [{ path: 'body.client_id', message: 'is not a client of this tenant' }],
      messages: [{ message: 'The client was not found.', errors: { client_id: ['is not a client of this tenant'] } }],
    });
    const error = await createQuote({ title: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('The client was not found.');
    expect((error as HttpError).status).toBe(422);
  });

  it('answers the new quote when the create succeeds', async () => {
    answer(201, { data: { id: 'u-1' }, messages: [{ message: 'Quote created.', itinerary: 'u-1' }] });
    await expect(createQuote({ title: 'x' })).resolves.toEqual({ data: { id: 'u-1' } });
  });
});
