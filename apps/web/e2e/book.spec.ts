import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, screenshot, signInAs } from './support';

// Journey 8 of docs/domain/quality.md (decision 0033): on the Book tab, confirm the sale with a level,
// request bookings from every supplier, and a supplier — signed out, on the link it was sent —
// confirms one service with its reference; the tab then counts it.
// Journey 10 (decisions 0058, 0059 and 0060, "a sold trip stays sold"): the client accepts on the proposal page, a
// supplier declines a service by its link, the sold price stays and the tab flags the service
// without a reload, the voucher is downloaded, re-opening names the bookings held, and importing
// the passengers keeps their Upsales and fees.

async function api(page: Page) {
  const login = await page.request.post('/tenant/login', {
    data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const get = async (url: string) => (await page.request.get(url, { headers })).json();
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers, data: data as object });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  };
  return { get, post };
}

/** A Sent quote with a Comfort and a Superior hotel and a city tour (for every level). */
async function sentQuote(page: Page): Promise<string> {
  const { get, post } = await api(page);
  const client = (await get('/tenant/clients?limit=10')).data.find(
    (c: { name: string }) => c.name === 'Andean Trails Travel',
  );
  const contract = (await get('/tenant/clients/contract/')).data[0].id;
  const id = async (name: string) =>
    (await get(`/tenant/services?name=${encodeURIComponent(name)}`)).data[0].id as number;
  const quote = await post('/tenant/itinerary', {
    title: 'Walker family — Cusco',
    client_id: client.id,
    contract_id: contract,
    start_date: '2027-05-03',
    end_date: '2027-05-06',
    num_pax: 2,
  });
  const uuid = quote.data.id as string;
  await post(`/tenant/itinerary/services/${uuid}`, {
    services: [
      { service_id: await id('Casa Andina Standard'), day: '1-3' },
      { service_id: await id('Palacio del Inka'), day: '1-3' },
      { service_id: await id('cusco city tour'), day: '2' },
    ],
  });
  await post(`/tenant/itinerary/status/${uuid}/4`, { id: uuid, status: 4 });
  return uuid;
}

