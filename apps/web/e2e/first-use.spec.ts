import { expect, test, type Page } from '@playwright/test';
import { screenshot, searchQuotes, signInAs } from './support';

// Decisions 0039, 0040 and 0041: the quotes list and the workspace as a tour operator first meets them — the price
// cell, the quote's own Configuration entry, Contact us.

const rows = (page: Page) => page.locator('table[aria-label="Quotes"] tbody tr');

test('the quotes list: each price names its levels in the currency, found by a search', async ({ page }) => {
  // Sign-in, the list and its search: slow on a busy machine.
  test.slow();
  await signInAs(page, 'admin@itinera.demo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  await searchQuotes(page, 'I0');
  await expect(rows(page).first()).toBeVisible();
  const texts = await rows(page).allInnerTexts();
  // Every row either prices its levels with the currency sign or says it has no services: never a bare dash.
  for (const text of texts) expect(text).toMatch(/(Comfort|Superior|Luxury)[\s\S]*?\S+ \d[\d,]*|No services yet/);
  expect(texts.some((t) => /Comfort\s*\S+ [\d,]+/.test(t))).toBe(true);
  await screenshot(page, 'issue25-quotes-list');
});

test("the quote's Configuration opens its Export tab at the publishing configuration", async ({ page }) => {
  test.slow();
  await signInAs(page, 'admin@itinera.demo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  await rows(page).first().locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/quote\/basic-info\?itinerary=/);
  const id = new URL(page.url()).searchParams.get('itinerary');
  await page.getByRole('navigation', { name: 'Quote' }).getByRole('link', { name: 'Configuration' }).click();
  await expect(page).toHaveURL(new RegExp(`/quote/export\\?itinerary=${id}#configuration$`));
  const heading = page.getByRole('heading', { name: 'Configuration', level: 3 });
  await expect(heading).toBeInViewport();
  // Still inside the quote: its navigation is there and the entry is the current one.
  await expect(
    page.getByRole('navigation', { name: 'Quote' }).getByRole('link', { name: 'Configuration' }),
  ).toHaveAttribute('data-active', 'true');
});

test('Contact us: from the sign-in page, and from the user menu', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Lucía Paredes');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('lucia@andes.example');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('We would like a demo of the quotes list.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. We will get back to you soon.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The sign-in form was not submitted underneath.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await signInAs(page, 'admin@itinera.demo');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Contact us' }).click();
  const again = page.getByRole('dialog', { name: 'Contact us' });
  // A signed-in user is not asked who they are.
  await expect(again.getByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@itinera.demo');
});
