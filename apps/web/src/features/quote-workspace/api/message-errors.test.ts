import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import { messageErrors } from './message-errors';
import { SaveRejectedError, updateQuote } from './update-quote';

const QUOTE = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a47';
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
const saved = (messages: unknown[]) => ({ itinerary: { id: QUOTE, version: 4 }, statuses: [], days: [], messages });

describe('saving the basic information', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the errors of the first message, whatever their shape', () => {
    expect(messageErrors([])).toEqual([]);
    expect(messageErrors([{ errors: 'No rate for 4 pax on 2027-06-12' }])).toEqual(['No rate for 4 pax on 2027-06-12']);
    expect(messageErrors([{ errors: ['A', 'B'] }, { errors: ['ignored'] }])).toEqual(['A', 'B']);
    expect(messageErrors([{ errors: { start_date: ['Too early'] } }])).toEqual(['Too early']);
    expect(messageErrors([{ info: 'Prices updated' }])).toEqual([]);
  });

  it('rejects a save whose answer carries errors in its first message', async () => {
    vi.stubGlobal('fetch', answer(200, saved([{ errors: ['The contract does not cover Cusco'] }])));
    const error = await updateQuote({ id: QUOTE, body: { version: 3 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveRejectedError);
    expect((error as SaveRejectedError).errors).toEqual(['The contract does not cover Cusco']);
  });

  it('answers the saved quote when there are none, and fails on a stale version with the server sentence', async () => {
    vi.stubGlobal('fetch', answer(200, saved([])));
    await expect(updateQuote({ id: QUOTE, body: { version: 3 } })).resolves.toMatchObject({
      itinerary: { version: 4 },
    });
    vi.stubGlobal(
      'fetch',
      answer(409, { errors: { data: 'This quote was changed by someone else.' }, code: 'CONFLICT' }),
    );
    const error = await updateQuote({ id: QUOTE, body: { version: 3 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
  });
});
