import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, screenshot, signInAs } from './support';

// Journey 7 of docs/domain/quality.md (decisions 0029, 0030 and 0031): on a demo quote's Export tab, choose a template
// and colours, save, publish and read the link; open it in a fresh browser with no sign-in, switch
// to Luxury and accept with a message; back in the workspace see the open and the accept; the PDF
// holds the title and the Luxury price per person the page showed. Screenshots of the page at
// 390×844 and 1440×900 in two templates, and axe: no serious or critical violation.

const TITLE = 'Machu Picchu & Sacred Valley honeymoon — García';
const MESSAGE = 'Luxury it is — see you in Cusco!';
// Publishing writes, projects and queues a PDF; the PDF job runs in the background.
const expect = baseExpect.configure({ timeout: 20_000 });
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The demo quote's uuid, asked of the API as the signed-in admin, then its Export tab. */
async function openExportTab(page: Page): Promise<string> {
  const login = await page.request.post('/tenant/login', {
    data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).token as string;
  const list = await page.request.get('/tenant/itinerary', {
    params: { title: TITLE, limit: 5 },
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await list.json()).data as Array<{ id: string; title: string }>;
  const quoteId = rows.find((r) => r.title === TITLE)!.id;
  await page.goto(`/quote/export?itinerary=${quoteId}`);
  await expect(page.getByRole('heading', { name: 'Publish', exact: true })).toBeVisible();
  return quoteId;
}

/** Chooses a template, saves the configuration and publishes: answers the live link. */
async function configureAndPublish(page: Page, template: string): Promise<string> {
  await page.getByRole('radio', { name: template }).click();
  await expect(page.getByRole('radio', { name: template })).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForResponse((r) => r.url().includes('/publish/config/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save configuration' }).click();
  expect((await saved).status()).toBe(200);
  const published = page.waitForResponse(
    (r) => /\/publish\/[0-9a-f-]{36}\?/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /^Publish( again)?$/ }).click();
  expect((await published).status()).toBe(200);
  const link = page.getByTestId('publish-link');
  await expect(link).toContainText(`/${template === 'White label' ? 'whitelabel' : template.toLowerCase()}/`);
  return (await link.innerText()).trim();
}

/** A browser context with no cookies and no storage: the client, never signed in. */
async function asTheClient(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(200);
  return { context, page };
}

test('journey 7: configure, publish, the client opens, switches to Luxury and accepts; the PDF holds the price', async ({
  page,
  browser,
}, testInfo) => {
  // A publish, a PDF job, three browsers and axe: on a busy 2-core machine this takes minutes.
  test.setTimeout(420_000);
  await signInAs(page, 'admin@itinera.demo');
  await openExportTab(page);
  await screenshot(page, 'journey7-export-tab');

  // Template and colours: the open_orange theme, then one colour of our own; the preview follows.
  await page.getByText('Open orange', { exact: true }).click();
  await page.getByLabel('Main background').fill('#0b7285');
  await page.getByLabel('Main background').blur();
  const preview = page.getByTitle('Proposal preview');
  await expect(preview).toHaveAttribute('srcdoc', /#0b7285/i);
  const url = await configureAndPublish(page, 'Ela');
  await expect(page.getByTestId('publish-status')).toContainText('Published');

  // The client: no sign-in, a fresh browser.
  const client = await asTheClient(browser, url, { width: 1440, height: 900 });
  const pub = client.page;
  await expect(pub.getByRole('heading', { level: 1 })).toContainText(TITLE);
  await pub.locator('label[for="level-3"]').click();
  await expect(pub.locator('#level-3')).toBeChecked();
  const luxuryPrice = collapse(await pub.locator('#prices [data-for-level="3"] .price').innerText());
  expect(luxuryPrice).toMatch(/\d/);
  await pub.screenshot({ path: testInfo.outputPath('proposal-ela-1440x900.png'), fullPage: true });

  const axe = await new AxeBuilder({ page: pub }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  await pub.getByLabel('Message').fill(MESSAGE);
  const accepted = pub.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST');
  await pub.getByRole('button', { name: 'Accept this proposal' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(pub.locator('#accept')).toContainText(/accepted/i);
  await client.context.close();

  // Back in the workspace: the open and the accept are on the timeline.
  await page.reload();
  const timeline = page.getByTestId('engagement-timeline');
  await expect(timeline).toContainText(/Opened version \d+/);
  await expect(timeline).toContainText(`Accepted Luxury: “${MESSAGE}”`);
  await expect(page.getByTestId('publish-last-seen')).toContainText(/Client last saw version \d+/);

  // The PDF, made by the background job, holds the title and the Luxury price the page showed.
  const pdfButton = page.getByRole('button', { name: 'Download PDF' });
  await expect(pdfButton).toBeEnabled({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await pdfButton.click();
  const file = await (await download).path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
  const text = collapse((await extractText(pdf, { mergePages: true })).text);
  expect(text).toContain(TITLE);
  expect(text).toContain(luxuryPrice);
  await screenshot(page, 'journey7-export-tab-published');

  // The page on a phone, then in a second template (publishing again: the address follows it).
  const phone = await asTheClient(browser, url, { width: 390, height: 844 });
  await phone.page.screenshot({ path: testInfo.outputPath('proposal-ela-390x844.png'), fullPage: true });
  await phone.context.close();
  const second = await configureAndPublish(page, 'White label');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    const view = await asTheClient(browser, second, viewport);
    await expect(view.page.getByRole('heading', { level: 1 })).toContainText(TITLE);
    await view.page.screenshot({
      path: testInfo.outputPath(`proposal-whitelabel-${viewport.width}x${viewport.height}.png`),
      fullPage: true,
    });
    await view.context.close();
  }
});
