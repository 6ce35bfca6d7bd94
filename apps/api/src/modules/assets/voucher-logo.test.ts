import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { png, upload } from '../../../test/assets.fixtures';
import { bookingQuote } from '../../../test/booking.fixtures';
import { inject } from '../../../test/quote-services.fixtures';

// The vouchers print the company's logo (decision 0063): the library picture in the quote's logo slot
// (Export › image slots, or the tenant's publishing defaults), read from the file store.

let ctx: TestContext;
let dataDir: string;
let admin: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-voucher-logo-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
}, 120_000);
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// react-pdf writes each object's dictionary as text: an embedded picture is an XObject of subtype Image.
const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('the logo on the vouchers', () => {
  it("prints the library picture of the quote's logo slot, and none while the slot is empty", async () => {
    const q = await bookingQuote(ctx, admin);
    const b = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, admin)).json();
    const dmc = b.suppliers.find((s: { name: string }) => s.name === 'Andes Operaciones SAC');
    // Nothing is confirmed by the supplier yet: the draft voucher of its open services (decisions 0058, 0059 and 0060).
    const voucher = () =>
      inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking/vouchers/${dmc.id}?unconfirmed=include`, admin);
    const before = await voucher();
    expect(before.statusCode, before.body).toBe(200);
    expect(images(before.rawPayload)).toBe(0);

    const logo = (
      await upload(
        ctx.app,
        admin,
        { name: 'logo.png', type: 'image/png', bytes: await png(600, 200) },
        { category: '3' },
      )
    ).json().data as { ref: string };
    const slot = await inject(ctx, 'POST', `/tenant/itinerary/publish/images/${q.uuid}/library`, admin, {
      type: 'logo',
      image: logo.ref,
    });
    expect(slot.statusCode).toBe(201);
    const saved = await inject(ctx, 'POST', `/tenant/itinerary/publish/config/${q.uuid}`, admin, {
      config: { id: null, id_template: 2, contents: [{ id: null, id_content: 4 }], colors: [] },
      images: [{ type: 'logo', id: null, images: `{${slot.json().id}}` }],
    });
    expect(saved.statusCode).toBe(200);
    const res = await voucher();
    expect(res.statusCode).toBe(200);
    expect(images(res.rawPayload)).toBe(1);
  });
});
