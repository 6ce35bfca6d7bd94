import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Decision 0096, "a child sharing the parents' room": a family of three gets DBL + SGL; the rooming list
// puts the child in the parents' double. The passengers call says the single holds nobody (it is
// still charged and asked of the hotel) and does not call the double over capacity.

let ctx: TestContext;
let admin: Headers;
let q: Awaited<ReturnType<typeof quoteWith>>['quote'];
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const ids = await demoIds(ctx);
  const contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', admin)).json().data[0].id;
  const hotel = await catalogueId(ctx, admin, 'Casa Andina Standard');
  q = (
    await quoteWith(
      ctx,
      admin,
      {
        title: 'Family',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-04',
        num_pax: 3,
      },
      [{ service_id: hotel, day: '1-4' }],
    )
  ).quote;
});
afterAll(() => ctx.close());

type Warning = { code: string; pax_ids: number[]; room?: number; message: string };
const EMPTY_SINGLE =
  'Room 2 (SGL) holds nobody: the quote charges its full rate every night and the hotel is asked for it. Remove it from the rooms if nobody needs it.';

describe('a child in the parents’ double', () => {
  it('warns that the single holds nobody and keeps the double within capacity', async () => {
    const listed = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, admin)).json();
    const [a, b, c] = listed.data as { id: number }[];
    expect(listed.rooming.rooms.map((r: { name: string }) => r.name)).toEqual(['DBL', 'SGL']);
    const res = await inject(ctx, 'PUT', `/tenant/passengers/${q.id}?cur_step=1&last_step=1`, admin, {
      id_itinerary: q.id,
      data: [
        { id: a!.id, status: 1, room: 0 },
        { id: b!.id, status: 1, room: 0 },
        { id: c!.id, status: 1, room: 0, type: 'child', age: 8 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    const rooms = saved.warnings.filter((w: Warning) => w.code.startsWith('room'));
    expect(rooms).toEqual([{ code: 'room_empty', pax_ids: [], room: 1, message: EMPTY_SINGLE }]);
    // The level prices show it too (the save's messages), as the other rooming warnings.
    expect(saved.messages[0].warnings).toContain(EMPTY_SINGLE);
    const again = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, admin)).json();
    expect(again.warnings.map((w: Warning) => w.code)).toContain('room_empty');
    expect(again.warnings.map((w: Warning) => w.code)).not.toContain('room_over_capacity');
  });

  it('says the empty room of the passenger list in the reader language (decision 0098)', async () => {
    const said = async (lang: string) => {
      const listed = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}?lang=${lang}`, admin)).json();
      return listed.warnings.find((w: Warning) => w.code === 'room_empty') as Warning;
    };
    expect((await said('en')).message).toBe(EMPTY_SINGLE);
    expect(await said('es')).toEqual({
      code: 'room_empty',
      pax_ids: [],
      room: 1,
      message:
        'La habitación 2 (SGL) no tiene a nadie: la cotización cobra su tarifa completa cada noche y se le pide al hotel. Quítala de las habitaciones si nadie la necesita.',
    });
    expect((await said('pt-BR')).message).toMatch(/^O quarto 2 \(SGL\) não tem ninguém: /);
  });
});
