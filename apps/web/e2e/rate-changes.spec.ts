import { expect, test } from '@playwright/test';
import { screenshot, signInAs } from './support';

// Rate-change impact (decision 0065): an admin raises a demo guide's rate in the service editor, follows
// the notice to Configuration → Rate changes, reads the open quotes it moves (the In Preparation one
// ticked, the Sent and Under Review ones locked), re-prices the In Preparation one and sees the job done.

const GUIDE = 'Private English-speaking guide (full day)';
const PREP = 'I01-CFP2AF'; // Peru gastronomy week, In Preparation

test('an edited rate lists the open quotes it moves, and one is re-priced from the impact screen', async ({ page }) => {
  test.slow(); // an editor save, the impact priced for seven quotes and a background job
  await signInAs(page, 'admin@itinera.demo');
  await page.goto('/configuration/services');
  const rows = page.locator('table[aria-label="Services"] tbody tr');
  await page.getByLabel('Search services').fill('English-speaking guide');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  const editor = page.getByRole('dialog', { name: new RegExp(GUIDE.replace(/[()]/g, '\\$&')) });
  await editor.getByRole('tab', { name: /Rates/ }).click();
  const cost = editor.getByLabel('Unit cost, line 1', { exact: true });
  // The demo's guide costs 88; a retry finds the first attempt's rate: the raise is 10 either way.
  await expect(cost).toHaveValue(/^\d/);
  const was = Number(await cost.inputValue());
  await cost.fill(String(was + 10));
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Service saved')).toBeVisible();

  // The notice counts the open quotes using the rate and links to its impact.
  const notice = page.getByText(/open quotes use these rates/);
  await expect(notice).toBeVisible();
  await screenshot(page, 'rate-change-notice');
  await page.getByRole('link', { name: 'see the impact' }).click();
  await expect(page).toHaveURL(/\/configuration\/rate-changes\?change=\d+/);

  const changes = page.getByRole('table', { name: 'Rate changes' });
  await expect(changes).toContainText(GUIDE);
  await expect(changes).toContainText(`${was.toFixed(2)} → ${(was + 10).toFixed(2)}`);
  const prep = page.getByTestId(`impact-${PREP}`);
  await expect(prep).toContainText('In Preparation');
  await expect(prep).toContainText('→');
  await expect(prep.getByRole('checkbox')).toBeChecked();
  // A Sent or Under Review quote (earlier journeys may have moved one of the demo's on).
  const sent = page.locator('[data-testid^="impact-"]').filter({ hasText: 'Prices locked' }).first();
  await expect(sent).toContainText('Prices locked');
  await expect(sent.getByRole('checkbox')).not.toBeChecked();
  await screenshot(page, 'rate-change-impact');

  // Journeys before this one may have left open quotes using the guide: only the demo's is re-priced.
  for (const row of await page.locator('[data-testid^="impact-"]').all()) {
    const box = row.getByRole('checkbox');
    if ((await row.getAttribute('data-testid')) !== `impact-${PREP}` && (await box.isChecked())) await box.uncheck();
  }
  await page.getByRole('button', { name: 'Re-price 1 quote' }).click();
  const confirm = page.getByRole('dialog', { name: "Re-price with today's rates?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Re-price 1 quote' }).click();
  await expect(page.getByText('Re-pricing done')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(new RegExp(`${PREP}: Re-priced \\(version \\d+\\)`))).toBeVisible();
  // Re-priced, the quote leaves the list; the locked one stays, untouched.
  await expect(prep).toBeHidden();
  await expect(sent).toBeVisible();
  await screenshot(page, 'rate-change-repriced');
});
