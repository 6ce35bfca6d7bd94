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

/**
 * Types a search into the quotes list until the address carries it. The list kept text typed while
 * it settles in the web tests and on the branch that fixed it, but the merged build still lost it in
 * CI (issue 25, still open): the search is typed again until it sticks.
 */
export async function searchQuotes(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Search quotes');
  await expect(async () => {
    if ((await box.inputValue()) !== text) await box.fill(text);
    await expect(page).toHaveURL(/[?&]filter=/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(box).toHaveValue(text);
}
