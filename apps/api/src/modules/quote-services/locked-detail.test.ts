import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { expectDetailAsStored } from '../../../test/locked-detail.fixtures';
import { demoIds } from '../../../test/quotes.fixtures';
import { cuscoCatalogue, inject, moveByADay, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// A write that stores no version (nothing moved) answers the quote's detail from the row it locked
// (decision 0103); one that stores a version, from the row its version's write returned (0118):
// either way the answer must be the detail a read gives, for every reader.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let quoteUuid: string;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  const ids = await demoIds(ctx);
  const { contract, cat } = await cuscoCatalogue(ctx, as.admin!);
  const { quote } = await quoteWith(
    ctx,
    as.admin!,
    {
      title: 'Detail from the lock',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-03',
      num_pax: 2,
    },
    [
      { service_id: cat.hotel, day: '1-2' },
      { service_id: cat.tour, day: '2' },
    ],
  );
  quoteUuid = quote.uuid;
});
afterAll(() => ctx.close());

const versionOf = async (headers: Headers) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/${quoteUuid}`, headers)).json().data.version as number;

describe('a write that stores no version', () => {
  it('answers the stored detail from the lock on a "[]" refresh, again and again', async () => {
    for (const headers of [as.admin!, as.admin!]) {
      const version = await versionOf(headers);
      const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${quoteUuid}`, headers, []);
      expect(res.statusCode, res.body).toBe(200);
      expect(await versionOf(headers)).toBe(version);
      await expectDetailAsStored(ctx, headers, res.json());
    }
  });

  it('answers the stored detail from the lock when check_prices finds nothing to change', async () => {
    const version = await versionOf(as.admin!);
    const res = await inject(ctx, 'PUT', `/tenant/itinerary/check_prices/${quoteUuid}`, as.admin!);
    expect(res.statusCode, res.body).toBe(200);
    expect(await versionOf(as.admin!)).toBe(version);
    await expectDetailAsStored(ctx, as.admin!, res.json());
  });

  it('answers the detail read again once a write stores a version', async () => {
    const version = await versionOf(as.admin!);
    const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${quoteUuid}`, as.admin!)).json() as {
      id: number;
    }[];
    const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${quoteUuid}`, as.admin!, [
      { id: services[services.length - 1]!.id, price: 321 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().itinerary.version).toBe(version + 1);
    await expectDetailAsStored(ctx, as.admin!, res.json());
  });

  it('answers the detail its version write returned, after a move and after a passengers save', async () => {
    const version = await versionOf(as.admin!);
    const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${quoteUuid}`, as.admin!)).json() as {
      id: number;
    }[];
    const moved = await moveByADay<{ itinerary: { id: number; version: number } }>(ctx, as.admin!, quoteUuid, [
      services[services.length - 1]!.id,
    ]);
    expect(moved.itinerary.version).toBe(version + 1);
    await expectDetailAsStored(ctx, as.admin!, moved);
    const id = moved.itinerary.id;
    const saved = await inject(ctx, 'PUT', `/tenant/passengers/${id}?cur_step=1&last_step=1`, as.admin!, {
      id_itinerary: id,
      data: [{ first_name: 'Ana', last_name: 'López', type: 'adult' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().itinerary.version).toBe(version + 2);
    await expectDetailAsStored(ctx, as.admin!, saved.json());
  });
});
