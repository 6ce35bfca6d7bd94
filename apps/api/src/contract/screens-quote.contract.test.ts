import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { demoIds } from '../../test/quotes.fixtures';
import { catalogueId, inject, type Headers } from '../../test/quote-services.fixtures';
import { originalClientHeaders, quoteForm } from '../../test/original-client';

// Issue 46, the original client screen by screen: a quote created from scratch (I5 with the create
// form's null text objects), its service rows (S1's `edition`), its versions (I13 as the client
// queries it, then I3), and the answers it reads at the top level (I9, I8, I12). Each call is sent
// as the client sends it: its headers, the steps query, its body forms.

let ctx: TestContext;
let headers: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
let tour: number;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
  ids = await demoIds(ctx);
  const contracts = await inject(
    ctx,
    'GET',
    `/tenant/clients/contract/${ids.andean}?id=${ids.andean}&contract_id=&page=1&limit=10&search=&name=`,
    headers,
  );
  contract = contracts.json().data[0].id;
  tour = await catalogueId(ctx, headers, 'cusco city tour');
});
afterAll(() => ctx.close());

/** I5 as the create form sends it: `description` is always there, as {id: null, value: null} when nothing was typed. */
async function createAsClient(title: string, description: unknown = { id: null, value: null }) {
  const res = await inject(
    ctx,
    'POST',
    '/tenant/itinerary?cur_step=1&last_step=1',
    headers,
    quoteForm({
      title,
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 2,
      num_day: 4,
      trip_type: 1,
      version: 1,
      quote_creation: new Date().toISOString(),
      checkboxGroup: false,
      description,
    }),
  );
  expect(res.statusCode, res.body.slice(0, 400)).toBe(201);
  const uuid = res.json().messages[0].itinerary as string;
  expect(res.json().messages[0].errors).toBeUndefined();
  return uuid;
}

describe('I5: a quote created from scratch', () => {
  it('takes the create form with description {id: null, value: null}: 201, no description', async () => {
    const uuid = await createAsClient('From scratch');
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json().data;
    expect(detail).toMatchObject({ id: uuid, title: { value: 'From scratch' }, description: { value: '' } });
  });

  it('takes a title sent as {id: null, value: null} as no title typed, and a description typed', async () => {
    const uuid = await createAsClient('ignored', { id: null, value: 'Four days in Cusco.' });
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json().data.description.value).toBe(
      'Four days in Cusco.',
    );
    const res = await inject(ctx, 'POST', '/tenant/itinerary?cur_step=1&last_step=1', headers, [
      { ...quoteForm({ title: 'x', client_id: ids.andean })[0], title: { id: null, value: null } },
    ]);
    expect(res.statusCode, res.body.slice(0, 400)).toBe(201);
    // A text object whose value is not a text is still refused, with the standard error body.
    const bad = await inject(ctx, 'POST', '/tenant/itinerary?cur_step=1&last_step=1', headers, [
      { ...quoteForm({ title: 'x', client_id: ids.andean })[0], description: { id: null, value: 12 } },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.data).toContain('body.description');
  });
});
