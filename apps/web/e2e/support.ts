import path from 'node:path';
import type { Page } from '@playwright/test';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Saves a full-page screenshot a person can open: test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
