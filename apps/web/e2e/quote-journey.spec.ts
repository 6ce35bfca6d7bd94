import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs, { type Dayjs } from 'dayjs';
import { screenshot, searchQuotes, signInAs } from './support';

// Journey 2 of docs/domain/quality.md: a quote from SCRATCH, its basic information, services from the
// catalogue on several days, prices per level, Sent (prices lock), a duplicate to a new start date
// and an older version restored.

const ADMIN = { email: 'admin@itinera.demo', password: 'itinera-demo' };
const TITLE = 'Cusco in depth — Walker family';
const HOTEL = 'Casa Andina Standard Cusco Plaza';
const TOUR = 'Cusco city tour and nearby ruins';
// The trip starts on the 10th of next month: the range picker shows this month and the next one,
// and the demo catalogue has rates for every day of 2026 and 2027.
const START = dayjs().add(1, 'month').date(10);
const END = START.add(3, 'day');
const COPY_START = START.add(10, 'day');

const signIn = (page: Page) => signInAs(page, ADMIN.email, ADMIN.password);

/** A day of an open Mantine calendar (its days are named "10 December 2026"). */
const calendarDay = (page: Page, day: Dayjs) =>
  page.locator(`button[aria-label="${day.format('D MMMM YYYY')}"]:not([data-outside])`);

/** The figure of a money text such as "$ 1,052": 1052. */
const amountOf = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d.]/g, ''));

/** The version number on the versions menu's button ("Version 4"). */
const versionShown = async (page: Page) =>
  Number((await page.getByRole('button', { name: /^Version \d+$/ }).innerText()).replace(/\D/g, ''));

