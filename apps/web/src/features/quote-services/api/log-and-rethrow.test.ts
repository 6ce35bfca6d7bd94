import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteId } from '@itinera/domain/contracts';
import { HttpError } from '../../../lib/http';
import { savePaxPrices } from './pricing/save-pax-prices';
import { searchCatalogueForQuote } from './search-catalogue';

// Spec 02 §8: these calls log their failure under the spec's words and rethrow it to the caller.

const quoteId = '0190f5c0-7c9e-7000-8000-000000000001' as QuoteId;

function serverRefuses() {
  vi.stubGlobal('fetch', async () =>
    Response.json({ code: 'UNPROCESSABLE', errors: { data: 'Level price is negative!' } }, { status: 422 }),
  );
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('calls that log and rethrow', () => {
  it("saving pax prices logs 'Fetch pax prices error' and rethrows the server's refusal", async () => {
    const log = serverRefuses();
    const error = await savePaxPrices(quoteId, { all: { upsales: -5 } } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Level price is negative!');
    expect(log).toHaveBeenCalledWith('Fetch pax prices error', error);
  });

  it("a priced catalogue read logs 'Service price error' and rethrows", async () => {
    const log = serverRefuses();
    const error = await searchCatalogueForQuote('quote-uuid', { page: 1 }, true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(log).toHaveBeenCalledWith('Service price error', error);
  });

  it('an unpriced catalogue read is not a price call and logs nothing', async () => {
    const log = serverRefuses();
    await expect(searchCatalogueForQuote('quote-uuid', { page: 1 }, false)).rejects.toBeInstanceOf(HttpError);
    expect(log).not.toHaveBeenCalled();
  });
});
