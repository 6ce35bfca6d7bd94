import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerTestDatabase } from '../../test/helper';
import { serverNotifications, type Notifications } from './notifications';

// The listening connection carries the probe's SELECT 1 and every notify(): pg 8 queues questions asked
// while one is running (with a deprecation warning) and pg 9 refuses them, so they go one at a time.

const onServer = process.env.TEST_DB_KIND === 'pg';
let notifications: Notifications;
let drop: () => Promise<void>;
const heard: string[] = [];
let live = false;

beforeAll(async () => {
  if (!onServer) return;
  const created = await createServerTestDatabase();
  drop = created.drop;
  notifications = serverNotifications(created.url);
  notifications.subscribe('itinera_line_test', {
    message: (payload) => heard.push(payload),
    live: (up) => {
      live = up;
    },
  });
  await vi.waitFor(() => expect(live).toBe(true), { timeout: 10_000 });
});
afterAll(async () => {
  if (!onServer) return;
  await notifications.close();
  await drop();
});

describe.skipIf(!onServer)('the listening connection', () => {
  it('asks one question at a time, and notifications sent together are heard in the order sent', async () => {
    let running = 0;
    let most = 0;
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
      running += 1;
      most = Math.max(most, running);
      const answer = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      return answer.finally(() => {
        running -= 1;
      }) as never;
    });
    try {
      const payloads = Array.from({ length: 20 }, (_, i) => `p${i}`);
      await Promise.all(payloads.map((p) => notifications.notify('itinera_line_test', p)));
      await vi.waitFor(() => expect(heard).toHaveLength(20), { timeout: 5_000 });
      expect(heard).toEqual(payloads);
      expect(most).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('goes on after a question fails', async () => {
    await expect(notifications.notify('itinera_line_test', 'x'.repeat(9_000))).rejects.toThrow();
    await notifications.notify('itinera_line_test', 'after');
    await vi.waitFor(() => expect(heard.at(-1)).toBe('after'), { timeout: 5_000 });
  });
});
