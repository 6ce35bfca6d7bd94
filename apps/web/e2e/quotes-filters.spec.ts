import { expect, test } from '@playwright/test';
import { screenshot, signInAs } from './support';

// The quote list's date filters: their picker is fetched on first use (components/lazy-date-picker-input.tsx),
// so the first click must still open it, and a date chosen there must filter the list.

test('the quote list filters by creation date through a picker fetched on first use', async ({ page }) => {
  await signInAs(page, 'admin@itinera.demo');
  await page.goto('/quotes');
  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  const rows = page.locator('table[aria-label="Quotes"] tbody tr');
  await expect(rows.first()).toBeVisible();

  const created = page.getByRole('button', { name: 'Created on' });
  await created.click();
  const dropdown = page.locator('[data-dates-dropdown]');
  await expect(dropdown).toBeVisible();
  await screenshot(page, 'quotes-created-on-picker');
  // The first day of the month shown: the filter goes to the address (and so to the list's query).
  await dropdown
    .getByRole('button', { name: /^1 \w+ \d{4}$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]creation=\d{4}-\d{2}-01(&|$)/);
  await expect(dropdown).toBeHidden();
  await expect(page.getByRole('button', { name: 'Created on' })).not.toHaveText('Created on');

  // The range field opens on its first click too.
  await page.getByRole('button', { name: 'Start date between' }).click();
  await expect(page.locator('[data-dates-dropdown]')).toBeVisible();
});
