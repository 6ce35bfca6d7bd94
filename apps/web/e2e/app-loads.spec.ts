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

test('an unknown path lands on the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('This page does not exist')).toBeVisible();
});

test('an unknown API path answers 404 with the standard error body', async ({ request }) => {
  const response = await request.get('/tenant/does-not-exist');
  expect(response.status()).toBe(404);
  const body = await response.json();
  expect(body.code).toBe('NOT_FOUND');
  expect(body.errors.data).toBe(body.message);
});
