import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { ownerQuery } from '../../../test/quotes.fixtures';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';
import { seedDemo } from '../../seed/seed';
import { publicProposalSchema, publishResponseSchema } from '@itinera/domain/contracts';

// Issue 48, docs/decisions/issues.md: "Send the changes to the client". A sold trip changed after the client's yes is
// published on a new link that opens on what changed; the earlier link is superseded; the quote is
// Sent again and shows "changes awaiting the client" (detail and list row) until the client answers.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let w: PublishingWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent', 'clientadmin'])
    as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  w = await publishingWorld(ctx, as.admin!);
}, 180_000);
afterAll(() => ctx.close());

const publicJson = (code: string) => ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}` });
const detail = async (uuid: string) => (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, as.admin!)).json().data;
const send = (uuid: string, who: Headers = as.admin!) =>
  inject(ctx, 'POST', `/tenant/itinerary/publish/${uuid}/changes`, who);

/** Accepted on the page at its highest level (Luxury), then re-opened with a reason: Confirmed → In Preparation. */
async function soldAndReopened(title: string) {
  const quote = await pricedQuote(ctx, as.admin!, w, title);
  const { code } = await publish(ctx, as.admin!, quote.uuid);
  const shown = (await publicJson(code)).json().levels.at(-1) as { level: number; total: number; perPerson: number };
  const accept = await ctx.app.inject({
    method: 'POST',
    url: `/tenant/public/proposals/${code}/accept`,
    payload: { level: shown.level, name: 'Ana Pérez' },
  });
  if (accept.statusCode !== 200) throw new Error(`accept failed: ${accept.body}`);
  const reopen = await inject(ctx, 'POST', `/tenant/itinerary/status/${quote.uuid}/1`, as.admin!, {
    id: quote.uuid,
    status: 1,
    reason: 'The tour moves to day 3',
  });
  if (reopen.statusCode !== 200) throw new Error(`reopen failed: ${reopen.body}`);
  return { uuid: quote.uuid, rowId: quote.rowId, code, shown };
}

/** Moves the city tour to day 3 (a change the client must see). */
async function moveTour(uuid: string) {
  const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}`, as.admin!)).json() as {
    id: number;
    name: { value: string } | string;
  }[];
  const tour = services.find((s) => JSON.stringify(s.name).toLowerCase().includes('city tour'))!;
  const res = await inject(ctx, 'POST', `/tenant/itinerary/process/${uuid}`, as.admin!, [{ id: tour.id, day: '3' }]);
  if (res.statusCode !== 200) throw new Error(`move failed: ${res.body}`);
}

