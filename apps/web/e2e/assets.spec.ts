import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, signInAs } from './support';

// Decision 0063's journey: an admin drops two pictures at once on Configuration › Pictures (drag and
// drop, a progress bar each), drops a client's logo in the picker of the client form, picks one
// picture in a quote service's editor and as the cover of the publish configuration, publishes the
// quote, and the client's proposal page shows it (with a srcset). Screenshots to SHOTS (i43-*).

const TITLE = 'Machu Picchu & Sacred Valley honeymoon — García';
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const expect = baseExpect.configure({ timeout: 20_000 });
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `i43-${name}.png`), fullPage });

/** A photo-like JPEG: a gradient and a sun, in the hue given. */
async function picture(hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/>
    <stop offset="1" stop-color="hsl(${hue + 40},60%,30%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1000" cy="260" r="120" fill="#fff6d5"/>
    <path d="M0,900 L0,620 L300,420 L520,600 L800,380 L1100,640 L1400,500 L1400,900 Z" fill="hsl(${hue + 90},35%,25%)"/></svg>`;
  return (await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()).toString('base64');
}

/** Drops files on an element as a browser does when they are dragged from the desktop. */
async function dropFiles(page: Page, target: Locator, files: { name: string; type: string; base64: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer: transfer });
}

test('issue 43: drop two pictures, pick one for a quote service, and the proposal shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAs(page, 'admin@itinera.demo');

  // The home tiles show the demo destinations' pictures.
  await expect(page.locator('[data-photo="yes"]')).toHaveCount(8);
  await page.waitForLoadState('networkidle');
  await shot(page, 'home-tiles', false);

  await page.goto('/configuration/pictures');
  await expect(page.getByTestId('asset-grid')).toBeVisible();
  await shot(page, 'library');

  const uploads: { key: string; name: string }[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/tenant/assets') && r.request().method() === 'POST' && r.status() < 300) {
      const body = await r.json();
      uploads.push({ key: body.data.key, name: body.data.name });
    }
  });
  await dropFiles(page, page.getByTestId('asset-dropzone'), [
    { name: 'Inca trail sunrise.jpg', type: 'image/jpeg', base64: await picture(20) },
    { name: 'Sacred valley lodge.jpg', type: 'image/jpeg', base64: await picture(200) },
  ]);
  const items = page.getByTestId('upload-item');
  await expect(items).toHaveCount(2);
  await expect(page.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(2);
  await expect(items.first().getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inca trail sunrise' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sacred valley lodge' })).toBeVisible();
  await shot(page, 'library-uploaded');
  const chosen = uploads.find((u) => u.name === 'Sacred valley lodge')!;

  // The details drawer: edit the alt text.
  await page.getByRole('button', { name: 'Sacred valley lodge' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sacred valley lodge' });
  await drawer.getByLabel('Alt text').fill('A lodge among the mountains of the Sacred Valley');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The picture was saved.')).toBeVisible();
  await expect(drawer.getByText('Nowhere yet.')).toBeVisible();
  await shot(page, 'asset-drawer', false);
  await page.keyboard.press('Escape');

  // A client's logo: dropped in the picker of the client form, chosen at once, saved with the client.
  await page.goto('/configuration/clients');
  await page.getByText('Andean Trails Travel', { exact: true }).first().click();
  await page.getByRole('button', { name: 'Edit client' }).click();
  const clientForm = page.getByRole('dialog', { name: 'Edit Andean Trails Travel' });
  await clientForm.getByRole('button', { name: 'Choose logo' }).click();
  const logoPicker = page.getByRole('dialog', { name: 'Choose pictures' });
  await dropFiles(page, logoPicker.getByTestId('asset-dropzone'), [
    { name: 'Andean Trails logo.jpg', type: 'image/jpeg', base64: await picture(140) },
  ]);
  await expect(logoPicker.getByText('1 chosen')).toBeVisible();
  await logoPicker.getByRole('button', { name: 'Use this picture' }).click();
  await expect(clientForm.getByAltText('Logo of Andean Trails Travel')).toHaveAttribute('src', /\?size=400X160$/);
  await shot(page, 'client-logo', false);
  await clientForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The client was saved.')).toBeVisible();

  // The quote's first service: its picture, chosen from the library.
  const login = await page.request.post('/tenant/login', {
    data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).token as string;
  const list = await page.request.get('/tenant/itinerary', {
    params: { title: TITLE, limit: 5 },
    headers: { authorization: `Bearer ${token}` },
  });
  const quoteId = ((await list.json()).data as { id: string; title: string }[]).find((r) => r.title === TITLE)!.id;
  await page.goto(`/quote/services?itinerary=${quoteId}`);
  await page
    .getByRole('button', { name: /^Actions of / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  const editor = page.locator('.mantine-Drawer-content');
  await editor.getByRole('button', { name: 'Add pictures' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose pictures' });
  await picker.getByRole('button', { name: 'Sacred valley lodge' }).click();
  await expect(picker.getByText('1 chosen')).toBeVisible();
  await shot(page, 'picker', false);
  await picker.getByRole('button', { name: 'Use the chosen pictures' }).click();
  await expect(picker).toBeHidden();
  const pictures = editor.getByTestId('image-refs').locator('img');
  const count = await pictures.count();
  if (count > 1) await editor.getByRole('button', { name: `Make picture ${count} the cover` }).click();
  await expect(pictures.first()).toHaveAttribute('src', new RegExp(`${chosen.key}\\?size=350X240$`));
  await shot(page, 'service-editor-picture', false);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/tenant/itinerary/process/') && r.request().method() === 'POST',
  );
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);

  // Publish, then the proposal as the client sees it.
  await page.goto(`/quote/export?itinerary=${quoteId}`);
  await expect(page.getByRole('heading', { name: 'Publish', exact: true })).toBeVisible();
  // The page's cover slot: the same library picture, no file uploaded for it.
  const coverSlot = page.getByTestId('image-slot-cover_page');
  // The demo quote has a cover of its own (decision 0068): this journey's picture takes its place.
  await expect(coverSlot.getByRole('button', { name: 'Choose a cover picture' })).toBeEnabled();
  const remove = coverSlot.getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
  await coverSlot.getByRole('button', { name: 'Choose a cover picture' }).click();
  const slotPicker = page.getByRole('dialog', { name: 'Cover picture' });
  await slotPicker.getByRole('button', { name: 'Sacred valley lodge' }).click();
  await slotPicker.getByRole('button', { name: 'Use this picture' }).click();
  await expect(coverSlot.locator('img')).toHaveAttribute('src', new RegExp(`${chosen.key}\\?size=350X240$`));
  // The live preview beside the form shows the page with that cover.
  const previewCover = page.frameLocator('iframe[title="Proposal preview"]').locator(`img[src*="${chosen.key}"]`);
  await expect(previewCover.first()).toBeVisible();
  await expect
    .poll(() => previewCover.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await coverSlot.scrollIntoViewIfNeeded();
  // The page keeps polling (the matrix, the publication), so no network-idle: the slot's picture is drawn.
  await expect
    .poll(() =>
      coverSlot
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await shot(page, 'export-cover-slot', false);
  // The slot is part of the configuration: saved, then published.
  const configSaved = page.waitForResponse(
    (r) => r.url().includes('/publish/config/') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save configuration' }).click();
  expect((await configSaved).status()).toBe(200);
  const published = page.waitForResponse(
    (r) => /\/publish\/[0-9a-f-]{36}\?/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /^Publish( again)?$/ }).click();
  expect((await published).status()).toBe(200);
  const url = (await page.getByTestId('publish-link').innerText()).trim();
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: { cookies: [], origins: [] },
  });
  const client = await context.newPage();
  expect((await client.goto(url))?.status()).toBe(200);
  // The cover's picture is the page's hero (other pictures of it may sit in a level not chosen, hidden).
  const shown = client.locator('section[data-section="cover"] img');
  await expect(shown).toHaveAttribute('src', new RegExp(chosen.key));
  await expect(shown).toBeVisible();
  expect(await shown.getAttribute('srcset')).toContain(`${chosen.key}?size=1600X900 1600w`);
  expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The lazy pictures below the fold load as a reader scrolls to them.
  for (let y = 0; y < 8000; y += 700) await client.mouse.wheel(0, 700);
  await client.waitForLoadState('networkidle');
  await client.screenshot({ path: path.join(SHOTS, 'i43-proposal.png'), fullPage: true });
  await context.close();
});
