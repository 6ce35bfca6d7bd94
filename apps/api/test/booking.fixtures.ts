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
  if (confirm) await confirmSale(ctx, headers, quote.uuid);
  return { uuid: quote.uuid, rowId: quote.rowId, services };
}

/** Sent, then Confirmed as sold at `level` (I10 with prices_list): the path every role may walk. */
export async function confirmSale(ctx: TestContext, headers: Headers, uuid: string, level = 2) {
  await inject(ctx, 'POST', `/tenant/itinerary/status/${uuid}/4`, headers, { id: uuid, status: 4 });
  const res = await inject(ctx, 'POST', `/tenant/itinerary/status/${uuid}/2`, headers, {
    id: uuid,
    status: 2,
    prices_list: [
      { id: 1, type: 'seller', selected_level: level },
      { id: 2, type: 'reseller', selected_level: 0 },
    ],
  });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
}

export async function outbox(ctx: TestContext) {
  return rowsOf<{ id: number; to_address: string; subject: string; body: string; status: string }>(
    await ctx.database.db.execute(sql`SELECT id, to_address, subject, body, status FROM mail_outbox ORDER BY id`),
  );
}

export const tokenOf = (link: string) => link.split('/booking/')[1]!;

/** The three travellers of familyQuote: what a supplier may read of them and what it never may. */
export const FAMILY = [
  {
    first_name: 'Ana',
    last_name: 'Pérez',
    type: 'adult',
    lead: true,
    email: 'ana.perez@example.com',
    birthdate: '1980-01-15',
    passport_number: 'PA1234567',
    passport_expiration: '2031-01-01',
    dietary_notes: 'Vegetarian',
    medical_notes: 'Nut allergy, carries an EpiPen',
  },
  { first_name: 'Tom', last_name: 'Pérez', type: 'adult', medical_notes: 'Asthma' },
  // Six on the trip's first day (2026-07-01): seven the day after it ends.
  { first_name: 'Lucía', last_name: 'Pérez', type: 'child', birthdate: '2019-07-05', dietary_notes: 'No gluten' },
];

/**
 * A family of three (FAMILY) sold at Superior: one night at the Palacio del Inka (day 2, a stay that
 * checks out on day 3), the arrival transfer (day 1), the city tour (day 2) and a dinner (day 3) —
 * the last three from one supplier, the DMC.
 */
export async function familyQuote(ctx: TestContext, headers: Headers) {
  const ids = await demoIds(ctx);
  const contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', headers)).json().data[0].id as number;
  const { quote, answer } = await quoteWith(
    ctx,
    headers,
    {
      title: 'Pérez family',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 3,
    },
    [
      { service_id: await catalogueId(ctx, headers, 'Palacio del Inka'), day: '2' },
      { service_id: await catalogueId(ctx, headers, 'transfer Cusco airport'), day: '1' },
      { service_id: await catalogueId(ctx, headers, 'cusco city tour'), day: '2' },
      { service_id: await catalogueId(ctx, headers, 'Novo-Andean'), day: '3' },
    ],
  );
  const named = (part: string) =>
    (answer.services as { id: number; name: { value: string } }[]).find((s) => s.name.value.includes(part))!.id;
  const saved = await inject(ctx, 'PUT', `/tenant/passengers/${quote.uuid}`, headers, { passengers: FAMILY });
  if (saved.statusCode !== 200) throw new Error(`passengers failed: ${saved.statusCode} ${saved.body}`);
  await confirmSale(ctx, headers, quote.uuid);
  return {
    uuid: quote.uuid,
    rowId: quote.rowId,
    services: {
      hotel: named('Palacio del Inka'),
      transfer: named('transfer'),
      tour: named('city tour'),
      dinner: named('Novo-Andean'),
    },
  };
}
