import { listPriceOf, type PricedSellerTypes } from '@itinera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { rowsOf } from '../db/rows';
import { DEMO_QUOTE_SERVICES } from './demo-quote-services-data';

// The demo quotes open on real figures: services over several days at every level, passengers,
// prices from the one pricing run, and the current version's snapshot holding all of it.

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const quoteId = async (title: string) =>
  rowsOf<{ id: number; version: number }>(
    await ctx.database.db.execute(
      sql`SELECT i.id, i.version FROM itineraries i JOIN tenants t ON t.id = i.tenant_id WHERE t.slug = 'demo' AND i.title = ${title}`,
    ),
  )[0]!;

describe('demo quote services', () => {
  it('gives every planned quote priced services over several days, with passengers', async () => {
    for (const item of DEMO_QUOTE_SERVICES) {
      const q = await quoteId(item.title);
      const list = (
        await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/services/${q.id}`, headers: admin })
      ).json() as { day: string; level: number; price: number; errors: string[] }[];
      expect(list.length, item.title).toBeGreaterThan(4);
      expect(new Set(list.map((s) => s.day.split('-')[0])).size, item.title).toBeGreaterThan(2);
      expect(
        list.filter((s) => s.errors.length),
        item.title,
      ).toEqual([]);
      expect(new Set(list.map((s) => s.level)), item.title).toEqual(new Set([0, 1, 2, 3]));
      expect(list.every((s) => s.price > 0)).toBe(true);
      const passengers = (
        await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/passengers/${q.id}`, headers: admin })
      ).json().data;
      expect(passengers[0].first_name).toBe(item.passengers[0]!.first_name);
      expect(passengers[0].lead).toBe(true);
    }
  });

  it('prices the Smith family per level, shows the list price and keeps it all in the current version', async () => {
    const q = await quoteId('Classic Peru 12 days — Smith family');
    const prices = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/prices/${q.id}`, headers: admin })
    ).json();
    const seller = prices.find((p: { type: string }) => p.type === 'seller').prices as { total: number; fee: number }[];
    expect(seller.map((l) => l.total).every((t) => t > 1000)).toBe(true);
    expect(seller[0]!.total).toBeLessThan(seller[1]!.total);
    expect(seller[1]!.total).toBeLessThan(seller[2]!.total);
    expect(seller[0]!.fee).toBe(100);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${q.id}`, headers: admin })).json()
      .data;
    // Sold at Superior (demo-booking.ts): its price is that level's.
    expect(detail.sold_level).toBe(2);
    expect(detail.price).toBe(seller[1]!.total);
    const snap = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${q.id}/versions/${q.version}`, headers: admin })
    ).json();
    expect(snap.service_itinerary.length).toBeGreaterThan(10);
    expect(snap.passengers).toHaveLength(4);
    expect(snap.days.every((d: { id: number | null }) => typeof d.id === 'number')).toBe(true);
  });

  it("stores every quote's list price as its last pricing run has it: the quotes list sorts by it", async () => {
    const rows = rowsOf<{ code: string; price: number | null; sold_level: number | null; prices: PricedSellerTypes[] }>(
      await ctx.database.db.execute(
        sql`SELECT i.code, i.price::float8 AS price, i.sold_level, p.prices FROM itineraries i
          JOIN tenants t ON t.id = i.tenant_id JOIN itinerary_pricing p ON p.itinerary_id = i.id WHERE t.slug = 'demo'`,
      ),
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((r) => r.sold_level !== null)).toBe(true);
    // The cheapest seller level holding services, or the level sold (listPriceOf).
    const stale = rows.filter((r) => r.price !== listPriceOf(r.prices, r.sold_level));
    expect(stale.map((r) => `${r.code}: ${r.price} ≠ ${listPriceOf(r.prices, r.sold_level)}`)).toEqual([]);
  });

  it('writes the days of every planned quote: titles, HTML descriptions, meals and the overnight place', async () => {
    for (const item of DEMO_QUOTE_SERVICES) {
      const q = await quoteId(item.title);
      const days = (
        await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/days/${q.id}?limit=100`, headers: admin })
      ).json() as {
        id: number | null;
        title: { value: string };
        description: { value: string };
        meals: { breakfast: boolean };
        overnight_location_name: string | null;
        services: unknown[];
      }[];
      expect(days.length, item.title).toBeGreaterThan(2);
      for (const d of days) {
        expect(d.id, item.title).not.toBeNull();
        expect(d.title.value, item.title).not.toBe('');
        expect(d.description.value, item.title).toMatch(/^<p>.+<\/p>$/);
      }
      expect(days.some((d) => d.meals.breakfast)).toBe(true);
      expect(days[0]!.overnight_location_name, item.title).toBeTruthy();
    }
    const smith = await quoteId('Classic Peru 12 days — Smith family');
    const days = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/days/${smith.id}`, headers: admin })
    ).json();
    expect(days[0].title.value).toBe('Arrival in Lima');
    expect(days[0].description.value).toContain('City of Kings');
  });

  it('names the travellers, with documents, children typed by age, and some warnings to look at (issue 20)', async () => {
    const read = async (title: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/tenant/itinerary/passengers/${(await quoteId(title)).id}`,
          headers: admin,
        })
      ).json() as {
        data: { name: string; type: string; passport_number: string | null; room: number | null }[];
        warnings: { code: string; message: string }[];
      };
    const evans = await read('Costa Rica wildlife & volcanoes');
    expect(evans.data.map((p) => [p.name, p.type])).toEqual([
      ['Mark Evans', 'adult'],
      ['Sara Evans', 'adult'],
      ['Leo Evans', 'child'],
      ['Mia Evans', 'child'],
    ]);
    expect(evans.warnings.map((w) => w.code)).toEqual(['no_room', 'document_missing']);
    const smith = await read('Classic Peru 12 days — Smith family');
    expect(smith.data.every((p) => p.passport_number && p.room !== null)).toBe(true);
    expect(smith.warnings.map((w) => w.code)).toEqual(['age_band', 'document_expiry']);
  });

  it("prices the Smith children at their own rate on Peru's tours, the Evans children in Costa Rica as adults (issue 41)", async () => {
    const levels = async (title: string) =>
      (
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/tenant/itinerary/prices/${(await quoteId(title)).id}`,
            headers: admin,
          })
        ).json() as {
          type: string;
          prices: {
            pax_prices: { pax_id: number; total_price: number }[];
            child_prices?: { pax_id: number; age: number | null; per_person: number }[];
          }[];
        }[]
      ).find((p) => p.type === 'seller')!.prices;
    const smith = (await levels('Classic Peru 12 days — Smith family'))[1]!;
    // Tom is 11 on the first day (12 during the trip), Emma 10: both pay the tours' child price.
    expect(smith.child_prices!.map((c) => c.age)).toEqual([11, 10]);
    const [john, mary, tom, emma] = smith.pax_prices;
    expect(john!.total_price).toBe(mary!.total_price);
    expect(tom!.total_price).toBeLessThan(john!.total_price);
    expect(emma!.total_price).toBeLessThan(john!.total_price);
    expect(smith.child_prices!.map((c) => c.per_person)).toEqual([tom!.total_price, emma!.total_price]);
    for (const level of await levels('Costa Rica wildlife & volcanoes')) expect(level.child_prices).toEqual([]);
  });

  it("shows the Smith family's booking as its suppliers left it: what was asked reads Requested, the decline Declined (issue 48)", async () => {
    const [smith] = rowsOf<{ uuid: string }>(
      await ctx.database.db.execute(
        sql`SELECT i.uuid FROM itineraries i JOIN tenants t ON t.id = i.tenant_id WHERE t.slug = 'demo' AND i.title = 'Classic Peru 12 days — Smith family'`,
      ),
    );
    const booking = (
      await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${smith!.uuid}/booking`, headers: admin })
    ).json() as {
      progress: { confirmed: number; total: number };
      suppliers: { services: { name: string; booking_state: string; last_message: string }[] }[];
    };
    const services = booking.suppliers.flatMap((s) => s.services);
    // The tab read "Not requested" beside "Requested from …", and "Canceled" beside "Declined by …".
    const said = services.map((s) => `${s.booking_state}: ${s.last_message.replace(/ by .*| from .*/, '')}`);
    expect(new Set(said)).toEqual(new Set(['confirmed: Confirmed', 'declined: Declined', 'requested: Requested']));
    expect(services.filter((s) => s.booking_state === 'declined')).toHaveLength(1);
    // A supplier's "no" leaves the service on the trip and in the count (decision 0059).
    expect(booking.progress).toEqual({ confirmed: 3, total: services.length });
  });
});
