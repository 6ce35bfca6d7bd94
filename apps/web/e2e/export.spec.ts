import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signInAs } from './support';

// Journey 9 of docs/domain/quality.md (decision 0035): on the Export tab, fix a warning by its link (hide a service on
// the Services tab), export to a local test webhook, and see the history row delivered.

test('fix a warning by its link, export to a test webhook, see the history row', async ({ page }) => {
  const received: { key: string; signature: string }[] = [];
  const hook = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({
        key: String(req.headers['idempotency-key']),
        signature: String(req.headers['x-itinera-signature']),
      });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;

  // A name of its own: the journey may run again on the same database.
  const stamp = Date.now().toString(36);
  const hookName = `Test webhook ${stamp}`;
  const login = await page.request.post('/tenant/login', {
    data: { email: 'admin@itinera.demo', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const target = await page.request.post('/tenant/export-targets', {
    headers,
    data: {
      source: `hook-${stamp}`,
      name: hookName,
      kind: 'webhook',
      url: hookUrl,
      secret: 'whsec-e2e-0123456789abcdef',
    },
  });
  expect(target.status()).toBe(201);
  const created = await page.request.post('/tenant/itinerary', {
    headers,
    data: { title: 'Export journey', start_date: '2027-08-01', end_date: '2027-08-03', num_pax: 2 },
  });
  const uuid = (await created.json()).data.id as string;
  const found = await page.request.get('/tenant/services?name=Casa%20Miraflores%20Boutique', { headers });
  const hotel = (await found.json()).data[0] as { id: number; name: string };
  const added = await page.request.post(`/tenant/itinerary/services/${uuid}`, {
    headers,
    data: { services: [{ service_id: hotel.id, day: '1-2', level: 1 }] },
  });
  expect(added.status()).toBe(200);

  await signInAs(page, 'admin@itinera.demo');
  await page.goto(`/quote/export?itinerary=${uuid}`);
  const section = page.getByTestId('external-export');
  const warning = section.getByRole('link', { name: 'No hidden services(Check Services section)' });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'export-checks');

  await warning.click();
  await expect(page).toHaveURL(/\/quote\/services\?itinerary=/);
  await page
    .getByRole('button', { name: /^Hide / })
    .first()
    .click({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Show / }).first()).toBeVisible({ timeout: 30_000 });

  await page.goto(`/quote/export?itinerary=${uuid}`);
  await expect(section.getByRole('button', { name: `Export to ${hookName}` })).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('link', { name: 'No hidden services(Check Services section)' })).toHaveCount(0);
  await section.getByRole('button', { name: `Export to ${hookName}` }).click();
  const history = section.getByRole('table', { name: 'Export history' });
  await expect(history.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
  await expect(history.getByText(hookName)).toBeVisible();
  expect(received).toHaveLength(1);
  expect(received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  await screenshot(page, 'export-history');
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});
