import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { screenshot, signInAs } from './support';

// Two things a sales team does every day besides building quotes: a travel agent starts a quote
// from the company's shared example itineraries, and someone clears a quote away from the list
// (the delete runs as a background job; the row says so until the job is done).

test("a travel agent starts a quote from the company's shared example itinerary", async ({ page }) => {
  await signInAs(page, 'agent@itinera.demo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Itineraries' }).click();
  await expect(page.getByRole('heading', { name: 'Itineraries', level: 1 })).toBeVisible();
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'Peru essentials 10 days' });
  await expect(card).toBeVisible();
  // Someone else's template: it is offered to start from, not to open or change.
  await expect(card.getByText('Shared')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open' })).toHaveCount(0);
  await screenshot(page, 'templates-agent-shared');

  await card.getByRole('button', { name: 'Use as a quote' }).click();
  // The dialog asks the quote's own title (the template's, without its kind marker), dates and party.
  const dialog = page.getByRole('dialog', { name: 'New quote from a template' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Peru essentials 10 days');
  await expect(dialog.getByRole('button', { name: 'Create quote' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Start date' }).click();
  const day = dayjs().date(15);
  await page.locator(`button[aria-label="${day.format('D MMMM YYYY')}"]:not([data-outside])`).click();
  await dialog.getByRole('button', { name: 'Create quote' }).click();
  await expect(page).toHaveURL(/\/quote\/basic-info\?itinerary=[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Quote' })).toContainText('Peru essentials 10 days');
});

test('a deleted quote leaves the list once its background delete is done', async ({ page }) => {
  await signInAs(page, 'admin@itinera.demo');
  await page.goto('/quotes');
  await page.getByRole('button', { name: 'New quote' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New quote' });
  await panel.getByRole('radio', { name: /SCRATCH/ }).click();
  await panel.getByLabel('Title').fill('Throwaway draft for the delete test');
  await panel.getByRole('button', { name: 'Create quote' }).click();
  await expect(page).toHaveURL(/\/quote\/basic-info\?itinerary=[0-9a-f-]{36}$/);
  const code = (
    await page.getByRole('region', { name: 'Quote' }).locator('text=/^[A-Z]\\d{2}-[A-Z0-9]+$/').first().innerText()
  ).trim();

  await page.goto(`/quotes?filter=${encodeURIComponent(code)}`);
  const row = page.locator('table[aria-label="Quotes"] tbody tr').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete quote' });
  await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: 'Delete quote' }).click();
  await expect(page.getByText(`${code} is being deleted; it leaves the list when done.`)).toBeVisible();
  await screenshot(page, 'quotes-deleting');
  // The list polls while the server still deletes: the row goes once the job has run.
  await expect(row).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('No quote matches your filters')).toBeVisible();
});
