import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { openQuoteByTitle, screenshot, signInAs } from './support';

// Journey 5 of docs/domain/quality.md: on a demo quote's Itinerary tab, a service is dragged from
// day 2 to day 4 with the mouse and another is moved a day by keyboard; the Services tab shows the
// new days and the level prices the moves computed; the version before the moves is restored.

const TITLE = 'Arenal & Monteverde honeymoon — Rossi';
// Each step waits on a server write that re-prices the quote and on the reads that follow it: on a
// busy CI machine that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The version number on the versions menu's button ("Version 4"). */
const versionShown = async (page: Page) =>
  Number((await page.getByRole('button', { name: /^Version \d+$/ }).innerText()).replace(/\D/g, ''));

/** A draggable service card of a day (a stay continuing from the day before has no handle there). */
const firstHandle = (day: Locator, n: number) =>
  day.getByRole('button', { name: new RegExp(`^Move .+ \\(day ${n}\\)$`) }).first();
const nameOfHandle = async (handle: Locator, n: number) =>
  (await handle.getAttribute('aria-label'))!.replace(/^Move /, '').replace(` (day ${n})`, '');

type PriceAnswer = { selected?: boolean; type: string; prices: { level: number; total?: number }[] };
/** The three level totals of the quote's seller type, as a services write answers them. */
const totalsOf = (prices: PriceAnswer[]) => {
  const entry = prices.find((p) => p.selected) ?? prices.find((p) => p.type === 'seller') ?? prices[0]!;
  return [1, 2, 3].map((level) => entry.prices.find((p) => p.level === level)?.total ?? 0);
};

test('journey 5: services move between days by mouse and keyboard, prices follow, the old version comes back', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'admin@itinera.demo');

  // The demo quote, from the quotes list.
  const quoteId = await openQuoteByTitle(page, TITLE);
  const nav = page.getByRole('navigation', { name: 'Quote' });
  await nav.getByRole('link', { name: 'Itinerary' }).click();
  await expect(page).toHaveURL(`/quote/itinerary?itinerary=${quoteId}`);
  const day = (n: number) => page.getByRole('region', { name: `Day ${n}`, exact: true });
  await expect(day(4)).toBeVisible();
  const before = await versionShown(page);
  await screenshot(page, 'journey5-itinerary');

  // Mouse: a service of day 2 dragged onto day 4 (the pointer moves well past dnd-kit's 5 px first).
  // A tall window keeps both days on screen, as a person would scroll to see them.
  await page.setViewportSize({ width: 1440, height: 1800 });
  const grip = firstHandle(day(2), 2);
  const walk = await nameOfHandle(grip, 2);
  await day(2).evaluate((e) => e.scrollIntoView({ block: 'start' }));
  const from = (await grip.boundingBox())!;
  const target = (await day(4).getByRole('list').boundingBox())!;
  const mouseMove = page.waitForResponse((r) => r.url().includes('/services/move') && r.request().method() === 'POST');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + 24, { steps: 16 });
  await page.mouse.up();
  const moved = await mouseMove;
  expect(moved.status()).toBe(200);
  expect(moved.request().postDataJSON()).toMatchObject({ days_to_move: 2, last_batch: true });
  await expect(day(4).getByRole('listitem', { name: walk, exact: true })).toBeVisible();
  await expect(day(2).getByRole('listitem', { name: walk, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Version ${before + 1}` })).toBeVisible();
  await screenshot(page, 'journey5-after-mouse');

  // Keyboard: Space picks the next service of day 2 up, the arrows carry it to day 3, Space drops it.
  const key = firstHandle(day(2), 2);
  const guide = await nameOfHandle(key, 2);
  const live = page.locator('[id^="DndLiveRegion"]');
  await key.focus();
  await page.keyboard.press('Space');
  await expect(key).toHaveAttribute('aria-pressed', 'true');
  await expect(live).toContainText(guide);
  for (let i = 0; i < 12 && !/land on day 3\b/.test(await live.innerText()); i++) {
    const said = await live.innerText();
    await page.keyboard.press('ArrowDown');
    await expect(live).not.toHaveText(said);
  }
  await expect(live).toContainText('would land on day 3');
  const keyMove = page.waitForResponse((r) => r.url().includes('/services/move') && r.request().method() === 'POST');
  await page.keyboard.press('Space');
  const keyAnswer = await keyMove;
  expect(keyAnswer.request().postDataJSON()).toMatchObject({ days_to_move: 1 });
  await expect(day(3).getByRole('listitem', { name: guide, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Version ${before + 2}` })).toBeVisible();
  const answer = (await keyAnswer.json()) as { services: { id: number; day: string }[]; prices: PriceAnswer[] };
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'journey5-after-keyboard');

  // The Services tab: both services on their new days, and the level totals the last move priced.
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(`/quote/services?itinerary=${quoteId}`);
  const table = page.getByRole('table', { name: 'Services of the quote' });
  await expect(table).toBeVisible({ timeout: 15_000 });
  const dayOf = (name: string) =>
    table.locator('tr[data-service-id]').filter({ hasText: name }).first().getByLabel(`Day of ${name}`);
  await expect(dayOf(walk)).toHaveValue(/^4(-\d+)?$/);
  await expect(dayOf(guide)).toHaveValue(/^3(-\d+)?$/);
  const totals = page.getByLabel('Level totals');
  const expected = totalsOf(answer.prices);
  for (const [i, level] of ['Comfort', 'Superior', 'Luxury'].entries()) {
    const text = await totals.getByText(level).innerText();
    expect(Math.abs(Number(text.replace(/[^\d.]/g, '')) - expected[i]!), `${level} total`).toBeLessThanOrEqual(1);
  }
  await screenshot(page, 'journey5-services');

  // Restore the version before the moves, from the versions menu (history view is read-only).
  await page.getByRole('button', { name: `Version ${before + 2}` }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^v${before}\\b`) }).click();
  // A version opens on the tab on screen (decision 0058).
  await expect(page).toHaveURL(`/history/quote/services?itinerary=${quoteId}&version=${before}`);
  await nav.getByRole('link', { name: 'Itinerary' }).click();
  await expect(page).toHaveURL(`/history/quote/itinerary?itinerary=${quoteId}&version=${before}`);
  await expect(day(2).getByRole('listitem', { name: walk, exact: true })).toBeVisible();
  await expect(day(2).getByRole('listitem', { name: guide, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a day' })).toHaveCount(0);
  await screenshot(page, 'journey5-history');
  await page.getByRole('button', { name: 'Restore this version' }).click();
  const restore = page.getByRole('dialog', { name: `Restore version ${before}?` });
  await restore.getByRole('button', { name: `Restore version ${before}` }).click();
  await expect(page.getByRole('button', { name: `Version ${before + 3}` })).toBeVisible();
  await nav.getByRole('link', { name: 'Itinerary' }).click();
  await expect(page).toHaveURL(`/quote/itinerary?itinerary=${quoteId}`);
  await expect(day(2).getByRole('listitem', { name: walk, exact: true })).toBeVisible();
  await expect(day(2).getByRole('listitem', { name: guide, exact: true })).toBeVisible();
  await expect(day(4).getByRole('listitem', { name: walk, exact: true })).toHaveCount(0);
  await screenshot(page, 'journey5-restored');
});
