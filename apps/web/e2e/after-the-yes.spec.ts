import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, screenshot, signInAs } from './support';

// Decision 0074, "after the yes" (decisions 0074–0076): the client accepts on a phone; the operator
// re-opens the sold trip with a reason, moves the tour a day and adds a child, sees the difference
// and sends it; the client accepts again on the phone; the Book tab sends the amendments, the hotel
// confirms its amendment by its link, and its voucher comes out new. What is not under test here
// (the first booking requests, the first voucher pack) is set up through the API as the operator.

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
// Publishing, re-pricing and PDF jobs on a 2-core machine shared with other servers.
const expect = baseExpect.configure({ timeout: 30_000 });

async function api(page: Page) {
  const login = await page.request.post('/tenant/login', {
    data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const get = async (url: string) => (await page.request.get(url, { headers })).json();
  const send = async (method: 'post' | 'put', url: string, data: unknown) => {
    const res = await page.request[method](url, { headers, data: data as object });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  };
  return { get, post: (url: string, data: unknown) => send('post', url, data), put: send.bind(null, 'put') };
}

/** A page signed out in a browser of its own (the client, a supplier) at a phone's or a desk's size. */
async function signedOut(browser: Browser, url: string, viewport = PHONE) {
  const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  expect((await page.goto(url))?.status()).toBe(200);
  return { context, page };
}

/** Screenshots of the page at both sizes, then back to the desk. */
async function bothSizes(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  // Nothing pushes the phone's page sideways (the Book tab's progress once made it 594 px wide).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, `i48-${name}-390x844`);
  await page.setViewportSize(DESK);
  await screenshot(page, `i48-${name}-1440x900`);
}

/** No text cut short: every badge on the page shows its whole word ("Not reques…" read as a state). */
async function expectWholeBadges(page: Page) {
  const cut = await page
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
  expect(cut).toEqual([]);
}

test('after the yes: accept on a phone, change the sold trip, the client accepts again, the hotel amends, the voucher is new', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const { get, post, put } = await api(page);
  const client = (await get('/tenant/clients?limit=10')).data.find(
    (c: { name: string }) => c.name === 'Andean Trails Travel',
  );
  const contract = (await get('/tenant/clients/contract/')).data[0].id;
  const id = async (name: string) =>
    (await get(`/tenant/services?name=${encodeURIComponent(name)}`)).data[0].id as number;
  const uuid = (
    await post('/tenant/itinerary', {
      title: 'Quispe family — Cusco',
      client_id: client.id,
      contract_id: contract,
      start_date: '2027-07-05',
      end_date: '2027-07-08',
      num_pax: 2,
    })
  ).data.id as string;
  await post(`/tenant/itinerary/services/${uuid}`, {
    services: [
      { service_id: await id('Palacio del Inka'), day: '1' },
      { service_id: await id('cusco city tour'), day: '2' },
    ],
  });
  const first = await post(`/tenant/itinerary/publish/${uuid}?cur_step=1&last_step=1&lang=1`, { id: uuid, lang: 1 });

  // 1. The client accepts Superior on a phone.
  const yes = await signedOut(browser, first.url);
  await yes.page.locator('label[for="level-2"]').click();
  await yes.page.locator('#accept-name').fill('Rosa Quispe');
  const accepted = yes.page.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST');
  await yes.page.getByRole('button', { name: 'Accept this proposal' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(yes.page.getByText('Thank you — proposal accepted')).toBeVisible();
  await screenshot(yes.page, 'i48-1-client-accepts-390x844');
  await yes.context.close();
  expect((await get(`/tenant/itinerary/${uuid}`)).data.status.id).toBe(2);

  // Set up as the operator: both suppliers asked, the hotel confirms, the client is sent its vouchers.
  const requested = (await post(`/tenant/itinerary/${uuid}/booking/requests`, { supplierIds: 'all' })).requested as {
    link: string;
  }[];
  expect(requested).toHaveLength(2);
  const booking = await get(`/tenant/itinerary/${uuid}/booking`);
  const hotelId = booking.suppliers.find((s: { name: string }) => s.name.startsWith('Palacio')).id as number;
  const hotelService = booking.suppliers.find((s: { id: number }) => s.id === hotelId).services[0].id as number;
  const hotelToken = (l: { link: string }) => l.link.split('/').at(-1)!;
  const firstHotelLink = requested.find((r) => (r as { supplier_id?: number }).supplier_id === hotelId)!;
  await post(`/tenant/public/booking/${hotelToken(firstHotelLink)}`, {
    answers: [{ service: hotelService, action: 'confirm', reference: 'PDI-7001' }],
  });
  await post(`/tenant/itinerary/${uuid}/booking/vouchers/send`, { to: 'rosa.quispe@example.com' });

  // 2. The operator re-opens the sold trip, saying why, and keeps the bookings.
  await signInAs(page, 'admin@itinera.demo');
  await page.goto(`/quote/book?itinerary=${uuid}`);
  await page.getByRole('button', { name: 'Status: Confirmed. Change status' }).click();
  await page.getByRole('menuitem', { name: /^In Preparation/ }).click();
  const why = page.getByRole('dialog', { name: 'Change the sold trip?' });
  await why.getByLabel(/Why does the trip change/).fill('The tour moves a day; their daughter comes too');
  await why.getByRole('button', { name: 'Re-open as a new version' }).click();
  const held = page.getByRole('dialog', { name: /Suppliers hold bookings/ });
  await held.getByRole('button', { name: 'Keep the bookings and move to In Preparation' }).click();
  await expect(page.getByRole('button', { name: 'Status: In Preparation. Change status' })).toBeVisible();

  // The tour moves from day 2 to day 3 and a child joins (the Services and Pax tabs' own calls).
  const tour = booking.suppliers.find((s: { id: number }) => s.id !== hotelId).services[0].id as number;
  await post(`/tenant/itinerary/process/${uuid}`, [{ id: tour, day: '3' }]);
  const party = (await get(`/tenant/itinerary/passengers/${uuid}`)).data as { id: number }[];
  await put(`/tenant/passengers/${uuid}`, {
    id_itinerary: uuid,
    data: [
      { id: party[0]!.id, first_name: 'Rosa', last_name: 'Quispe', birthdate: '1986-02-11', room: 0 },
      { id: party[1]!.id, first_name: 'Juan', last_name: 'Quispe', birthdate: '1984-09-30', room: 0 },
      { first_name: 'Inés', last_name: 'Quispe', birthdate: '2019-05-20', room: 0 },
    ],
  });

  // 3. The difference since the client accepted, then sent to the client.
  await page.reload();
  const banner = page.getByTestId('sale-changes-banner');
  await expect(banner).toContainText('Changed since the client accepted');
  const changes = banner.getByRole('table', { name: 'Changes since the client accepted' });
  await expect(changes.getByText('Moved', { exact: true })).toBeVisible();
  await expect(changes).toContainText('Day 3');
  await expect(changes).toContainText(/2 → 3|3 travellers|3 pax/);
  await bothSizes(page, '2-operator-sees-the-changes');
  const sent = page.waitForResponse((r) => r.url().endsWith(`/publish/${uuid}/changes`));
  await banner.getByRole('button', { name: 'Send the changes to the client' }).click();
  const changed = (await (await sent).json()) as { url: string };
  await expect(page.getByTestId('banner-changes-awaiting')).toBeVisible();

  // 4. The client reads what changed on the phone and accepts again.
  const again = await signedOut(browser, changed.url);
  await expect(again.page.getByRole('heading', { name: 'What changed since you accepted' })).toBeVisible();
  await screenshot(again.page, 'i48-4-client-reads-the-changes-390x844');
  await again.page.getByRole('link', { name: 'Accept the new proposal' }).first().click();
  await again.page.locator('label[for="level-2"]').click();
  await again.page.locator('#accept-name').fill('Rosa Quispe');
  const pinned = (await get(`/tenant/itinerary/${uuid}`)).data.accepted_version.version as number;
  await again.page.getByRole('button', { name: 'Accept this proposal' }).click();
  await expect(again.page.getByText('Thank you — proposal accepted')).toBeVisible();
  await expect
    .poll(async () => (await get(`/tenant/itinerary/${uuid}`)).data.accepted_version.version as number)
    .toBeGreaterThan(pinned);
  const resold = (await get(`/tenant/itinerary/${uuid}`)).data;
  expect(resold.status.id).toBe(2);
  expect(resold.changes_awaiting).toBeNull();
  await screenshot(again.page, 'i48-4-client-accepted-again-390x844');
  await again.context.close();

  // 5. The Book tab: both suppliers are affected; one click sends them their amendments.
  await page.goto(`/quote/book?itinerary=${uuid}`);
  const notice = page.getByRole('alert').filter({ hasText: /The trip changed since 2 suppliers booked it/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Palacio del Inka');
  await bothSizes(page, '5-book-tab-amendments-to-send');
  const amending = page.waitForResponse(
    (r) => r.url().endsWith('/booking/amendments') && r.request().method() === 'POST',
  );
  await notice.getByRole('button', { name: 'Send amendments' }).click();
  const { amended } = (await (await amending).json()) as { amended: { supplier_id: number; link: string }[] };
  expect(amended.map((a) => a.supplier_id).sort()).toEqual(booking.suppliers.map((s: { id: number }) => s.id).sort());
  const hotelCard = page.getByRole('region', { name: /^Supplier Palacio del Inka/ });
  await expect(hotelCard.getByText('Amendment requested', { exact: true })).toBeVisible();
  await expect(page.getByText(/2\samendments\spending/).first()).toBeVisible();
  await expectWholeBadges(page);
  await bothSizes(page, '5-book-tab-amendments-sent');

  // 6. The hotel, on its new link on a phone, confirms the change with a new reference.
  const hotel = await signedOut(browser, amended.find((a) => a.supplier_id === hotelId)!.link);
  await expect(hotel.page.getByText(/Inés Quispe/).first()).toBeVisible();
  await hotel.page.getByText('Confirm', { exact: true }).click();
  await hotel.page.getByLabel('Your booking reference').fill('PDI-7002');
  await screenshot(hotel.page, 'i48-6-hotel-amendment-390x844');
  await hotel.page.getByRole('button', { name: 'Send answers' }).click();
  await expect(hotel.page.getByText('Thank you: your answers were recorded.')).toBeVisible();
  await hotel.context.close();

  // 7. The tab counts it; the hotel's voucher is drawn again and says it replaces the one the client holds.
  await page.reload();
  await expect(hotelCard.getByText('PDI-7002', { exact: true })).toBeVisible();
  await expect(page.getByText(/1\samendment\spending/).first()).toBeVisible();
  await expectWholeBadges(page);
  await bothSizes(page, '7-book-tab-hotel-amended');
  const download = page.waitForEvent('download');
  await hotelCard.getByRole('button', { name: 'Voucher' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-new\.pdf$/);
  const saved = path.join(SHOTS, 'i48-7-hotel-voucher-new.pdf');
  await file.saveAs(saved);
  const text = (
    await extractText(await getDocumentProxy(new Uint8Array(await readFile(saved))), { mergePages: true })
  ).text.replace(/\s+/g, ' ');
  for (const part of ['NEW VOUCHER', 'PDI-7002', 'Inés Quispe']) expect(text).toContain(part);
});
