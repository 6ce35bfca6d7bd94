import { defineConfig } from '@playwright/test';
import path from 'node:path';

// e2e runs the real server (built web + the API's bundle, as `npm start` runs it + a fresh embedded
// database) and Debian's Chromium. The bundle is rebuilt first (a third of a second; decision 0048).
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results', 'playwright'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp', 'results', 'e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node scripts/build-api.mjs && node apps/api/dist/server.mjs`,
    cwd: root,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every journey signs in afresh, mostly as the demo admin: more sign-ins in a quarter of an hour
    // than a person makes. The limit itself is proven by the api tier (auth.test.ts).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '1',
      RATE_LIMIT_LOGIN: '100',
      // Journey 9 exports to a test webhook on 127.0.0.1, an internal address the operator allows (decision 0052).
      OUTBOUND_ALLOW_INTERNAL: '127.0.0.1',
    },
    stdout: 'pipe',
  },
});
