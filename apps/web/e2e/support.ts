import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Saves a full-page screenshot a person can open: test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

export const DEMO_PASSWORD = 'itinera-demo';

/** Signs in from the front page as a demo user and closes the user guide that greets a first visit. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const notNow = page.getByRole('button', { name: 'Not now' });
  await expect(notNow).toBeVisible();
  await notNow.click();
  await expect(notNow).toBeHidden();
}

/** Opens a quote from the quotes list by its title (one row) and answers its uuid, from the address. */
export async function openQuoteByTitle(page: Page, title: string): Promise<string> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  const rows = page.locator('table[aria-label="Quotes"] tbody tr');
  await searchQuotes(page, title);
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await rows.first().getByText(title).click();
  await expect(page).toHaveURL(/\/quote\/basic-info\?itinerary=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get('itinerary')!;
}

/** Types a search into the quotes list; the address carries it 300 ms later. */
export async function searchQuotes(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Search quotes');
  await box.fill(text);
  await expect(page).toHaveURL(/[?&]filter=/);
  await expect(box).toHaveValue(text);
}
