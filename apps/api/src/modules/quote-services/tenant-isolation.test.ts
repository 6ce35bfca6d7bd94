import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { demoIds, ownerQuery } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// docs/domain/quality.md#tenant-isolation: every call of the workspace, made with tenant B's token on tenant
// A's quote and services, answers 404 and changes nothing.

let ctx: TestContext;
const as: Record<string, Headers> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  as.admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
});
afterAll(() => ctx.close());

describe('tenant B on tenant A’s quote', () => {
  it('gets 404 from all 18 workspace calls and changes nothing', async () => {
    const ids = await demoIds(ctx);
    const contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', as.admin)).json().data[0].id;
    const tour = await catalogueId(ctx, as.admin, 'cusco city tour');
    const { quote, answer } = await quoteWith(
      ctx,
      as.admin,
      {
        title: 'Isolated',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-03',
        num_pax: 2,
      },
      [{ service_id: tour, day: '2' }],
    );
    const service = answer.services[0].id as number;
    // B's own catalogue service, so a replace or add can only fail on A's quote.
    const theirs = await catalogueId(ctx, as.other, 'cusco city tour');
    const snapshot = async () =>
      ownerQuery<{ version: number; services: number; price: string }>(
        ctx,
        sql`SELECT i.version, (SELECT count(*)::int FROM itinerary_services s WHERE s.itinerary_id = i.id) AS services, i.price::text AS price FROM itineraries i WHERE i.id = ${quote.rowId}`,
      );
    const before = await snapshot();

    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['POST', `/tenant/itinerary/services/${quote.uuid}`, { services: [{ service_id: theirs, day: '1' }] }],
      ['POST', `/tenant/itinerary/process/${quote.uuid}`, [{ id: service, price: 1 }]],
      ['GET', `/tenant/itinerary/services/${quote.rowId}`],
      ['DELETE', `/tenant/itinerary/service/${service}`],
      ['POST', `/tenant/itinerary/service/status/${service}/3`],
      ['POST', `/tenant/itinerary/${quote.rowId}/services_status/3`],
      ['POST', `/tenant/itinerary/${quote.rowId}/service/${service}/replace/${theirs}`],
      ['POST', `/tenant/itinerary/${quote.rowId}/services/duplicate`, { services: [service] }],
      ['POST', `/tenant/itinerary/${quote.uuid}/services/move`, { days_to_move: 1, services: [service] }],
      ['PUT', `/tenant/itinerary/check_prices/${quote.uuid}`],
      ['POST', `/tenant/itinerary/${quote.rowId}/services/${service}/import`],
      ['POST', `/tenant/itinerary/${quote.rowId}/services/update`, { services: [service] }],
      ['GET', `/tenant/itinerary/prices/${quote.rowId}`],
      ['POST', `/tenant/itinerary/prices/${quote.rowId}`, { margin_hotel: 40 }],
      ['GET', `/tenant/itinerary/pax-prices/${quote.rowId}`],
      ['POST', `/tenant/itinerary/pax-prices/${quote.rowId}`, [{ fee: 10 }]],
      ['GET', `/tenant/itinerary/passengers/${quote.rowId}`],
      ['PUT', `/tenant/passengers/${quote.rowId}`, { passengers: [{ name: 'Intruder' }] }],
    ];
    const answers = [];
    for (const [method, url, body] of calls) {
      const res = await inject(ctx, method, url, as.other, body);
      answers.push([method, url, res.statusCode, errorOf(res).code]);
    }
    expect(answers).toEqual(calls.map(([method, url]) => [method, url, 404, 'NOT_FOUND']));
    expect(await snapshot()).toEqual(before);
  });
});
