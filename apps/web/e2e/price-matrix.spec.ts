import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signInAs } from './support';

// Journey 10 of docs/domain/quality.md (decisions 0062 and 0065): a family of two grown-ups and a girl of 8 in one
// double, on the demo's Peruvian rates (a child shares the double at her band, pays half the city
// tour). The level card shows her own price; the price matrix of the sample sizes is generated,
// its cheapest and dearest sizes marked, read for the reseller and downloaded as .xlsx.

async function familyQuote(request: APIRequestContext): Promise<string> {
  const login = await request.post('/tenant/login', { data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const find = async (name: string) =>
    (await (await request.get(`/tenant/services?name=${encodeURIComponent(name)}`, { headers })).json()).data[0]
      .id as number;
  const created = await request.post('/tenant/itinerary', {
    headers,
    data: {
      title: 'Ríos family — Cusco',
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 3,
      room_preferable_dist: [{ id_room_type: 2, qty: 1 }],
    },
  });
  expect(created.status()).toBe(201);
  const uuid = (await created.json()).data.id as string;
  const services = [
    { service_id: await find('Casa Andina Standard Cusco'), day: '1-4' },
    { service_id: await find('Palacio del Inka Courtyard'), day: '1-4' },
    { service_id: await find('Cusco city tour'), day: '2' },
    { service_id: await find('transfer Cusco airport'), day: '1' },
    { service_id: await find('English-speaking guide'), day: '3' },
  ];
  expect((await request.post(`/tenant/itinerary/services/${uuid}`, { headers, data: { services } })).status()).toBe(
    200,
  );
  const people = (await (await request.get(`/tenant/itinerary/passengers/${uuid}`, { headers })).json()).data;
  const saved = await request.put(`/tenant/passengers/${uuid}`, {
    headers,
    data: {
      id_itinerary: uuid,
      data: [
        { id: people[0].id, first_name: 'Ana', last_name: 'Ríos', birthdate: '1985-04-12', room: 0 },
        { id: people[1].id, first_name: 'Luis', last_name: 'Ríos', birthdate: '1983-01-20', room: 0 },
        { id: people[2].id, first_name: 'Sofía', last_name: 'Ríos', birthdate: '2018-03-10', room: 0 },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  return uuid;
}

test('a seller prices a child at her own rate and reads the price matrix of a programme', async ({ page }) => {
  const uuid = await familyQuote(page.request);
  await signInAs(page, 'admin@itinera.demo');
  await page.goto(`/quote/services?itinerary=${uuid}`);

  const levels = page.getByRole('region', { name: 'Level prices' });
  await levels.scrollIntoViewIfNeeded();
  await expect(levels.getByText('Children at their own rate').first()).toBeVisible();
  await expect(levels.getByText('Sofía Ríos (8)').first()).toBeVisible();
  await screenshot(page, 'i41-child-price');

  const section = page.getByRole('region', { name: 'Price matrix' });
  await section.getByRole('button', { name: 'Price matrix' }).click();
  await expect(section.getByLabel('Group sizes')).toHaveValue('1, 2, 4-10');
  await expect(section.getByLabel('Child age')).toHaveValue('8');
  await section.getByRole('button', { name: 'Generate' }).click();
  const table = section.getByRole('table', { name: 'Price per person by group size' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(9);
  await expect(rows.first()).toHaveAttribute('data-group-size', '1');
  // The per-group transfer and guide fall per person as the group grows: two people pay the most.
  await expect(table.locator('tbody tr[data-group-size="2"] td').nth(1)).toHaveAttribute('data-mark', 'dearest');
  await expect(table.locator('td[data-mark="cheapest"]').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Child (8)' }).first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'i41-price-matrix');

  await section.getByText('Reseller', { exact: true }).click();
  await expect(table).toBeVisible();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download .xlsx' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Seller', 'Reseller']);
  expect(workbook.getWorksheet('Seller')!.getRow(4).getCell(1).value).toBe(1);

  // A rate edit makes the stored matrix stale: the panel says so until it is generated again.
  const login = await page.request.post('/tenant/login', {
    data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const pisac = (await (await page.request.get('/tenant/services?name=Pisac', { headers })).json()).data[0].id;
  const added = await page.request.post(`/tenant/itinerary/services/${uuid}`, {
    headers,
    data: { services: [{ service_id: pisac, day: '4' }] },
  });
  expect(added.status()).toBe(200);
  await page.reload();
  const again = page.getByRole('region', { name: 'Price matrix' });
  await again.getByRole('button', { name: 'Price matrix' }).click();
  await expect(again.getByText('This matrix is out of date')).toBeVisible();
  await again.scrollIntoViewIfNeeded();
  await screenshot(page, 'i41-price-matrix-stale');
});
