import { sql } from 'drizzle-orm';
import type { TestContext } from './helper';
import { demoIds, ownerQuery } from './quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from './quote-services.fixtures';

// Shared by the day tests (modules/quote-days, contract/days): a four-day Cusco quote of the
// Andean client with a stay over three nights, an arrival transfer and a city tour, and quick
// readers of its days and services.

export interface DaysWorld {
  ids: Awaited<ReturnType<typeof demoIds>>;
  contract: number;
  cat: { hotel: number; tour: number; transfer: number; valley: number };
  places: { cusco: number; valley: number; lima: number };
}

export async function daysWorld(ctx: TestContext, admin: Headers): Promise<DaysWorld> {
  const ids = await demoIds(ctx);
  const contract = (await inject(ctx, 'GET', `/tenant/clients/contract/?client=${ids.andean}`, admin)).json().data[0]
    .id as number;
  const place = async (name: string) =>
    (await ownerQuery<{ id: number }>(ctx, sql`SELECT id FROM locations WHERE name = ${name} ORDER BY id LIMIT 1`))[0]!
      .id;
  return {
    ids,
    contract,
    cat: {
      hotel: await catalogueId(ctx, admin, 'Casa Andina Standard'),
      tour: await catalogueId(ctx, admin, 'cusco city tour'),
      transfer: await catalogueId(ctx, admin, 'transfer Cusco airport'),
      valley: await catalogueId(ctx, admin, 'Sacred Valley: Pisac'),
    },
    places: { cusco: await place('Cusco'), valley: await place('Sacred Valley'), lima: await place('Lima') },
  };
}

export interface DayAnswer {
  id: number | null;
  itinerary_id: number;
  start_day: number;
  start_date: string | null;
  title: { value: string };
  description: { value: string };
  location: { id: number; location_name: string }[];
  overnight_location_id: number | null;
  overnight_location_name: string | null;
  meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
  images: string[];
  services: { id: number; itinerary_service: number; order: number }[];
  entity_uuid: string | null;
}

/** A four-day quote (July 1–4, 2026) with the stay 1-4, the transfer on day 1, the tour on day 2 and the valley on day 3. */
export async function cuscoQuote(
  ctx: TestContext,
  headers: Headers,
  w: DaysWorld,
  extra: Record<string, unknown> = {},
) {
  const { quote } = await quoteWith(
    ctx,
    headers,
    {
      title: 'Cusco 4 days',
      client_id: w.ids.andean,
      contract_id: w.contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 2,
      ...extra,
    },
    [
      { service_id: w.cat.hotel, day: '1-4' },
      { service_id: w.cat.transfer, day: '1' },
      { service_id: w.cat.tour, day: '2' },
      { service_id: w.cat.valley, day: '3' },
    ],
  );
  const services = await servicesOf(ctx, headers, quote.uuid);
  const id = (part: string) => services.find((s) => s.name.value.includes(part))!.id;
  return {
    quote,
    hotel: id('Casa Andina'),
    transfer: id('transfer'),
    tour: id('city tour'),
    valley: id('Sacred Valley'),
  };
}

export async function servicesOf(ctx: TestContext, headers: Headers, uuid: string) {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}`, headers);
  if (res.statusCode !== 200) throw new Error(`services: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; day: string; name: { value: string }; start_date: string; price: number }[];
}

/** Every day of the quote (D1 with a large page). */
export async function daysOf(ctx: TestContext, headers: Headers, uuid: string): Promise<DayAnswer[]> {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/days/${uuid}?limit=100`, headers);
  if (res.statusCode !== 200) throw new Error(`days: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The day numbers of the services, by service id. */
export async function serviceDays(ctx: TestContext, headers: Headers, uuid: string): Promise<Record<number, string>> {
  return Object.fromEntries((await servicesOf(ctx, headers, uuid)).map((s) => [s.id, s.day]));
}

export async function quoteRow(ctx: TestContext, headers: Headers, uuid: string) {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers);
  return res.json().data as { version: number; num_day: number; end_date: string | null; start_date: string | null };
}

/** Services of each day, as [day, [service ids]] pairs. */
export const servicesByDay = (days: DayAnswer[]) => days.map((d) => [d.start_day, d.services.map((s) => s.id)]);