test('confirm the sale, request bookings, a supplier confirms by its link', async ({ page, browser }) => {
  // Several servers share this machine's two cores: the journey gets room.
  test.setTimeout(180_000);
  const uuid = await sentQuote(page);
  await signInAs(page, 'admin@itinera.demo');
  await page.goto(`/quote/book?itinerary=${uuid}`);
  await expect(page.getByRole('heading', { name: 'Confirm the sale' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('radio', { name: 'Superior' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: 'Superior' }).click();
  await screenshot(page, 'book-levels');
  await page.getByRole('button', { name: 'Confirm sale' }).click();

  const hotel = page.getByRole('region', { name: 'Supplier Palacio del Inka Courtyard' });
  await expect(hotel).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: /Casa Andina/ })).toHaveCount(0);
  await expect(page.getByText('0 of 2 confirmed').first()).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().endsWith('/booking/requests'));
  await page.getByRole('button', { name: 'Request booking from all suppliers' }).click();
  const { requested } = (await (await answered).json()) as { requested: { link: string }[] };
  expect(requested).toHaveLength(2);
  await expect(page.getByText('Booking request sent to 2 suppliers.')).toBeVisible();
  await screenshot(page, 'book-requested');

  // The supplier, signed out, on the hotel's link (each link shows its own supplier's services only).
  const supplier = await browser.newPage();
  let hotelLink = '';
  for (const r of requested) {
    await supplier.goto(r.link);
    if (await supplier.getByText('Palacio del Inka').count()) hotelLink = r.link;
  }
  expect(hotelLink).not.toBe('');
  await supplier.goto(hotelLink);
  await expect(supplier.getByRole('heading', { name: /Booking request/ })).toBeVisible();
  // The answers are a segmented control: its labels are what a person taps.
  await supplier.getByText('Confirm', { exact: true }).click();
  await supplier.getByLabel('Your booking reference').fill('PDI-58213');
  await screenshot(supplier, 'book-supplier-page');
  await supplier.getByRole('button', { name: 'Send answers' }).click();
  await expect(supplier.getByText('Thank you: your answers were recorded.')).toBeVisible();
  await expect(supplier.getByText('PDI-58213', { exact: true })).toBeVisible();
  await supplier.close();

  await page.reload();
  await expect(hotel.getByText('PDI-58213', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(hotel.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 2 confirmed').first()).toBeVisible();
  await screenshot(page, 'book-confirmed');
});

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** The seller's level totals and each passenger's Upsales and fee on them (I20). */
async function sellerLevels(get: (url: string) => Promise<unknown>, uuid: string) {
  const prices = (await get(`/tenant/itinerary/prices/${uuid}`)) as {
    type: string;
    prices: { level: number; total: number; pax_prices: { fee: number; mkt_coin: number }[] }[];
  }[];
  return prices.find((p) => p.type === 'seller')!.prices.filter((l) => l.total > 0);
}

/** A supplier's page signed out, in a browser of its own, at a phone's or a desk's width. */
async function asSupplier(browser: Browser, link: string, width = 1440) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

test('journey 10: a sold trip stays sold — accept, a supplier declines, the price stays, re-open, import keeps fees', async ({
  page,
  browser,
}) => {
  // A publish, an accept, three browsers, two PDFs and a sheet on a shared 2-core machine.
  test.setTimeout(300_000);
  const { get, post } = await api(page);
  const client = (await get('/tenant/clients?limit=10')).data.find(
    (c: { name: string }) => c.name === 'Andean Trails Travel',
  );
  const contract = (await get('/tenant/clients/contract/')).data[0].id;
  const id = async (name: string) =>
    (await get(`/tenant/services?name=${encodeURIComponent(name)}`)).data[0].id as number;
  const created = await post('/tenant/itinerary', {
    title: 'Pérez family — Cusco',
    client_id: client.id,
    contract_id: contract,
    start_date: '2027-06-01',
    end_date: '2027-06-04',
    num_pax: 2,
  });
  const uuid = created.data.id as string;
  await post(`/tenant/itinerary/services/${uuid}`, {
    services: [
      { service_id: await id('Casa Andina Standard'), day: '1' },
      { service_id: await id('Palacio del Inka'), day: '1' },
      { service_id: await id('cusco city tour'), day: '2' },
      { service_id: await id('Novo-Andean'), day: '3' },
    ],
  });
  // Upsales and a fee per passenger, set before the sale (decisions 0058, 0059 and 0060 keeps them through an import).
  await post(`/tenant/itinerary/pax-prices/${uuid}`, [{ mkt_percentage: 5, fee: 40 }]);
  const published = await post(`/tenant/itinerary/publish/${uuid}?cur_step=1&last_step=1&lang=1`, {
    id: uuid,
    lang: 1,
  });

  // The client accepts Superior on the proposal page, signed out.
  const clientView = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const proposal = await clientView.newPage();
  await proposal.goto(published.url);
  await proposal.locator('label[for="level-2"]').click();
  const accepted = proposal.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST');
  await proposal.getByRole('button', { name: 'Accept this proposal' }).click();
  expect((await accepted).status()).toBe(200);
  await clientView.close();
  const sold = (await get(`/tenant/itinerary/${uuid}`)).data;
  expect(sold.status.id).toBe(2);
  expect(sold.sold_level).toBe(2);
  const levelsSold = await sellerLevels(get, uuid);

  // The operator: the company's emergency phone for the vouchers, then the booking requests.
  await signInAs(page, 'admin@itinera.demo');
  await page.goto(`/quote/book?itinerary=${uuid}`);
  const phone = page.getByTestId('emergency-phone');
  await expect(phone).toBeVisible({ timeout: 20_000 });
  if (await phone.getByRole('button', { name: 'Set the phone' }).count()) {
    await phone.getByRole('button', { name: 'Set the phone' }).click();
    await page.getByLabel(/Emergency phone/).fill('+51 84 600 700');
    await page.getByRole('button', { name: 'Save phone' }).click();
  }
  await expect(phone).toContainText('+51 84 600 700');
  const answered = page.waitForResponse((r) => r.url().endsWith('/booking/requests'));
  await page.getByRole('button', { name: 'Request booking from all suppliers' }).click();
  const { requested } = (await (await answered).json()) as { requested: { link: string }[] };
  expect(requested).toHaveLength(2);

  // The DMC, on its link (in Spanish): confirms the tour and declines the dinner.
  let dmcLink = '';
  let hotelLink = '';
  for (const r of requested) {
    const probe = await asSupplier(browser, r.link);
    if (await probe.page.getByText('Dinner at a Novo-Andean restaurant').count()) dmcLink = r.link;
    else hotelLink = r.link;
    await probe.context.close();
  }
  const dmc = await asSupplier(browser, dmcLink);
  await expect(dmc.page.getByRole('heading', { name: /Solicitud de reserva/ })).toBeVisible();
  await expect(dmc.page.getByText('Confirmar los 2 servicios')).toBeVisible();
  const tour = dmc.page.locator('fieldset.svc', { hasText: 'Cusco city tour' });
  await tour.getByText('Confirmar', { exact: true }).click();
  await tour.getByLabel('Su número de reserva').fill('AND-5521');
  const dinner = dmc.page.locator('fieldset.svc', { hasText: 'Novo-Andean' });
  await expect(dinner.getByLabel('Motivo del rechazo')).toBeHidden();
  await dinner.getByText('Rechazar', { exact: true }).click();
  await dinner.getByLabel('Motivo del rechazo').fill('Cerrado por inventario ese día');
  await expect(tour.getByLabel('Motivo del rechazo')).toBeHidden();
  await screenshot(dmc.page, 'i39b-supplier-page-desktop');
  await dmc.page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(dmc.page.getByText('Gracias: sus respuestas fueron registradas.')).toBeVisible();
  await dmc.context.close();

  // The hotel, on a phone: confirms its night.
  const hotel = await asSupplier(browser, hotelLink, 390);
  await expect(hotel.page.getByText('Check-out')).toBeVisible();
  await hotel.page.getByText('Confirm', { exact: true }).click();
  await hotel.page.getByLabel('Your booking reference').fill('PDI-58213');
  await screenshot(hotel.page, 'i39b-supplier-page-390');
  await hotel.page.getByRole('button', { name: 'Send answers' }).click();
  await expect(hotel.page.getByText('Thank you: your answers were recorded.')).toBeVisible();
  await hotel.context.close();

  // The tab follows without a reload: the dinner flagged, the hotel confirmed; the price as sold.
  const dinnerRow = page.locator('tr', { hasText: 'Novo-Andean' });
  await expect(dinnerRow.getByText('Declined', { exact: true })).toBeVisible({ timeout: 40_000 });
  await expect(dinnerRow).toContainText('Cerrado por inventario ese día');
  await expect(page.getByTestId('declined-alert')).toContainText('the price stays as the client accepted it');
  const hotelCard = page.getByRole('region', { name: 'Supplier Palacio del Inka Courtyard' });
  await expect(hotelCard.getByText('PDI-58213', { exact: true })).toBeVisible({ timeout: 40_000 });
  expect((await get(`/tenant/itinerary/${uuid}`)).data.price).toBe(sold.price);
  expect(await sellerLevels(get, uuid)).toEqual(levelsSold);
  await screenshot(page, 'i39b-book-tab');

  // The hotel's voucher: its confirmed night, check-in and check-out, the emergency phone.
  const download = page.waitForEvent('download');
  await hotelCard.getByRole('button', { name: 'Voucher' }).click();
  const voucherFile = path.join(SHOTS, 'i39b-voucher-hotel.pdf');
  await (await download).saveAs(voucherFile);
  const voucher = (
    await extractText(await getDocumentProxy(new Uint8Array(await readFile(voucherFile))), {
      mergePages: true,
    })
  ).text.replace(/\s+/g, ' ');
  for (const part of ['Check-in 2027-06-01', 'Check-out 2027-06-02 (1 night)', 'PDI-58213', '+51 84 600 700'])
    expect(voucher).toContain(part);

  // Re-opening names the bookings the suppliers hold; the operator keeps them.
  await page.getByRole('button', { name: 'Status: Confirmed. Change status' }).click();
  await page.getByRole('menuitem', { name: /^In Preparation/ }).click();
  // Issue 48, docs/decisions/issues.md: changing the sold trip says why first.
  const why = page.getByRole('dialog', { name: 'Change the sold trip?' });
  await why.getByLabel(/Why does the trip change/).fill('The travellers send their names');
  await why.getByRole('button', { name: 'Re-open as a new version' }).click();
  const held = page.getByRole('dialog', { name: /Suppliers hold bookings/ });
  await expect(held.getByTestId('held-bookings')).toContainText('Palacio del Inka Courtyard');
  await expect(held.getByTestId('held-bookings')).toContainText('confirmed PDI-58213');
  await screenshot(page, 'i39b-held-bookings');
  await held.getByRole('button', { name: 'Keep the bookings and move to In Preparation' }).click();
  await expect(page.getByRole('button', { name: 'Status: In Preparation. Change status' })).toBeVisible();

  // The Pax tab imports the travellers' names over the placeholders: Upsales and fees stay.
  await page.goto(`/quote/pax-info?itinerary=${uuid}`);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import passengers' });
  await expect(dialog.getByRole('radio', { name: /replace the passenger list/ })).toBeChecked();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'perez.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First name,Last name\nAna,Pérez\nTom,Pérez\n'),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('passenger-row').first()).toContainText('Ana Pérez');
  const after = await sellerLevels(get, uuid);
  expect(after.map((l) => l.total)).toEqual(levelsSold.map((l) => l.total));
  for (const l of after) for (const p of l.pax_prices) expect(p.fee).toBe(40);
});
