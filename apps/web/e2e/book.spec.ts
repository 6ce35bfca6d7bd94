import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signInAs } from './support';

// Journey 8 of docs/domain/quality.md (issue 22): on the Book tab, confirm the sale with a level,
// request bookings from every supplier, and a supplier — signed out, on the link it was sent —
// confirms one service with its reference; the tab then counts it.

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
  await supplier.getByRole('radio', { name: 'Confirm' }).check();
  await supplier.getByLabel('Your booking reference').fill('PDI-58213');
  await screenshot(supplier, 'book-supplier-page');
  await supplier.getByRole('button', { name: 'Send answers' }).click();
  await expect(supplier.getByText('Thank you: your answers were recorded.')).toBeVisible();
  await expect(supplier.getByText(/Your reference: PDI-58213/)).toBeVisible();
  await supplier.close();

  await page.reload();
  await expect(hotel.getByText('PDI-58213', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(hotel.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 2 confirmed').first()).toBeVisible();
  await screenshot(page, 'book-confirmed');
});
