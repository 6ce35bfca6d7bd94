import { expect, test } from '@playwright/test';
import { screenshot } from './support';

test('the built app loads and shows the sign-in screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByText('Forgot your password?')).toBeVisible();
  await expect(page.getByText('Remember me')).toBeVisible();
  await expect(page.getByRole('heading', { name: /adventure/i })).toBeVisible();
  await screenshot(page, 'login');
});

// Decision 0137: the page draws the product's mark before its script has arrived, and the app replaces it.
test('the boot screen shows while the script is on its way, then the app replaces it', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Every script of the page waits until the boot screen has been seen.
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const boot = page.getByRole('status', { name: 'Loading Itinera' });
  await expect(boot).toBeVisible();
  await expect(boot).toHaveText('Itinera');
  release();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(boot).toHaveCount(0);
});

// Spec 01 §2: /404 is protected; a visitor signs in first and is then told the page does not exist.
test('an unknown path asks a visitor to sign in, with the path kept for afterwards', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/\?redirect=%2Fno%2Fsuch%2Fpage$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an unknown API path answers 404 with the standard error body', async ({ request }) => {
  const response = await request.get('/tenant/does-not-exist');
  expect(response.status()).toBe(404);
  const body = await response.json();
  expect(body.code).toBe('NOT_FOUND');
  expect(body.errors.data).toBe(body.message);
});
