import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { catalogueId, costPaths, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Architecture rule: a user without view_cost_price never receives a cost field in any answer.
// The demo travel agent works a quote through every call of the workspace; no answer may carry
// cost, cost_unit, margin, percentage_margin, total_cost, sub_totals... at any depth.

let ctx: TestContext;
let agent: Headers;
let admin: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ctx = await createTestApp();
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
});
afterAll(() => ctx.close());

describe('the travel agent', () => {
  it('never receives a cost field, while sale prices are there', async () => {
    const contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', admin)).json().data[0].id;
    const tour = await catalogueId(ctx, agent, 'cusco city tour');
    const hotel = await catalogueId(ctx, agent, 'Casa Andina Standard');
    const body = {
      title: 'Agent quote',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 2,
    };
    const { quote, answer } = await quoteWith(ctx, agent, body, [
      { service_id: hotel, day: '1-4' },
      { service_id: tour, day: '2' },
    ]);
    const [hotelId, tourId] = answer.services.map((s: { id: number }) => s.id);
    expect(answer.services[0].price).toBe(337.5);
    const answers: { label: string; status: number; body: unknown }[] = [{ label: 'add', status: 201, body: answer }];
    const call = async (label: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const res = await inject(ctx, method, url, agent, payload);
      answers.push({ label, status: res.statusCode, body: res.json() });
      return res;
    };
    await call('process', 'POST', `/tenant/itinerary/process/${quote.uuid}`, [
      { id: tourId, price: 300, notes: 'Agent note' },
    ]);
    await call('list', 'GET', `/tenant/itinerary/services/${quote.id}`);
    await call('prices', 'GET', `/tenant/itinerary/prices/${quote.id}`);
    await call('pax prices', 'GET', `/tenant/itinerary/pax-prices/${quote.id}`);
    await call('save pax prices', 'POST', `/tenant/itinerary/pax-prices/${quote.id}`, [{ mkt_percentage: 5, fee: 10 }]);
    await call('passengers', 'GET', `/tenant/itinerary/passengers/${quote.id}`);
    await call('save passengers', 'PUT', `/tenant/passengers/${quote.id}`, {
      passengers: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    });
    await call('status', 'POST', `/tenant/itinerary/service/status/${tourId}/2`);
    await call('all statuses', 'POST', `/tenant/itinerary/${quote.id}/services_status/1`);
    await call('duplicate services', 'POST', `/tenant/itinerary/${quote.id}/services/duplicate`, {
      services: [tourId],
      day: '3',
    });
    await call('move', 'POST', `/tenant/itinerary/${quote.uuid}/services/move`, {
      days_to_move: 1,
      services: [tourId],
    });
    await call('replace', 'POST', `/tenant/itinerary/${quote.id}/service/${hotelId}/replace/${hotel}`);
    await call('update', 'POST', `/tenant/itinerary/${quote.id}/services/update`, { services: [hotelId] });
    await call('check prices', 'PUT', `/tenant/itinerary/check_prices/${quote.uuid}`);
    await call('version', 'GET', `/tenant/itinerary/${quote.id}/versions/3`);
    await call('duplicate quote', 'POST', '/tenant/itinerary/duplicate', { id: quote.id, start_date: '2026-08-01' });
    for (const a of answers) {
      expect(a.status, `${a.label}: ${JSON.stringify(a.body).slice(0, 300)}`).toBeLessThan(300);
      expect(costPaths(a.body), a.label).toEqual([]);
    }
    // The sale side is still there for the agent.
    expect(JSON.stringify(answers.find((a) => a.label === 'prices')!.body)).toMatch(/"total_price"/);
    // The admin sees the same quote's costs, so the check above is not vacuous.
    expect(
      costPaths((await inject(ctx, 'GET', `/tenant/itinerary/services/${quote.id}`, admin)).json()).length,
    ).toBeGreaterThan(0);
  });

  it('reads the history of a quote assigned to it without the costs and margins it holds', async () => {
    const tour = await catalogueId(ctx, admin, 'cusco city tour');
    const { quote, answer } = await quoteWith(
      ctx,
      admin,
      { title: 'Costed history', start_date: '2026-07-01', num_pax: 2 },
      [{ service_id: tour, day: '1' }],
    );
    const id = answer.services[0].id;
    await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, admin, [
      { id, cost_unit: 41, percentage_margin: 37 },
    ]);
    await inject(ctx, 'POST', `/tenant/itinerary/prices/${quote.id}`, admin, { margin_hotel: 33 });
    expect((await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/assign/${ids.agent}`, admin)).statusCode).toBe(
      200,
    );
    type Entry = { field: string; from: unknown; to: unknown };
    const read = async (headers: Headers, entity: string) =>
      (await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}/history?entity=${entity}`, headers)).json()
        .data as Entry[];
    const hidden = new Set(['edit_cost_unit', 'edit_percentage_margin', 'margin_hotel']);
    const adminSees = [...(await read(admin, 'service')), ...(await read(admin, 'itinerary'))].filter((e) =>
      hidden.has(e.field),
    );
    // The admin sees the figures (so the check below is not vacuous): 41, 37 and 33 are in the entries.
    expect(
      adminSees
        .map((e) => e.to)
        .map(String)
        .sort(),
    ).toEqual(['33', '37', '41']);
    const agentSees = [...(await read(agent, 'service')), ...(await read(agent, 'itinerary'))];
    expect(
      agentSees
        .filter((e) => hidden.has(e.field))
        .map((e) => [e.field, e.from, e.to])
        .sort(),
    ).toEqual([
      ['edit_cost_unit', null, null],
      ['edit_percentage_margin', null, null],
      ['margin_hotel', null, null],
    ]);
    expect(costPaths(agentSees)).toEqual([]);
    // The quote's stored version is read under the same rule.
    expect(costPaths((await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}/versions/2`, agent)).json())).toEqual([]);
  });

  it('cannot edit costs, margins or the visibility it cannot see', async () => {
    const tour = await catalogueId(ctx, agent, 'cusco city tour');
    const { quote, answer } = await quoteWith(
      ctx,
      agent,
      { title: 'Agent edits', start_date: '2026-07-01', num_pax: 2 },
      [{ service_id: tour, day: '1' }],
    );
    const id = answer.services[0].id;
    for (const edit of [
      { id, cost_unit: 10 },
      { id, percentage_margin: 50 },
      { id, visible: 0 },
      { id, service_supplier: [{ supplier_code: 'X', name: 'X', cost_unit: 1 }] },
    ]) {
      const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, agent, [edit]);
      expect(res.statusCode, JSON.stringify(edit)).toBe(403);
    }
    expect(
      (await inject(ctx, 'POST', `/tenant/itinerary/prices/${quote.id}`, agent, { margin_hotel: 30 })).statusCode,
    ).toBe(403);
    // A quote the agent neither owns nor is assigned is not found.
    const { quote: foreign } = await quoteWith(ctx, admin, { title: "Not the agent's" }, []);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/services/${foreign.id}`, agent)).statusCode).toBe(404);
  });
});
