import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressText } from '../../../components/loading-modal';
import { HttpError } from '../../../lib/http';
import { duplicateBody, duplicateQuote, duplicateSteps, type DuplicateProgress } from './duplicate-quote';

const ORIGINAL = '4a7e2c9b-1d3f-4b6a-8e5c-7f9a0b2d4c04';
const copy = { id: '9e3b7d1a-5c2f-4e8b-a6d4-0c1e3f5a7b99', code: 'I01-ABC', title: { id: 1, value: 'Copy' } };

describe('duplicating a quote', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('counts 1 step for a plain duplicate, batches + 2 when services are moved too (docs/domain/quotes.md)', () => {
    expect(duplicateSteps()).toBe(1);
    expect(duplicateSteps(3)).toBe(5);
    expect(progressText(0, duplicateSteps())).toBe('0 of 1 services updated');
  });

  it('sends only what the user changed: the new start date and a non-blank title', () => {
    expect(duplicateBody({ id: ORIGINAL, startDate: '2027-03-01', title: '  Smith family, again ' })).toEqual({
      id: ORIGINAL,
      start_date: '2027-03-01',
      title: 'Smith family, again',
    });
    expect(duplicateBody({ id: ORIGINAL, startDate: null, title: '   ' })).toEqual({ id: ORIGINAL });
  });

  it('posts the copy as step 1 of 1, reports 0 then 1 of 1 done and answers the new quote', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: copy }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const steps: DuplicateProgress[] = [];
    await expect(
      duplicateQuote({ id: ORIGINAL, startDate: '2027-03-01', title: '' }, (p) => steps.push(p)),
    ).resolves.toEqual(copy);
    expect(steps).toEqual([
      { done: 0, total: 1 },
      { done: 1, total: 1 },
    ]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/tenant/itinerary/duplicate?cur_step=1&last_step=1');
    expect(JSON.parse(String(init.body))).toEqual({ id: ORIGINAL, start_date: '2027-03-01' });
    expect((init.headers as Record<string, string>)['x-action-type']).toBe('itinerary-duplicate');
    // The last step reached: later calls no longer carry the action type.
    expect(sessionStorage.getItem('itinera.action-type')).toBeNull();
  });

  it('fails with the server sentence and never reports the step as done', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: { data: 'This quote was not found.' }, code: 'NOT_FOUND' }), {
            status: 404,
          }),
      ),
    );
    const steps: DuplicateProgress[] = [];
    const error = await duplicateQuote({ id: ORIGINAL, startDate: null, title: '' }, (p) => steps.push(p)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('This quote was not found.');
    expect(steps).toEqual([{ done: 0, total: 1 }]);
    expect(sessionStorage.getItem('itinera.action-type')).toBeNull();
  });
});
