import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { familyQuote, tokenOf } from '../../../test/booking.fixtures';
import { rowsOf } from '../../db/rows';

// Decision 0060: the supplier's page at /booking/{token} in Itinera's style — the company's name
// and logo, phone-first, no JavaScript — with "Confirm all" for a supplier of many services and the
// reference and reason fields shown only for the answer that needs them (CSS alone); the server
// still checks every answer.

let ctx: TestContext;
let admin: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
}, 180_000);
afterAll(() => ctx.close());

/** The DMC's link of a fresh family quote: three open services (transfer, tour, dinner). */
async function dmcLink() {
  const q = await familyQuote(ctx, admin);
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, admin, { supplierIds: 'all' });
  const b = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, admin)).json();
  const dmc = b.suppliers.find((s: { name: string }) => s.name.startsWith('Andes Operaciones')).id;
  const link = res.json().requested.find((r: { supplier_id: number }) => r.supplier_id === dmc).link as string;
  return { q, token: tokenOf(link) };
}

const page = (token: string) => ctx.app.inject({ method: 'GET', url: `/booking/${token}` });
const post = (token: string, form: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/booking/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const stateOf = async (id: number) =>
  rowsOf<{ status: number; reference: string | null; state: string | null }>(
    await ctx.database.db.execute(sql`SELECT s.status, b.reference, b.state FROM itinerary_services s
      LEFT JOIN service_bookings b ON b.itinerary_service_id = s.id WHERE s.id = ${id}`),
  )[0]!;

describe("the supplier's page", () => {
  it("wears Itinera's style and the company's name and logo, fits a phone and needs no script", async () => {
    const { q, token } = await dmcLink();
    const bare = (await page(token)).body;
    expect(bare).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(bare).not.toMatch(/<script/i);
    expect(bare).toMatch(/<header class="bar">[\s\S]*Andes &amp; Rainforest DMC[\s\S]*<\/header>/);
    expect(bare).toContain('Inter,system-ui');
    expect(bare).not.toContain('<img');
    // The company's logo, as its proposals show it (the publishing defaults' logo).
    const [{ tenant_id }] = rowsOf<{ tenant_id: number }>(
      await ctx.database.db.execute(sql`SELECT tenant_id FROM itineraries WHERE id = ${q.rowId}`),
    );
    const [{ id }] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`INSERT INTO publish_images (tenant_id, slot, name, small, large)
        VALUES (${tenant_id}, 'logo', 'logo.png', 'logo-small.webp', 'logo-large.webp') RETURNING id`),
    );
    await ctx.database.db.execute(sql`INSERT INTO publish_defaults (tenant_id, images) VALUES (${tenant_id}, ${JSON.stringify({ logo: [id] })}::jsonb)
      ON CONFLICT (tenant_id) DO UPDATE SET images = EXCLUDED.images`);
    expect((await page(token)).body).toContain('<img src="/media/logo-small.webp" alt="Andes &amp; Rainforest DMC"');
  });

  it('shows the reference for Confirm and the reason for Decline by CSS alone, next to their choice', async () => {
    const { q, token } = await dmcLink();
    const html = (await page(token)).body;
    // Hidden until their choice is checked: the sibling rules work in every browser, no script.
    expect(html).toContain('.ref,.why{display:none}');
    expect(html).toContain('.c:checked~.ref{display:block}');
    expect(html).toContain('.d:checked~.why{display:block}');
    const answer = new RegExp(
      `<div class="answer">.*?name="action_${q.services.tour}" value="confirm" class="c".*?name="action_${q.services.tour}" value="decline" class="d".*?<div class="ref">.*?name="reference_${q.services.tour}".*?<div class="why">.*?name="reason_${q.services.tour}"`,
      's',
    );
    expect(html).toMatch(answer);
  });

  it('confirms every service left open with one reference (Confirm all); one answered on its own keeps its answer', async () => {
    const { q, token } = await dmcLink();
    // The DMC reads Spanish.
    expect((await page(token)).body).toContain('Confirmar los 3 servicios');
    const res = await post(token, {
      all: 'confirm',
      all_reference: 'AND-ALL-7',
      [`action_${q.services.transfer}`]: '',
      [`action_${q.services.tour}`]: '',
      [`action_${q.services.dinner}`]: 'decline',
      [`reason_${q.services.dinner}`]: 'Closed that night',
    });
    expect(res.statusCode).toBe(200);
    expect(await stateOf(q.services.transfer)).toEqual({ status: 2, reference: 'AND-ALL-7', state: 'confirmed' });
    expect(await stateOf(q.services.tour)).toEqual({ status: 2, reference: 'AND-ALL-7', state: 'confirmed' });
    expect(await stateOf(q.services.dinner)).toMatchObject({ status: 1, reference: null, state: 'declined' });
    // Nothing open is left: no more "Confirm all", no more send button.
    const after = (await page(token)).body;
    expect(after).not.toContain('Confirmar los');
    expect(after).not.toContain('type="submit"');
  });

  it('refuses Confirm all without a reference (422), changing nothing and keeping what was typed', async () => {
    const { q, token } = await dmcLink();
    const res = await post(token, {
      all: 'confirm',
      all_reference: ' ',
      [`action_${q.services.transfer}`]: '',
      [`action_${q.services.dinner}`]: 'decline',
      [`reason_${q.services.dinner}`]: 'Closed that night',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toMatch(/número de reserva para cada servicio/);
    expect(res.body).toContain('value="Closed that night"');
    expect(res.body).toMatch(new RegExp(`name="action_${q.services.dinner}" value="decline" class="d"[^>]* checked>`));
    expect((await stateOf(q.services.transfer)).state).toBe('requested');
    expect((await stateOf(q.services.dinner)).state).toBe('requested');
  });
});
