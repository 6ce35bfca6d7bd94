import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import type { TestContext } from './helper';
import { catalogueId, inject, quoteWith, type Headers } from './quote-services.fixtures';
import { demoIds } from './quotes.fixtures';

// Shared by the booking test files: a quote with a hotel on each level and two ground services,
// confirmed as sold at Superior (level 2) the way the Book tab does it (contract I10).

export async function bookingQuote(ctx: TestContext, headers: Headers, confirm = true) {
  const ids = await demoIds(ctx);
  const contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', headers)).json().data[0].id as number;
  const cat = {
    comfort: await catalogueId(ctx, headers, 'Casa Andina Standard'),
    superior: await catalogueId(ctx, headers, 'Palacio del Inka'),
    tour: await catalogueId(ctx, headers, 'cusco city tour'),
    transfer: await catalogueId(ctx, headers, 'transfer Cusco airport'),
  };
  const body = {
    title: 'Booked trip',
    client_id: ids.andean,
    contract_id: contract,
    start_date: '2026-07-01',
    end_date: '2026-07-04',
    num_pax: 2,
  };
  const { quote, answer } = await quoteWith(ctx, headers, body, [
    { service_id: cat.comfort, day: '1-3' },
    { service_id: cat.superior, day: '1-3' },
    { service_id: cat.transfer, day: '1' },
    { service_id: cat.tour, day: '2' },
  ]);
  const named = (part: string) =>
    (answer.services as { id: number; name: { value: string } }[]).find((s) => s.name.value.includes(part))!.id;
  const services = {
    comfort: named('Casa Andina'),
    superior: named('Palacio del Inka'),
    transfer: named('transfer'),
    tour: named('city tour'),
  };
  if (confirm) {
    // Sent, then Confirmed: the path every role may walk (staff may also confirm straight away).
    await inject(ctx, 'POST', `/tenant/itinerary/status/${quote.uuid}/4`, headers, { id: quote.uuid, status: 4 });
    const res = await inject(ctx, 'POST', `/tenant/itinerary/status/${quote.uuid}/2`, headers, {
      id: quote.uuid,
      status: 2,
      prices_list: [
        { id: 1, type: 'seller', selected_level: 2 },
        { id: 2, type: 'reseller', selected_level: 0 },
      ],
    });
    if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
  }
  return { uuid: quote.uuid, rowId: quote.rowId, services };
}

export async function outbox(ctx: TestContext) {
  return rowsOf<{ id: number; to_address: string; subject: string; body: string; status: string }>(
    await ctx.database.db.execute(sql`SELECT id, to_address, subject, body, status FROM mail_outbox ORDER BY id`),
  );
}

export const tokenOf = (link: string) => link.split('/booking/')[1]!;
