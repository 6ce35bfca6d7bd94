import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './support';

// Journeys 1 and 4 of docs/domain/quality.md: sign-in with the redirect back, then the keyboard shortcuts and
// the page title inside a quote.

const ADMIN = { email: 'admin@itinera.demo', password: 'itinera-demo' };

async function signIn(page: Page, password: string) {
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The numbered user guide greets a user once; these journeys are about other things. */
async function dismissGuide(page: Page) {
  const notNow = page.getByRole('button', { name: 'Not now' });
  await expect(notNow).toBeVisible();
  await notNow.click();
  await expect(notNow).toBeHidden();
}

test('journey 1: an anonymous visit to /quotes signs in and comes back to /quotes', async ({ page }) => {
  await page.goto('/quotes');
  await expect(page).toHaveURL(/\/\?redirect=(%2F|\/)quotes$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'login');

  await signIn(page, 'not-the-password');
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/\?redirect=/);

  await signIn(page, ADMIN.password);
  await expect(page).toHaveURL(/\/quotes$/);
  await dismissGuide(page);
  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Ana Admin/ })).toBeVisible();
  await expect(page).toHaveTitle('Itinera');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ana');
  await screenshot(page, 'home');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Name')).toHaveValue('Ana Admin');
  await screenshot(page, 'profile');
});

test('journey 4: keyboard shortcuts move between the tabs of a quote, and the title follows', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await dismissGuide(page);

  // An old bookmark names the quote by number: it opens, and the address then names it by its uuid.
  await page.goto('/quote/basic-info?itinerary=1');
  await expect(page).toHaveURL(/\/quote\/basic-info\?itinerary=[0-9a-f-]{36}$/);
  const quoteId = new URL(page.url()).searchParams.get('itinerary')!;
  await expect(page.getByRole('heading', { name: 'Basic Information', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Itinera( · |$)/);
  await expect(page.getByRole('navigation', { name: 'Quote' }).getByText('Pax Information')).toBeVisible();

  await page.keyboard.press('2');
  await expect(page).toHaveURL(`/quote/services?itinerary=${quoteId}`);
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();

  await page.keyboard.press('6');
  await expect(page).toHaveURL(`/quote/pax-info?itinerary=${quoteId}`);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  const modal = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Pax information')).toBeVisible();
  await page.waitForTimeout(400); // let the opening transition finish before the picture
  await screenshot(page, 'shortcuts-modal');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.keyboard.press('?');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');

  // History view: its own title tag, and the history icon in place of the page icon.
  await page.goto(`/history/quote/services?itinerary=${quoteId}&version=2`);
  await expect(page).toHaveTitle(/^Itinera history/);
  await page.keyboard.press('3');
  await expect(page).toHaveURL(`/history/quote/itinerary?itinerary=${quoteId}&version=2`);

  await page.keyboard.press('q');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Itinera');
});

test('legacy tab paths move to /quote and keep the itinerary', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN.password);
  await dismissGuide(page);
  const quoteId = '7c0e5a3b-2d1f-4e6a-9b8c-0d1e2f3a4b57';
  await page.goto(`/services?itinerary=${quoteId}&foo=bar`);
  await expect(page).toHaveURL(`/quote/services?itinerary=${quoteId}`);
});

test('signing out ends the session: protected pages ask to sign in again', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await dismissGuide(page);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('itinera.auth'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/\?redirect=(%2F|\/)home$/);
});