describe('sending the changes to the client', () => {
  it('publishes on a new link that opens on the changes, supersedes the old one, and waits for the client', async () => {
    const sale = await soldAndReopened('Changes sent');
    await moveTour(sale.uuid);
    const res = await send(sale.uuid, as.operator!);
    expect(res.statusCode, res.body).toBe(200);
    const body = publishResponseSchema.parse(res.json());
    expect(body.code).not.toBe(sale.code);
    expect(body.url).toContain(body.code);
    expect(body.itinerary.status.id).toBe(4);
    const accepted = body.itinerary.accepted_version!.version;
    expect(body.itinerary.changes_awaiting).toMatchObject({ accepted_version: accepted });

    // The new link opens on what changed: the tour's day, before → after.
    const page = publicProposalSchema.parse((await publicJson(body.code)).json());
    expect(page.accepted).toBeNull();
    expect(page.changes).toMatchObject({ acceptedVersion: accepted, level: sale.shown.level });
    expect(page.changes!.lines).toContainEqual(
      expect.objectContaining({
        kind: 'dates',
        before: expect.stringContaining('Day 2'),
        after: expect.stringContaining('Day 3'),
      }),
    );
    expect(page.changes!.total).toEqual({ before: sale.shown.total, after: expect.any(Number) });

    // The old link is superseded: a sentence saying so, not a proposal.
    const old = await publicJson(sale.code);
    expect(old.statusCode).toBe(410);
    expect(errorOf(old).message).toMatch(/replaced by a newer version/);

    // Published again while the changes await the client: the page still opens on them (same link).
    const again = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/publish/${sale.uuid}?cur_step=1&last_step=1&lang=1`,
      as.admin!,
      {
        id: sale.uuid,
        lang: 1,
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().code).toBe(body.code);
    expect((await publicJson(body.code)).json().changes).toMatchObject({ acceptedVersion: accepted });

    // The list row says so too.
    const list = await inject(ctx, 'GET', '/tenant/itinerary?limit=100', as.admin!);
    const row = (list.json().data as { id: string; changes_awaiting: unknown }[]).find((r) => r.id === sale.uuid);
    expect(row?.changes_awaiting).toMatchObject({ accepted_version: accepted });

    // The client's contact is mailed the new address.
    const mails = await ownerQuery<{ subject: string; body: string }>(
      ctx,
      sql`SELECT subject, body FROM mail_outbox WHERE subject LIKE ${'%changes to your trip "Changes sent"%'}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(body.code);
  });

  it('refuses a quote never accepted, a Confirmed one and one with nothing changed (409)', async () => {
    const fresh = await pricedQuote(ctx, as.admin!, w, 'Never sold');
    const never = await send(fresh.uuid);
    expect(never.statusCode).toBe(409);
    expect(errorOf(never).message).toMatch(/has not accepted/);

    const sale = await soldAndReopened('Nothing changed yet');
    // Re-opening made a new version with the same trip: the version differs, so it may be sent (a note may have changed);
    // a Confirmed one may not.
    await ownerQuery(ctx, sql`UPDATE itineraries SET status_id = 2 WHERE id = ${sale.rowId}`);
    const confirmed = await send(sale.uuid);
    expect(confirmed.statusCode).toBe(409);
    expect(errorOf(confirmed).message).toMatch(/re-open it/);
    await ownerQuery(
      ctx,
      sql`UPDATE itineraries SET status_id = 1, version = (SELECT version FROM accepted_versions WHERE itinerary_id = ${sale.rowId} ORDER BY id DESC LIMIT 1) WHERE id = ${sale.rowId}`,
    );
    const same = await send(sale.uuid);
    expect(same.statusCode).toBe(409);
    expect(errorOf(same).message).toMatch(/Nothing changed since the client accepted version/);
    expect((await detail(sale.uuid)).changes_awaiting).toBeNull();
  });

  it('refuses while a traveller added after the yes has no room (409 naming her), then sends once she has one', async () => {
    const sale = await soldAndReopened('A child without a room');
    const savePax = (data: unknown[]) =>
      inject(ctx, 'PUT', `/tenant/passengers/${sale.uuid}?cur_step=1&last_step=1`, as.admin!, {
        id_itinerary: sale.uuid,
        data,
      });
    const pax = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${sale.uuid}`, as.admin!)).json().data as {
      id: number;
    }[];
    const added = await savePax([
      { id: pax[0]!.id, status: 1, room: 0 },
      { id: pax[1]!.id, status: 1, room: 0 },
      { id: null, status: 1, first_name: 'Sofía', last_name: 'Pérez', birthdate: '2019-05-01' },
    ]);
    expect(added.statusCode, added.body).toBe(200);

    const refused = await send(sale.uuid);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Sofía Pérez has no room in the rooming list: give every traveller a room on the Passengers tab before sending the changes to the client.',
    );
    // Nothing was sent: the client's link still shows the proposal they accepted.
    expect((await detail(sale.uuid)).changes_awaiting).toBeNull();
    expect((await publicJson(sale.code)).statusCode).toBe(200);
    // The workspace reads the same reason beside the changes (the banner shows it).
    const changes = await inject(ctx, 'GET', `/tenant/itinerary/${sale.uuid}/sale-changes`, as.admin!);
    expect(changes.json().send_refusal).toMatch(/^Sofía Pérez has no room/);

    const child = (added.json().passengers as { id: number; first_name: string }[]).find(
      (p) => p.first_name === 'Sofía',
    )!;
    expect((await savePax([{ id: child.id, status: 1, room: 1 }])).statusCode).toBe(200);
    expect(
      (await inject(ctx, 'GET', `/tenant/itinerary/${sale.uuid}/sale-changes`, as.admin!)).json().send_refusal,
    ).toBeNull();
    const sent = await send(sale.uuid);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it("is for the operator's staff: a client admin and an assigned travel agent get 403, nothing is sent", async () => {
    const sale = await soldAndReopened('Not theirs to send');
    await moveTour(sale.uuid);
    const forbidden = await send(sale.uuid, as.clientadmin!);
    expect(forbidden.statusCode, forbidden.body).toBe(403);
    expect(errorOf(forbidden).message).toMatch(/operator's staff/);
    // An agent the quote is assigned to sees it, and still may not send it.
    expect((await send(sale.uuid, as.agent!)).statusCode).toBe(404);
    await ownerQuery(
      ctx,
      sql`UPDATE itineraries SET user_id = (SELECT id FROM users WHERE email = 'agent@itinera.demo' AND tenant_id = itineraries.tenant_id) WHERE id = ${sale.rowId}`,
    );
    const agent = await send(sale.uuid, as.agent!);
    expect(agent.statusCode, agent.body).toBe(403);
    errorOf(agent);
    const d = await detail(sale.uuid);
    expect(d.changes_awaiting).toBeNull();
    expect(d.status.id).toBe(1);
    expect((await publicJson(sale.code)).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's quote, 400 for a malformed id and 401 without a session", async () => {
    const sale = await soldAndReopened('Tenant wall');
    await moveTour(sale.uuid);
    const other = await send(sale.uuid, as.other!);
    expect(other.statusCode).toBe(404);
    errorOf(other);
    const bad = await send('not-a-quote');
    expect(bad.statusCode).toBe(400);
    errorOf(bad);
    const anon = await ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/publish/${sale.uuid}/changes` });
    expect(anon.statusCode).toBe(401);
    expect((await detail(sale.uuid)).changes_awaiting).toBeNull();
  });
});
