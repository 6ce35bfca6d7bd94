import { expect } from 'vitest';
import type { TestContext } from './helper';
import { bookingQuote, tokenOf } from './booking.fixtures';
import { inject, type Headers } from './quote-services.fixtures';

// Decision 0076: a sold trip whose bookings are held, then changed — shared by the
// amendment and the amendment-vouchers tests.

const publicPost = (ctx: TestContext, token: string, answers: unknown[]) =>
  ctx.app.inject({ method: 'POST', url: `/tenant/public/booking/${token}`, payload: { answers } });

type Overview = { suppliers: { id: number | null; name: string }[] };

/**
 * Sold at Superior, requested from both suppliers (the hotel confirms), then re-opened with a
 * reason: the city tour moves from day 2 to day 3 and the transfer is deleted — both the Andes
 * DMC's — and the sale is confirmed again. The hotel's booking is untouched.
 */
export async function soldThenChanged(ctx: TestContext, admin: Headers, options: { vouchersFirst?: boolean } = {}) {
  const q = await bookingQuote(ctx, admin);
  const sent = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, admin, {
    supplierIds: 'all',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const b = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, admin)).json() as Overview;
  const idOf = (name: string) => b.suppliers.find((s) => s.name.startsWith(name))!.id!;
  const links = new Map(
    (sent.json().requested as { supplier_id: number; link: string }[]).map((r) => [r.supplier_id, tokenOf(r.link)]),
  );
  const hotel = { id: idOf('Palacio'), token: links.get(idOf('Palacio'))! };
  const andes = { id: idOf('Andes'), token: links.get(idOf('Andes'))! };
  const ok = await publicPost(ctx, hotel.token, [
    { service: q.services.superior, action: 'confirm', reference: 'PDI-1' },
  ]);
  expect(ok.statusCode, ok.body).toBe(200);
  if (options.vouchersFirst) {
    // The DMC confirms too and the client is sent the vouchers: what the change will supersede.
    const dmc = await publicPost(ctx, andes.token, [
      { service: q.services.tour, action: 'confirm', reference: 'AND-1' },
      { service: q.services.transfer, action: 'confirm', reference: 'AND-2' },
    ]);
    expect(dmc.statusCode, dmc.body).toBe(200);
    const sent = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, admin, {
      to: 'client@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }

  const reopen = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/1`, admin, {
    id: q.uuid,
    status: 1,
    keep_bookings: true,
    reason: 'The tour moves a day; no transfer',
  });
  expect(reopen.statusCode, reopen.body).toBe(200);
  const moved = await inject(ctx, 'POST', `/tenant/itinerary/process/${q.uuid}`, admin, [
    { id: q.services.tour, day: '3' },
  ]);
  expect(moved.statusCode, moved.body).toBe(200);
  const deleted = await inject(ctx, 'DELETE', `/tenant/itinerary/service/${q.services.transfer}`, admin);
  expect(deleted.statusCode, deleted.body).toBe(200);
  const again = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/2`, admin, {
    id: q.uuid,
    status: 2,
    prices_list: [{ id: 1, type: 'seller', selected_level: 2 }],
  });
  expect(again.statusCode, again.body).toBe(200);
  return { ...q, hotel, andes };
}
