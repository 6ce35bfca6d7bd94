import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, signInAs } from './support';

// The catalogue journey of the issue: an admin adds a hotel with two seasons and three room types
// in Configuration › Services, and finds it in the service search.

const ADMIN = { email: 'admin@itinera.demo', password: 'itinera-demo' };
const HOTEL = 'Casa Cartagena Boutique';

const signIn = (page: Page) => signInAs(page, ADMIN.email, ADMIN.password);

/** The editor is a drawer over the page: a picture of the window, not of the whole page under it. */
async function windowShot(page: Page, name: string) {
  await page.waitForTimeout(300); // transitions settle
  await page.screenshot({
    path: path.resolve(import.meta.dirname, '../../../test-results/screenshots', `${name}.png`),
  });
}

/** Picks an option of a Mantine select: type to narrow it, then click the option. */
async function choose(page: Page, input: Locator, typed: string, option: string | RegExp) {
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('an admin adds a hotel with two seasons and three room types and finds it in the service search', async ({
  page,
}) => {
  test.slow(); // a long form filled field by field, on a busy CI machine
  await signIn(page);
  await page.goto('/configuration/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 2 })).toBeVisible();
  const rows = page.locator('table[aria-label="Services"] tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(/^1–10 of \d+ services$/)).toBeVisible();
  await screenshot(page, 'configuration-services');

  await page.getByRole('button', { name: 'New service' }).click();
  const editor = page.getByRole('dialog', { name: 'New service' });
  await expect(editor).toBeVisible();
  await editor.getByLabel('Name (English)').fill(HOTEL);
  await editor.getByLabel('Name (Spanish)').fill('Casa Cartagena Boutique Cusco');
  await editor
    .getByLabel('Description (English)')
    .fill('A restored colonial mansion two blocks from the Plaza de Armas.');
  await choose(page, editor.getByRole('combobox', { name: 'Type' }), '', 'Accommodation');
  await choose(page, editor.getByRole('combobox', { name: 'Category' }), 'Hotel', /^Hotel/);
  await choose(page, editor.getByRole('combobox', { name: 'Country' }), 'Peru', 'Peru');
  await choose(page, editor.getByRole('combobox', { name: 'Destination or city' }), 'Cusco', /^Cusco, /);
  // An accommodation lists its amenities (spec 02 §3, decisions 0056 and 0057): typed, each kept with Enter.
  await editor.getByLabel('Amenities').fill('Wi-Fi');
  await editor.getByLabel('Amenities').press('Enter');
  await editor.getByLabel('Amenities').fill('Breakfast included');
  await editor.getByLabel('Amenities').press('Enter');
  await editor.getByLabel('Amenities').press('Tab'); // its suggestions close, as leaving the field does
  await editor.getByText('Superior', { exact: true }).click();
  // Two pictures chosen from the library (decision 0063: no more typed addresses); the first is the cover.
  await editor.getByRole('button', { name: 'Add pictures' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose pictures' });
  await picker.getByRole('button', { name: 'Coastal dunes' }).click();
  await picker.getByRole('button', { name: 'On the road' }).click();
  await picker.getByRole('button', { name: 'Use the chosen pictures' }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByRole('img', { name: 'Picture 2' })).toBeVisible();
  await expect(editor.getByText('Cover', { exact: true })).toBeVisible();
  await windowShot(page, 'service-editor-info');

  await editor.getByRole('tab', { name: /Rates/ }).click();
  await expect(editor.getByText('No rates yet', { exact: true })).toBeVisible();
  for (const season of ['first', 'second']) {
    await editor.getByRole('button', { name: 'Add season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a season' });
    await expect(dialog.getByRole('checkbox', { name: /SGL/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /DBL/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /TRP/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add 3 lines' }).click();
    await expect(dialog, `${season} season dialog closes`).toBeHidden();
  }
  const costs = ['95', '120', '150', '110', '140', '175.50'];
  for (const [i, cost] of costs.entries())
    await editor.getByLabel(`Unit cost, line ${i + 1}`, { exact: true }).fill(cost);
  await expect(editor.getByLabel('Room type, line 2', { exact: true })).toHaveValue('DBL · Double');
  await expect(editor.getByLabel('Season from, line 4', { exact: true })).toHaveText('01 Jul 2026');

  // Live validation: a reversed pax range is named on its own row, and fixing it clears the message.
  await editor.getByLabel('Min pax, line 2', { exact: true }).fill('5');
  await editor.getByLabel('Max pax, line 2', { exact: true }).fill('2');
  await expect(editor.getByLabel('Problems of line 2', { exact: true })).toContainText(
    'The pax range is reversed: min 5 is above max 2.',
  );
  await expect(editor.getByText('1 rate line needs attention before saving.')).toBeVisible();
  await editor.getByLabel('Min pax, line 2', { exact: true }).fill('1');
  await editor.getByLabel('Max pax, line 2', { exact: true }).fill('99');
  await expect(editor.getByLabel('Problems of line 2', { exact: true })).toBeHidden();
  await expect(editor.getByText('6 rate lines in 2 seasons')).toBeVisible();
  await windowShot(page, 'service-editor-rates');

  await editor.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByText('Service saved')).toBeVisible();
  await expect(editor).toBeHidden();

  await page.getByLabel('Search services').fill('cartagena');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(HOTEL);
  await expect(row).toContainText('Accommodation');
  await expect(row).toContainText('Cusco');
  await expect(row).toContainText('Superior');

  // What was saved is what the editor shows again: six lines, the costs as typed.
  await row.click();
  const reopened = page.getByRole('dialog', { name: new RegExp(HOTEL) });
  await expect(reopened.getByRole('heading', { name: /SVC\d+/ })).toBeVisible();
  await reopened.getByRole('tab', { name: /Rates/ }).click();
  await expect(reopened.locator('tr[data-rate-line]')).toHaveCount(6);
  await expect(reopened.getByLabel('Unit cost, line 6', { exact: true })).toHaveValue(/^175\.5/);

  await reopened.getByRole('button', { name: 'Cancel' }).click();
  await expect(reopened).toBeHidden();

  // Archiving asks first; the service then leaves the search.
  await row.getByRole('button', { name: `Archive ${HOTEL}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this service?' });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Service archived')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No service matches' })).toBeVisible();
});

test('a code already in use is refused by the server and shown on the Code field', async ({ page }) => {
  await signIn(page);
  await page.goto('/configuration/services?service=new');
  const editor = page.getByRole('dialog', { name: 'New service' });
  await editor.getByLabel('Name (English)').fill('Sunset boat ride');
  await choose(page, editor.getByRole('combobox', { name: 'Type' }), '', 'Excursion');
  // An excursion needs its place before the form is sent (decision 0056).
  await choose(page, editor.getByRole('combobox', { name: 'Country' }), 'Peru', 'Peru');
  await choose(page, editor.getByRole('combobox', { name: 'Destination or city' }), 'Cusco', /^Cusco, /);
  await editor.getByLabel('Code').fill('SVC00001');
  await editor.getByRole('button', { name: 'Create service' }).click();
  await expect(editor.getByText('The code SVC00001 is already used by another service.')).toBeVisible();
  await expect(editor).toBeVisible();
});
