import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';

// The location insertion check (spec 02 §5; decision 0056): a service whose place differs from the
// service before or after it is flagged when it is added, in the add answer's messages, not only as
// an export warning.

let ctx: TestContext;
let admin: Record<string, string>;
const FLAG = 'This service is in another place than the services before and after it';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const serviceId = async (name: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/tenant/services?name=${encodeURIComponent(name)}`, headers: admin })
  ).json().data[0].id as number;

describe('the location insertion check', () => {
  it('flags a service added between services of another place, naming it in the add answer', async () => {
    const [cuscoTransfer, cuscoTour, limaTransfer, ruins] = [
      await serviceId('Private transfer Cusco airport'),
      await serviceId('Cusco city tour'),
      await serviceId('Private transfer Lima airport'),
      await serviceId('Machu Picchu entrance'),
    ];
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: admin,
      payload: { title: 'Places in order', start_date: '2026-07-01', end_date: '2026-07-06', num_pax: 2 },
    });
    const uuid = created.json().data.uuid as string;
    const add = (service_id: number, day: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/tenant/itinerary/services/${uuid}`,
        headers: admin,
        payload: { services: [{ service_id, day, level: 0 }] },
      });
    const warnings = (res: Awaited<ReturnType<typeof add>>) =>
      (res.json().messages as { warnings: string[] }[]).flatMap((m) => m.warnings);

    expect(warnings(await add(cuscoTransfer, '1'))).not.toContainEqual(expect.stringContaining(FLAG));
    expect(warnings(await add(cuscoTour, '3'))).not.toContainEqual(expect.stringContaining(FLAG));
    const lima = await add(limaTransfer, '2');
    expect(lima.statusCode).toBe(200);
    expect(warnings(lima)).toContain(`Private transfer Lima airport – Miraflores: ${FLAG}`);
    // Only what this call inserted is named: the Cusco tour now differs from Lima too, but was not added.
    expect(warnings(lima).filter((w) => w.endsWith(FLAG))).toHaveLength(1);
    // Machu Picchu is its own place: after the Cusco tour it is flagged as well.
    expect(warnings(await add(ruins, '4'))).toContain(`Machu Picchu entrance (circuit 2): ${FLAG}`);
  });
});
