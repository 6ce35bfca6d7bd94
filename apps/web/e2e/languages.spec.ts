import { expect as baseExpect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, screenshot, signInAs } from './support';

// Issue 45, docs/decisions/issues.md: a person switches to Spanish in Profile and the screens follow (a toast, the quotes
// list, a workspace tab), and the demo's Portuguese quote opens in Portuguese, its PDF too. The
// operator's choice is put back to none at the end: the other journeys read English.

const OPERATOR = 'operator@itinera.demo';
const ES_QUOTE = 'Cusco y Valle Sagrado — familia Rodríguez';
const PT_QUOTE = 'Costa Rica: vulcões e florestas — família Silva';
// The PDF of a demo publication is made by a job the server queues at start (a 2-core machine).
const expect = baseExpect.configure({ timeout: 30_000 });

async function api(page: Page) {
  const login = await page.request.post('/tenant/login', { data: { email: OPERATOR, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const get = async (url: string) => (await page.request.get(url, { headers })).json();
  const quoteId = async (title: string) => {
    const list = await get(`/tenant/itinerary?page=1&limit=50&title=${encodeURIComponent(title)}`);
    return (list.data as { id: string; title: string }[]).find((q) => q.title === title)!.id;
  };
  const forget = () => page.request.post('/tenant/user/profile', { headers, data: { language: null } });
  return { get, quoteId, forget };
}

test('languages: Profile → Spanish, the list and a tab in Spanish; the Portuguese proposal and its PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, OPERATOR);
  const calls = await api(page);
  try {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByText('Español', { exact: true }).click();
    await expect(page.getByText('La interfaz ahora está en español.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cotizaciones' }).click();
    await expect(page).toHaveURL(/\/quotes/);
    await expect(page.getByRole('heading', { name: 'Cotizaciones', level: 1 })).toBeVisible();
    // The rows' statuses read in Spanish too (the badge's word from the catalogue).
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.locator('table tbody').getByText('Enviada').first()).toBeVisible();
    await screenshot(page, 'languages-quotes-es');

    await page.goto(`/quote/basic-info?itinerary=${await calls.quoteId(ES_QUOTE)}`);
    await expect(page.getByRole('heading', { name: 'Información básica', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Cotización' }).getByText('Pasajeros')).toBeVisible();
    await screenshot(page, 'languages-basic-info-es');

    // The Portuguese demo quote: published, its page and PDF in Portuguese, for a client signed out.
    const state = await calls.get(`/tenant/itinerary/publish/${await calls.quoteId(PT_QUOTE)}/state`);
    const code = state.link.code as string;
    const client = await page
      .context()
      .browser()!
      .newContext({ storageState: { cookies: [], origins: [] } });
    const pub = await client.newPage();
    expect((await pub.goto(`/whitelabel/${code}`))?.status()).toBe(200);
    await expect(pub.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(pub.getByRole('heading', { level: 1 })).toContainText(PT_QUOTE);
    await expect(pub.getByText('Chegada a San José')).toBeVisible();
    await pub.screenshot({ path: test.info().outputPath('languages-proposal-pt.png'), fullPage: true });
    await expect
      .poll(async () => (await pub.request.get(`/tenant/public/proposals/${code}/pdf`)).status(), { timeout: 90_000 })
      .toBe(200);
    const pdf = await pub.request.get(`/tenant/public/proposals/${code}/pdf`);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true }))
      .text;
    expect(text).toContain('Chegada a San José');
    await client.close();
  } finally {
    await calls.forget();
  }
});
