// docs/domain/quality.md#thumbnails (decision 0063): GET /tenant/assets/thumbnail/{id}?size=1200X725 on a
// 4000 × 3000 JPEG, cold (the first request: the original read from the store, resized with sharp,
// written back) and warm (the kept WebP read from the store), through the whole app (host → tenant,
// the key looked up under row-level security) on the embedded database and the disk store.
// Budgets: cold median ≤ 600 ms, warm median ≤ 10 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { ensureReferenceData } from '../apps/api/src/seed/reference-data';
import { seedDemo } from '../apps/api/src/seed/seed';

const COLD = 8;
const WARM = 200;
const BUDGET = { cold: 600, warm: 10 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p10 ${s[Math.floor(s.length * 0.1)]!.toFixed(1)} – p90 ${s[Math.floor(s.length * 0.9)]!.toFixed(1)} ms`;
};

async function photo(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue + 140},60%,60%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1300" cy="1500" r="700" fill="white" opacity="0.4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-thumb-bench-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await ensureReferenceData(database);
  await seedDemo(database, 'demo');
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEFAULT_TENANT: 'demo' }), {
    database,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/tenant/login',
    payload: { email: 'admin@itinera.demo', password: 'itinera-demo' },
  });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const keys: string[] = [];
  for (let i = 0; i < COLD + 1; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/tenant/assets',
      headers,
      payload: {
        category: 2,
        assets_name: `bench ${i}`,
        data: `data:image/jpeg;base64,${(await photo(i * 37)).toString('base64')}`,
      },
    });
    keys.push(res.json().data.key);
  }
  const get = async (key: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: `/tenant/assets/thumbnail/${key}?size=1200X725` });
    if (res.statusCode !== 200) throw new Error(`thumbnail: ${res.statusCode} ${res.body}`);
    return performance.now() - started;
  };
  await get(keys.pop()!); // sharp loads with the first picture (decision 0046): not a thumbnail's cost
  const cold: number[] = [];
  for (const key of keys) cold.push(await get(key));
  const warm: number[] = [];
  for (let i = 0; i < WARM; i++) warm.push(await get(keys[i % keys.length]!));
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const ok = median(cold) <= BUDGET.cold && median(warm) <= BUDGET.warm;
  console.log(
    `thumbnails: ${ok ? 'PASS' : 'FAIL'} — 1200X725 of a 4000 × 3000 JPEG: cold median ${median(cold).toFixed(1)} ms (${spread(cold)}, ${cold.length} pictures; budget ≤ ${BUDGET.cold} ms), warm median ${median(warm).toFixed(2)} ms (${spread(warm)}, ${warm.length} requests; budget ≤ ${BUDGET.warm} ms)`,
  );
  process.exit(ok ? 0 : 1);
}

void main();
