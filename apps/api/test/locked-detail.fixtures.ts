import { expect } from 'vitest';
import type { TestContext } from './helper';
import { inject, type Headers } from './quote-services.fixtures';

/**
 * A write that stores no version answers `itinerary` from the row it locked (decision 0103), not
 * from a second read: it must be the stored detail, field for field, or a write that changed the
 * quote without a version would answer a stale detail and nothing else would notice. The tests read
 * the detail after the call (the API runs the same statements under the tests as in production).
 */
export async function expectDetailAsStored(
  ctx: TestContext,
  headers: Headers,
  answer: { itinerary: { id: number } },
): Promise<void> {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/${answer.itinerary.id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(answer.itinerary).toEqual(res.json().data);
}
