import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { inject, type Headers } from '../../test/quote-services.fixtures';
import { daysWorld, type DaysWorld } from '../../test/quote-days.fixtures';
import { expectDayShape } from '../../test/original-client';
import { addServicesAsClient, createFourDayQuote } from '../../test/original-client-quote.fixtures';

// Decision 0027: the day calls (original-client.md §7, D1–D8) sent exactly as the original client
// sends them — D1 with `limit=10` only, bare arrays of day objects with texts as {id, value,
// translate}, images as "{…}" strings, places as {id, order} with the removed ones re-sent with
// status -1, the merged service objects in `services`, client-only keys, the steps query — and
// the fields of the day object (§7.2) it reads back.

let ctx: TestContext;
let admin: Headers;
let w: DaysWorld;
let uuid: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await daysWorld(ctx, admin);
  uuid = await createFourDayQuote(ctx, admin, {
    title: 'Cusco days',
    client_id: w.ids.andean,
    contract_id: w.contract,
  });
  await addServicesAsClient(ctx, admin, uuid, [
    { service: w.cat.hotel, day: '1-4' },
    { service: w.cat.tour, day: 2 },
    { service: w.cat.valley, day: 3 },
  ]);
});
afterAll(() => ctx.close());

/** D1 exactly as the client sends it. */
async function listDays() {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/days/${uuid}?limit=10`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A day as the day screen sends it back: what it read, its services merged with the full service, client-only keys. */
function asSent(
  day: Record<string, unknown>,
  services: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  const byId = new Map(services.map((s) => [s.id, s]));
  return {
    ...day,
    images: '{}',
    images_full: [],
    services: (day.services as { id: number }[]).map((link) => ({ ...byId.get(link.id), ...link, uuid: 'x' })),
    isModule: false,
    moduleDays: [],
    ...extra,
  };
}

describe('the day calls, as the original client makes them', () => {
  it('D1 answers a bare array of day objects to `limit=10` alone', async () => {
    const days = await listDays();
    expect(Array.isArray(days)).toBe(true);
    expect(days).toHaveLength(4);
    days.forEach(expectDayShape);
    expect(days[0].start_date).toBe('2026-07-01');
  });

  it('D5 creates the days of an empty itinerary ({itinerary_uuid}), then D1 lists them', async () => {
    const res = await inject(ctx, 'POST', '/tenant/days/by-itinerary', admin, { itinerary_uuid: uuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBeTruthy();
    expect((await listDays()).every((d: { id: unknown }) => typeof d.id === 'number')).toBe(true);
  });

  it('D2 saves one edited day: {id,value,translate} texts, "{}" images, kept and removed places, merged services', async () => {
    const [days, services] = [
      await listDays(),
      (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin)).json(),
    ];
    const day = asSent(days[1], services, {
      title: { id: days[1].title.id, value: 'Cusco and its ruins', translate: [] },
      description: { id: days[1].description.id, value: '<p>Walk the <em>old town</em>.</p>', translate: [] },
      location: [
        { id: w.places.cusco, order: 1 },
        { id: w.places.lima, status: -1 },
      ],
      images: '{https://pics.example/cusco.jpg}',
    });
    const res = await inject(ctx, 'POST', `/tenant/itinerary/days/${uuid}?cur_step=1&last_step=1`, admin, [day]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(Array.isArray(saved) && saved.length > 0).toBe(true);
    saved.forEach(expectDayShape);
    expect(saved[1]).toMatchObject({
      id: days[1].id,
      title: { value: 'Cusco and its ruins' },
      description: { value: '<p>Walk the <em>old town</em>.</p>' },
      location: [{ id: w.places.cusco, order: 1, location_name: 'Cusco', location_code: expect.any(String) }],
      images: ['https://pics.example/cusco.jpg'],
    });
  });

  it('D2 with _order_start_day takes every day after a reorder, new days with id null', async () => {
    const [days, services] = [
      await listDays(),
      (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin)).json(),
    ];
    const sent = [
      asSent(days[0], services, { _order_start_day: true }),
      {
        id: null,
        start_day: 2,
        order: 2,
        duration: 1,
        title: { id: null, value: 'Free day', translate: [] },
        description: { id: null, value: '', translate: [] },
        location: [],
        images: '{}',
        services: [],
        _order_start_day: true,
      },
      ...days
        .slice(1)
        .map((d: { start_day: number }) =>
          asSent({ ...d, start_day: d.start_day + 1, order: d.start_day + 1 }, services, { _order_start_day: true }),
        ),
    ];
    const res = await inject(ctx, 'POST', `/tenant/itinerary/days/${uuid}?cur_step=1&last_step=1`, admin, sent);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.map((d: { title: { value: string } }) => d.title.value)).toEqual([
      '',
      'Free day',
      'Cusco and its ruins',
      '',
      '',
    ]);
    saved.forEach(expectDayShape);
  });

  it('D3 merges a nested day and a module day (nestedDays, isTemplateDay, entity_uuid)', async () => {
    const days = await listDays();
    const body = [
      {
        ...days[2],
        images: '{}',
        nestedDays: [
          { ...days[3], images: '{}', isTemplateDay: false },
          {
            id: 12,
            start_day: 1,
            isTemplateDay: true,
            entity_uuid: '7a1f3c2e-0000-4000-8000-00000000abcd',
            title: { id: 12, value: 'Module day', translate: [] },
            description: { id: 12, value: '<p>From the module.</p>', translate: [] },
            location: [],
            images: '{}',
            services: [],
          },
        ],
        isTemplateDay: false,
        entity_uuid: null,
      },
    ];
    const res = await inject(ctx, 'POST', `/tenant/itinerary/days/merge/${uuid}?cur_step=1&last_step=1`, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json();
    expect(merged).toHaveLength(4);
    merged.forEach(expectDayShape);
    expect(merged[2]).toMatchObject({
      title: { value: 'Cusco and its ruins / Module day' },
      entity_uuid: '7a1f3c2e-0000-4000-8000-00000000abcd',
    });
  });

  it('D7 answers generated days and the one with the edited day id is saved back with D2', async () => {
    const days = await listDays();
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/days/generate`, admin, {
      id: uuid,
      day: days[3].start_day,
    });
    expect(res.statusCode, res.body).toBe(200);
    const generated = res.json();
    const kept = generated.find((d: { id: number }) => d.id === days[3].id);
    expect(kept.title.value).not.toBe('');
    const saved = await inject(ctx, 'POST', `/tenant/itinerary/days/${uuid}?cur_step=1&last_step=1`, admin, [
      { ...kept, images: '{}' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()[3].description.value).toBe(kept.description.value);
  });

  it('D8 moves days with {id, moved_date, days_to_move, cur_step, last_step} and D6 completes them', async () => {
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/days/move?cur_step=1&last_step=1`, admin, {
      id: uuid,
      moved_date: '2026-07-04',
      days_to_move: 1,
      cur_step: 1,
      last_step: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(5);
    const done = await inject(ctx, 'PUT', `/tenant/days/by-itinerary?cur_step=1&last_step=1`, admin, {
      itinerary_uuid: uuid,
      autocomplete: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(Array.isArray(done.json())).toBe(true);
    done.json().forEach(expectDayShape);
  });

  it('D4 deletes a day with the steps query and no body, answering `data`', async () => {
    const days = await listDays();
    const res = await inject(ctx, 'DELETE', `/tenant/itinerary/day/${days[4].id}?cur_step=1&last_step=1`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ days: 4 });
    expect(await listDays()).toHaveLength(4);
  });
});