/** Picks services found by name in the "Add services" modal and adds them on the given days. */
async function addFromCatalogue(page: Page, name: string, day: string) {
  const modal = page.getByRole('dialog', { name: 'Add services' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Search the catalogue').fill(name);
  const row = modal.getByRole('table', { name: 'Catalogue services' }).locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/\$ [\d,]+\.\d\d/); // priced for this quote
  await row.getByRole('checkbox').check();
  await modal.getByRole('textbox', { name: 'Day' }).fill(day);
  await modal.getByRole('button', { name: 'Add 1 service' }).click();
  await expect(modal).toBeHidden();
}

test('journey 2: a quote from scratch is priced, sent, duplicated and restored', async ({ page }) => {
  test.slow(); // the longest journey, on a busy CI machine
  await signIn(page);

  // New quote › SCRATCH from the quotes screen.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New quote' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New quote' });
  await panel.getByRole('radio', { name: /SCRATCH/ }).click();
  await expect(panel.getByRole('radio', { name: /SCRATCH/ })).toHaveAttribute('aria-checked', 'true');
  await panel.getByLabel('Title').fill(TITLE);
  await panel.getByRole('button', { name: 'Create quote' }).click();
  // A quote is named by its uuid in the address, never by an enumerable number.
  await expect(page).toHaveURL(/\/quote\/basic-info\?itinerary=[0-9a-f-]{36}$/);
  const quoteId = new URL(page.url()).searchParams.get('itinerary')!;
  const frame = page.getByRole('region', { name: 'Quote' });
  const code = (await frame.locator('text=/^[A-Z]\\d{2}-[A-Z0-9]+$/').first().innerText()).trim();
  await expect(page.getByText('Everything is saved · version 1')).toBeVisible();

  // Basic information: client, dates from the range picker, passengers and their rooms.
  const form = page.getByRole('form', { name: 'Basic information' });
  await expect(form.getByLabel('Title')).toHaveValue(TITLE);
  await form.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Andean Trails Travel' }).click();
  await form.getByRole('button', { name: 'Dates' }).click();
  await calendarDay(page, START).click();
  await calendarDay(page, END).click();
  await expect(form.getByLabel('Days', { exact: true })).toHaveValue('4');
  await form.getByRole('textbox', { name: 'Passengers' }).fill('2');
  await form.getByRole('textbox', { name: 'Double rooms' }).fill('1');
  await expect(form.getByText('Every passenger has a room (2 places for 2).')).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Basic information saved as version 2.')).toBeVisible();
  await expect(page.getByText('Everything is saved · version 2')).toBeVisible();
  await expect(frame).toContainText(/Andean Trails Travel.*4 days.*2 passengers/);
  await screenshot(page, 'journey2-basic-info');

  // Services from the catalogue: the hotel on days 1-3, the city tour on day 2.
  await page.getByRole('navigation', { name: 'Quote' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(`/quote/services?itinerary=${quoteId}`);
  await expect(page.getByText('No services yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add services' }).click();
  await addFromCatalogue(page, HOTEL, '1-3');
  await expect(page.getByRole('button', { name: 'Version 2' })).toHaveCount(0); // each addition is a version
  const hotelVersion = await versionShown(page);
  const table = page.getByRole('table', { name: 'Services of the quote' });
  await table.getByRole('button', { name: 'Add on day 2' }).click();
  await expect(page.getByRole('dialog', { name: 'Add services' }).getByRole('textbox', { name: 'Day' })).toHaveValue(
    '2',
  );
  await addFromCatalogue(page, TOUR, '2');
  const hotelRow = table.locator('tr[data-service-id]').filter({ hasText: HOTEL });
  const tourRow = table.locator('tr[data-service-id]').filter({ hasText: TOUR });
  await expect(hotelRow.getByLabel(`Day of ${HOTEL}`)).toHaveValue('1-3');
  await expect(tourRow.getByLabel(`Day of ${TOUR}`)).toHaveValue('2');
  await expect(table.locator('tr[data-day="1"]')).toContainText('1 service');
  await expect(table.locator('tr[data-day="2"]')).toContainText('1 service');
  await expect(hotelRow.getByLabel(`Sale of ${HOTEL}`)).not.toHaveValue(/^(0\.00)?$/);
  await screenshot(page, 'journey2-services');

  // Prices per level: the totals beside the filters and the three level cards.
  const totals = page.getByLabel('Level totals');
  for (const level of ['Comfort', 'Superior', 'Luxury'])
    await expect(totals).toContainText(new RegExp(`${level} \\$ [1-9][\\d,]*`));
  const levelPrices = page.getByRole('region', { name: 'Level prices' });
  for (const level of ['Comfort', 'Superior', 'Luxury']) {
    expect(await amountOf(levelPrices.getByLabel(`${level} total`)), `${level} total`).toBeGreaterThan(0);
  }
  // A level's total filters the table to that level: the Comfort hotel leaves, the all-levels tour stays.
  await totals.getByText('Superior').click();
  const levelFilter = page.getByRole('radiogroup', { name: 'Level filter' });
  await expect(levelFilter.getByRole('radio', { name: 'Sup' })).toBeChecked();
  await expect(hotelRow).toHaveCount(0);
  await expect(tourRow).toBeVisible();
  await screenshot(page, 'journey2-prices');
  await levelFilter.getByText('All', { exact: true }).click();
  await expect(levelFilter.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(hotelRow).toBeVisible();

  // Sent: the status control says the prices are locked, and the price inputs become read-only.
  await page.getByRole('button', { name: 'Status: In Preparation. Change status' }).click();
  await page.getByRole('menuitem', { name: /^Sent/ }).click();
  await expect(page.getByText(`Prices locked · ${code} is now Sent`)).toBeVisible();
  // The alert and every refusal while locked say the domain's one sentence (PRICES_LOCKED_MESSAGE).
  const locked =
    'Prices are locked while the quote is Sent or Under Review: move it back to In Preparation to change prices, services, passengers or rooms.';
  await expect(page.getByRole('alert').filter({ hasText: `Prices locked · ${code} is now Sent` })).toContainText(
    locked,
  );
  await expect(page.getByRole('button', { name: 'Status: Sent. Change status' })).toBeVisible();
  await expect(frame.getByText('Prices locked')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: locked })).toBeVisible();
  await expect(hotelRow.getByLabel(`Sale of ${HOTEL}`)).not.toBeEditable();
  await expect(hotelRow.getByLabel(`Price unit of ${HOTEL}`)).not.toBeEditable();
  await expect(tourRow.getByLabel(`Unit cost of ${TOUR}`)).not.toBeEditable();
  await screenshot(page, 'journey2-sent-locked');
  const sentVersion = await versionShown(page);
  expect(sentVersion).toBeGreaterThan(hotelVersion);

  // Duplicate to a new start date from the quotes list, then open the copy.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  await searchQuotes(page, code);
  const rows = page.locator('table[aria-label="Quotes"] tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(TITLE);
  await rows
    .first()
    .getByRole('button', { name: `Duplicate ${code}` })
    .click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate quote' });
  await expect(duplicate.getByRole('button', { name: 'New start date' })).toHaveText(START.format('MMM DD, YYYY'));
  await duplicate.getByRole('button', { name: 'New start date' }).click();
  await calendarDay(page, COPY_START).click();
  await expect(duplicate.getByRole('button', { name: 'New start date' })).toHaveText(COPY_START.format('MMM DD, YYYY'));
  await duplicate.getByRole('button', { name: 'Duplicate', exact: true }).click();
  const duplicated = page.getByRole('dialog', { name: 'Quote duplicated' });
  await expect(duplicated).toContainText(`starting ${COPY_START.format('MMM DD, YYYY')}`);
  await screenshot(page, 'journey2-duplicate');
  await duplicated.getByRole('button', { name: 'Open the copy' }).click();
  await expect(page).toHaveURL(/\/quote\/basic-info\?itinerary=[0-9a-f-]{36}$/);
  const copyId = new URL(page.url()).searchParams.get('itinerary');
  expect(copyId).not.toBe(quoteId);
  await expect(frame).toContainText(TITLE);
  await expect(frame).toContainText('In Preparation');
  await expect(form.getByRole('button', { name: 'Dates' })).toContainText(COPY_START.format('MMM DD, YYYY'));
  await page.getByRole('navigation', { name: 'Quote' }).getByRole('link', { name: 'Services' }).click();
  await expect(table.locator('tr[data-service-id]').filter({ hasText: HOTEL })).toBeVisible();
  await expect(table.locator('tr[data-service-id]').filter({ hasText: TOUR })).toBeVisible();

  // Back on the original: a restore would rewrite figures the client was sent, so the quote goes
  // back In Preparation first (the server refuses a restore while prices are locked).
  await page.goto(`/quote/basic-info?itinerary=${quoteId}`);
  await page.getByRole('button', { name: 'Status: Sent. Change status' }).click();
  await page.getByRole('menuitem', { name: /^In Preparation/ }).click();
  await expect(page.getByRole('button', { name: 'Status: In Preparation. Change status' })).toBeVisible();
  // Then open the version with the hotel but not yet the tour, from the versions menu.
  await page.getByRole('button', { name: `Version ${sentVersion}` }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^v${hotelVersion}\\b`) }).click();
  await expect(page).toHaveURL(`/history/quote/basic-info?itinerary=${quoteId}&version=${hotelVersion}`);
  await expect(page).toHaveTitle(/^Itinera history/);
  await expect(
    page.getByText(
      `You are looking at version ${hotelVersion} of this quote; the current version is ${sentVersion}. It is read-only.`,
    ),
  ).toBeVisible();
  await expect(frame.locator('.tabler-icon-history').first()).toBeVisible();
  // History view shows the stored fields without a form around them, every one read-only.
  await expect(page.getByRole('main').getByLabel('Title')).toHaveValue(TITLE);
  await expect(page.getByRole('main').getByLabel('Title')).not.toBeEditable();
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Passengers' })).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Quote' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(`/history/quote/services?itinerary=${quoteId}&version=${hotelVersion}`);
  await expect(hotelRow).toBeVisible();
  await expect(tourRow).toHaveCount(0);
  await expect(hotelRow.getByLabel(`Sale of ${HOTEL}`)).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Add services' })).toHaveCount(0);
  await screenshot(page, 'journey2-history');

  await page.getByRole('button', { name: 'Restore this version' }).click();
  const restore = page.getByRole('dialog', { name: `Restore version ${hotelVersion}?` });
  await expect(restore).toContainText(`This saves a new version (${sentVersion + 1}).`);
  await restore.getByRole('button', { name: `Restore version ${hotelVersion}` }).click();
  await expect(
    page.getByText(`${code} now holds the content of version ${hotelVersion}, saved as version ${sentVersion + 1}.`),
  ).toBeVisible();
  await expect(page).toHaveURL(`/quote/basic-info?itinerary=${quoteId}`);
  await expect(page.getByRole('button', { name: `Version ${sentVersion + 1}` })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(TITLE);
  // The live quote holds that version's services again: the hotel, without the tour added after it.
  await page.getByRole('navigation', { name: 'Quote' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(`/quote/services?itinerary=${quoteId}`);
  await expect(hotelRow).toBeVisible();
  await expect(tourRow).toHaveCount(0);
  await screenshot(page, 'journey2-restored');
});
