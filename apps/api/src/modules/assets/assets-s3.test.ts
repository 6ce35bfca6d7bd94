import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import sharp from 'sharp';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { jpeg, upload } from '../../../test/assets.fixtures';

// The same library on an S3-compatible bucket (S3_* settings): a local server this test starts
// (s3rver), two API processes' worth of apps on one bucket, files never on the local disk.

const BUCKET = 'itinera-assets-test';
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3: S3Client;
let dir: string;
let first: TestContext;
let second: TestContext;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'itinera-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 'bucket') });
  const { port } = await server.run();
  const env = {
    DATA_DIR: path.join(dir, 'data'),
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'itinera',
  };
  s3 = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  first = await createTestApp({ env });
  // A second app on the same database and bucket: another API process behind the load balancer.
  const { buildApp } = await import('../../app');
  const app = await buildApp(first.config, { database: first.database });
  second = { ...first, app, close: () => app.close() };
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const keys = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!).sort();

describe('assets on an S3-compatible bucket', () => {
  it('keeps the original and thumbnails in the bucket, shared by every API process', async () => {
    expect(first.app.fileStore.kind).toBe('s3');
    const headers = (await signIn(first.app, 'admin@itinera.demo')).headers;
    const bytes = await jpeg(1600, 1000, { gps: true });
    const res = await upload(first.app, headers, { name: 'lake.jpg', type: 'image/jpeg', bytes });
    expect(res.statusCode, res.body).toBe(201);
    const asset = res.json().data as { id: number; key: string };
    expect(await keys()).toEqual([expect.stringMatching(/^itinera\/tenants\/\d+\/assets\/[0-9a-f]{64}\/original$/)]);

    // Made by the second process, read back by the first from the bucket.
    const made = await second.app.inject({ method: 'GET', url: `/tenant/assets/thumbnail/${asset.key}?size=1200X725` });
    expect(made.statusCode).toBe(200);
    expect(await sharp(made.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 725 });
    expect((await keys()).some((k) => k.endsWith('/1200x725.webp'))).toBe(true);
    const read = await first.app.inject({ method: 'GET', url: `/tenant/assets/thumbnail/${asset.key}?size=1200X725` });
    expect(read.rawPayload.equals(made.rawPayload)).toBe(true);

    const again = await upload(second.app, headers, { name: 'same.jpg', type: 'image/jpeg', bytes });
    expect(again.json()).toMatchObject({ duplicate: true, data: { id: asset.id } });

    const gone = await first.app.inject({ method: 'DELETE', url: `/tenant/assets/${asset.id}`, headers });
    expect(gone.statusCode).toBe(200);
    expect(await keys()).toEqual([]);
  });
});
