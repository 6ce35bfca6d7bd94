import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signInAs } from './support';

// Journey 6 of docs/domain/quality.md (decision 0028): on the Pax Information tab, add three passengers
// (one child), give everyone a room and see the rooming warning clear, import a sheet of four, and
// export the rooming list — opened with exceljs here, as a hotel would open it.

/** A fresh quote of two placeholder passengers whose rooms follow the party (no preferred distribution). */
async function newQuote(page: Page): Promise<string> {
  const login = await page.request.post('/tenant/login', {
    data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).token as string;
  const created = await page.request.post('/tenant/itinerary', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'López family — Cusco', start_date: '2027-07-01', end_date: '2027-07-05', num_pax: 2 },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id as string;
}

async function addPassenger(page: Page, first: string, last: string, birthdate?: string) {
  await page.getByRole('button', { name: 'Add passenger' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^First name/).fill(first);
  await dialog.getByLabel('Last name', { exact: true }).fill(last);
  if (birthdate) await dialog.getByLabel('Birth date').fill(birthdate);
  await dialog.getByRole('button', { name: 'Add passenger' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${first} ${last}`, { exact: true })).toBeVisible();
}

async function putInRoom(page: Page, name: string, room: string) {
  await page.getByRole('combobox', { name: `Room of ${name}` }).click();
  await page.getByRole('option', { name: room, exact: true }).click();
  await expect(page.getByRole('combobox', { name: `Room of ${name}` })).toHaveValue(room);
}

async function sheetOfFour(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Passengers');
  sheet.addRow([
    'First name',
    'Last name',
    'Type',
    'Birth date',
    'Nationality',
    'Passport number',
    'Passport expiry',
    'Room',
    'Lead',
  ]);
  sheet.addRow(['Carmen', 'Quispe', 'adult', '1980-02-02', 'Peruvian', 'PE100001', '2032-01-01', 1, 'yes']);
  sheet.addRow(['Jorge', 'Quispe', 'adult', '1979-03-03', 'Peruvian', 'PE100002', '2032-01-01', 1, '']);
  sheet.addRow(['Lucía', 'Quispe', '', '2016-04-04', 'Peruvian', 'PE100003', '2030-01-01', 2, '']);
  sheet.addRow(['Diego', 'Quispe', '', '2019-05-05', 'Peruvian', 'PE100004', '2030-01-01', 2, '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('passengers, rooms, a sheet imported and the rooming list exported', async ({ page }) => {
  await signInAs(page, 'admin@itinera.demo');
  const uuid = await newQuote(page);
  await page.goto(`/quote/pax-info?itinerary=${uuid}`);
  await expect(page.getByRole('heading', { name: '2 passengers' })).toBeVisible();

  await addPassenger(page, 'Ana', 'López');
  await addPassenger(page, 'Luis', 'López');
  await addPassenger(page, 'Sofía', 'López', '2017-03-03');
  await expect(page.getByRole('heading', { name: '5 passengers' })).toBeVisible();
  await expect(page.getByText('4 adults · 1 child')).toBeVisible();
  const sofia = page.getByTestId('passenger-row').filter({ hasText: 'Sofía López' });
  await expect(sofia).toContainText('Child, 10');

  // The first room given starts the rooming list: everyone else is now "in no room".
  await putInRoom(page, 'Ana López', 'Room 1 (DBL)');
  const warnings = page.getByTestId('pax-warnings');
  await expect(warnings).toContainText(
    'Passenger 1, Passenger 2, Luis López and Sofía López have no room in the rooming list.',
  );
  await putInRoom(page, 'Luis López', 'Room 1 (DBL)');
  await putInRoom(page, 'Passenger 1', 'Room 2 (DBL)');
  await putInRoom(page, 'Passenger 2', 'Room 2 (DBL)');
  await putInRoom(page, 'Sofía López', 'Room 3 (SGL)');
  await expect(page.getByText(/have no room|has no room/)).toHaveCount(0);
  await expect(page.getByTestId('room-card')).toHaveCount(3);
  await screenshot(page, 'pax-info-rooms');

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import passengers' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'quispe.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheetOfFour(),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: '4 passengers' })).toBeVisible();
  await expect(page.getByText('2 adults · 2 children')).toBeVisible();
  await expect(page.getByTestId('passenger-row').first()).toContainText('Carmen Quispe');
  await screenshot(page, 'pax-info-imported');

  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Rooming list (.xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rooming-list-i\d\d-[a-z0-9]+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook
    .getWorksheet('Rooming list')!
    .eachRow((row) => rows.push((row.values as unknown[]).slice(1, 4).map((v) => String(v ?? ''))));
  const body = rows.slice(rows.findIndex((r) => r[0] === 'Room') + 1);
  expect(body).toEqual([
    ['Room 1 (DBL)', 'DBL', 'QUISPE, Carmen'],
    ['', '', 'QUISPE, Jorge'],
    ['Room 2 (DBL)', 'DBL', 'QUISPE, Lucía'],
    ['', '', 'QUISPE, Diego'],
  ]);
});
