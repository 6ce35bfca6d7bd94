import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signInAs } from './support';

// Decision 0079 on a phone (390×844): the operator offers one stay as choosable and the optional extras
// (through the API), publishes; the client, never signed in, composes — the Luxury hotel for those
// nights and an optional extra — sees the price move, reloads (the composition is kept in the
// address) and accepts: the accept carries the composition, and writes it as the quote's next
// version. The operator, on a desktop, reads on the Book tab what the client composed and the version sold.

const TITLE = 'Machu Picchu & Sacred Valley honeymoon — García';
/** A stay of the demo quote with a hotel at each level (demo-quote-services-data.ts). */
const STAY = '4-5';
const expect = baseExpect.configure({ timeout: 20_000 });
const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function operator(request: APIRequestContext) {
  const login = await request.post('/tenant/login', { data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const list = await request.get('/tenant/itinerary', { params: { title: TITLE, limit: 5 }, headers });
  const demo = ((await list.json()).data as Array<{ id: string; title: string }>).find((r) => r.title === TITLE)!.id;
  // A copy of the demo quote: accepting sells it, and journey 7 (publishing.spec.ts) publishes and
  // accepts the demo quote itself on the same server afterwards.
  const copy = await request.post('/tenant/itinerary/duplicate', {
    headers,
    data: { uuid: demo, title: `${TITLE} (composed)` },
  });
  expect(copy.status()).toBe(201);
  const uuid = ((await copy.json()) as { itinerary: string }).itinerary;
  return { headers, uuid };
}

test('a client composes the trip on a phone, reloads, and accepts the composition', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { headers, uuid } = await operator(request);
  const config = await request.post(`/tenant/itinerary/publish/config/${uuid}`, {
    headers,
    data: {
      config: {
        id: null,
        id_template: 1,
        contents: [1, 3, 4, 9, 10, 11, 13].map((id_content) => ({ id: null, id_content })),
        colors: [],
        choosable_stays: [STAY],
        optional_extras: true,
      },
      images: [],
    },
  });
  expect(config.status()).toBe(200);
  const published = await request.post(`/tenant/itinerary/publish/${uuid}?lang=1`, { headers, data: {} });
  expect(published.status()).toBe(200);
  const address = new URL(((await published.json()) as { url: string }).url);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  const prices: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/price') && r.method() === 'POST') prices.push(r.postDataJSON());
  });
  expect((await page.goto(address.pathname))?.status()).toBe(200);
  const section = page.locator('#compose');
  await expect(section).toBeVisible();
  await page.locator('label[for="level-2"]').click();

  // Each alternative says its difference per person, from the pricing call.
  const luxury = page.locator(`label[for="stay-${STAY}-3"]`);
  await expect(luxury.locator('[data-diff]')).toHaveText(/^\+ \S+ ?[\d,.]+ per person$/);
  await expect(page.locator(`label[for="stay-${STAY}-2"] [data-diff]`)).toHaveText('In your level');
  const perPerson = page.locator('[data-compose-pp]');
  await expect(perPerson).toHaveText(/per person/);
  const superior = collapse(await perPerson.textContent());
  // The composed trip starts as the Superior level the page shows.
  expect(collapse(await page.locator('label[for="level-2"] .pp').textContent())).toBe(superior);

  await luxury.click();
  await expect(perPerson).not.toHaveText(superior);
  const withLodge = collapse(await perPerson.textContent());
  await expect(page.locator('[data-compose-changes] li')).toHaveText([/^Days 4–5: .+ \(Luxury\) \+ /]);
  const extra = page.locator('[data-extras] .alt:visible label').first();
  await extra.click();
  await expect(perPerson).not.toHaveText(withLodge);
  const composed = collapse(await perPerson.textContent());
  await expect(page.locator('[data-compose-changes] li')).toHaveCount(2);
  expect(page.url()).toMatch(new RegExp(`\\?level=2&stays=${STAY}:3&extras=\\d+$`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The page sends choices, never a figure.
  for (const body of prices) expect(Object.keys(body as object).sort()).toEqual(['extras', 'level', 'stays']);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('compose-390x844.png') });

  await page.reload();
  await expect(page.locator(`#stay-${STAY}-3`)).toBeChecked();
  await expect(perPerson).toHaveText(composed);
  await page.screenshot({ path: testInfo.outputPath('compose-reloaded-390x844.png') });

  await page.getByLabel('Your name').fill('Ana García');
  await expect(page.getByText('With the choices you made above')).toBeVisible();
  const accepted = page.waitForRequest((r) => r.url().endsWith('/accept') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Accept this proposal' }).click();
  const sent = (await accepted).postDataJSON() as { level: number; composition?: Record<string, unknown> };
  expect(sent.level).toBe(2);
  expect(sent.composition).toEqual({ level: 2, stays: { [STAY]: 3 }, extras: [expect.any(Number)] });
  const answer = await (await accepted).response();
  expect(answer?.status()).toBe(200);
  await expect(page.locator('#accept')).toContainText(/accepted/i);
  await page.screenshot({ path: testInfo.outputPath('compose-accepted-390x844.png') });
  await context.close();

  // The composition is the quote's next version, the one sold (decision 0083).
  const version = ((await published.json()) as { itinerary: { version: number } }).itinerary.version;
  const quote = (await (await request.get(`/tenant/itinerary/${uuid}`, { headers })).json()).data;
  expect(quote.version).toBe(version + 1);
  expect(quote.accepted_version).toMatchObject({ version: quote.version });
  expect(quote.accepted_version.acceptance).toMatchObject({
    published_version: version,
    figures: { composition: sent.composition },
  });

  // The operator, on a desktop: the Book tab says the client composed the trip, what and which version.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await desk.newPage();
  await signInAs(staff, 'admin@itinera.demo');
  await staff.goto(`/quote/book?itinerary=${uuid}`);
  const said = `composing the trip: Days 4–5 at Luxury · 1 optional extra added (version ${version + 1}, written from version ${version}).`;
  await expect(staff.getByTestId('acceptance-line')).toHaveText(
    /^Accepted by Ana García on \w{3} \d{2}, \d{4} on the proposal page, /,
  );
  await expect(staff.getByTestId('acceptance-line')).toContainText(said);
  await expect(staff.getByRole('button', { name: `Version ${version + 1}` })).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('compose-operator-book-1440x900.png') });
  // The difference against the version the client saw, on the Export tab.
  await staff.getByRole('link', { name: `See what changed from version ${version}` }).click();
  const diff = staff.getByTestId('publish-diff');
  await expect(diff).toBeVisible();
  await expect(diff).toContainText(`version ${version}`);
  await diff.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: testInfo.outputPath('compose-operator-diff-1440x900.png'), fullPage: true });
  await desk.close();
});
