import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { originalClientHeaders } from '../../test/original-client';
import { addServicesAsClient, createFourDayQuote } from '../../test/original-client-quote.fixtures';
import { demoIds } from '../../test/quotes.fixtures';
import { catalogueId } from '../../test/quote-services.fixtures';

// The price matrix calls of the original client (original-client.md §5.1 I14, I15; §5.9), sent as it sends
// them: I14 with {from_pax, to_pax (1–10), start_date} answers a bare array of entries, which the
// client keeps as [{data: answer}]; I15 must answer exactly that shape ([] before any matrix).

let ctx: TestContext;
let headers: Record<string, string>;
let uuid: string;

type Entry = {
  num_pax: number;
  service_itinerary: Record<string, unknown>[];
  prices: { prices: { total: number; fee: number; margin: number }[] }[];
};

function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

beforeAll(async () => {
  ctx = await createTestApp();
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
  const ids = await demoIds(ctx);
  uuid = await createFourDayQuote(ctx, headers, {
    title: 'Cusco matrix',
    client_id: ids.andean,
    start_date: '2027-09-06',
    end_date: '2027-09-09',
  });
  const service = async (name: string, day: string | number) => ({
    service: await catalogueId(ctx, headers, name),
    day,
    name: { id: null, value: '', translate: [] },
    level: 0,
    num_pax: 2,
    status: 1,
    order: 1,
  });
  await addServicesAsClient(ctx, headers, uuid, [
    await service('Casa Andina Standard', '1-4'),
    await service('cusco city tour', 2),
    await service('transfer Cusco airport', 1),
  ]);
});
afterAll(() => ctx.close());

describe('price matrix (I14, I15)', () => {
  it('I15 GET matrix answers [] while the quote has none', async () => {
    const res = await call('GET', `/tenant/itinerary/${uuid}/matrix`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('I14 POST generate-matrix {from_pax, to_pax, start_date} answers a bare array of §5.9 entries', async () => {
    const res = await call('POST', `/tenant/itinerary/${uuid}/generate-matrix`, {
      from_pax: 1,
      to_pax: 10,
      start_date: '2027-09-06',
    });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
    const body = res.json() as Entry[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((e) => e.num_pax)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const entry of body) {
      expect(entry.service_itinerary).toHaveLength(3);
      for (const row of entry.service_itinerary) {
        expect(row).toMatchObject({
          code: expect.any(String),
          id_service_type: expect.any(Number),
          level: expect.any(Number),
          name: expect.objectContaining({ value: expect.any(String) }),
          location: expect.any(Array),
          price: expect.any(Number),
        });
        for (const room of row.service_price as Record<string, unknown>[])
          expect(room).toEqual({
            id_room_type: expect.any(Number),
            romm_name: expect.any(String),
            room_qty: expect.any(Number),
          });
      }
      // The client shows the first level whose total is not 0.
      const levels = entry.prices[0]!.prices;
      for (const level of levels)
        expect(level).toMatchObject({ total: expect.any(Number), fee: expect.any(Number), margin: expect.any(Number) });
      expect(levels.find((l) => l.total !== 0)).toBeDefined();
    }
    // Rows are aligned by index across entries: the same service on the same row.
    const codes = (e: Entry) => e.service_itinerary.map((s) => s.code).join();
    expect(new Set(body.map(codes)).size).toBe(1);
    expect(body[0]!.service_itinerary[0]!.service_price).toEqual([{ id_room_type: 1, romm_name: 'SGL', room_qty: 1 }]);
  });

  it('I15 GET matrix answers [{data: entries}] as the client stores the I14 answer', async () => {
    const generated = (
      await call('POST', `/tenant/itinerary/${uuid}/generate-matrix`, { from_pax: 1, to_pax: 3, start_date: '' })
    ).json();
    const res = await call('GET', `/tenant/itinerary/${uuid}/matrix`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(1);
    expect(body[0].data).toEqual(generated);
  });
});
