import { expect, test } from '@playwright/test';
import { openQuoteByTitle, screenshot, signInAs } from './support';

// One service's history (30 a page, docs/domain/spec-sections.md#spec-01-section-9): who added it and what changed since, from the
// row's action menu of the Services tab.

test('the history of one service says who added it and what changed', async ({ page }) => {
  await signInAs(page, 'admin@itinera.demo');
  // The oldest demo quote with services (the demo's older sales history, decision 0061, holds none).
  await openQuoteByTitle(page, 'Classic Peru 12 days — Smith family');
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/quote\/services\?itinerary=[0-9a-f-]{36}/);

  const actions = page.getByRole('button', { name: /^Actions of / }).first();
  await expect(actions).toBeVisible();
  const name = (await actions.getAttribute('aria-label'))!.replace(/^Actions of /, '');
  await actions.click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: `History of ${name}` });
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Service history' }).locator('tbody tr');
  await expect(rows.last()).toContainText(/Added: SVC\d+/);
  await screenshot(page, 'service-history');
});
