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
