import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// LISTEN/NOTIFY for per-process caches (decision 0017). A cache may only trust what it remembers
// while it is sure to hear of every change: `live(false)` says notifications may have been missed
// (connection lost), `live(true)` that they are heard again from now on.

export interface NotificationHandlers {
  message(payload: string): void;
  live(up: boolean): void;
}

export interface Notifications {
  /** Starts listening on `channel` (once per channel and process); the handlers hear its payloads. */
  subscribe(channel: string, handlers: NotificationHandlers): void;
  /**
   * Sends `payload` on `channel` in a transaction of its own: it is heard after every notification
   * of the transactions committed before it (one queue, commit order). Rejects while not listening.
   */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;
// A connection can die without a word (a network drop, a server that vanished): the listener asks
// the server every few seconds, and a question unanswered in time counts as a lost connection.
const PROBE_MS = 5_000;
const PROBE_TIMEOUT_MS = 3_000;
const CHANNEL = /^[a-z_][a-z0-9_]*$/;
/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'itinera-listen';

function checkChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain names are written into the statement.
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
}

/** One dedicated connection for the whole process, opened on the first subscription, reopened when lost. */
export function serverNotifications(url: string): Notifications {
  const channels = new Map<string, NotificationHandlers[]>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let probe: NodeJS.Timeout | undefined;
  let listening = false;
  // One question at a time on the connection: the probe and notify() would otherwise overlap, which pg 8
  // queues with a deprecation warning and pg 9 refuses. Each client has its own line, so a new connection
  // never waits behind a lost one's unanswered question.
  const lines = new WeakMap<pg.Client, Promise<unknown>>();
  const ask = (which: pg.Client, text: string, values?: unknown[]) => {
    const answer = (lines.get(which) ?? Promise.resolve()).then(() => which.query(text, values));
    lines.set(
      which,
      answer.catch(() => undefined),
    );
    return answer;
  };

  const everyone = (up: boolean) => {
    listening = up;
    channels.forEach((list) => list.forEach((h) => h.live(up)));
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    clearInterval(probe);
    which.end().catch(() => undefined);
    everyone(false);
    // unref: a process that never calls close() is not kept alive by the retries.
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };

  const probeEvery = (which: pg.Client) => {
    probe = setInterval(() => {
      const late = setTimeout(() => lost(which), PROBE_TIMEOUT_MS).unref();
      ask(which, 'SELECT 1').then(
        () => clearTimeout(late),
        () => lost(which),
      );
    }, PROBE_MS).unref();
  };

  async function connect(): Promise<void> {
    retry = undefined;
    if (closed || client) return;
    // Named, so pg_stat_activity tells it apart: its last query is the probe's SELECT 1 as often as LISTEN.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      application_name: LISTENER_NAME,
    });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (n) => channels.get(n.channel)?.forEach((h) => h.message(n.payload ?? '')));
    try {
      await next.connect();
      for (const channel of channels.keys()) await ask(next, `LISTEN ${channel}`);
      if (client === next) {
        probeEvery(next);
        everyone(true);
      }
    } catch {
      lost(next);
    }
  }

  return {
    subscribe(channel, handlers) {
      checkChannel(channel);
      const list = channels.get(channel);
      if (list) {
        list.push(handlers);
        if (listening) handlers.live(true);
        return;
      }
      channels.set(channel, [handlers]);
      // A new channel on an open connection: reconnect so every channel is listened to before anyone is told "live".
      if (client) lost(client);
      else if (!retry) void connect();
    },
    async notify(channel, payload) {
      checkChannel(channel);
      // On the listening connection: no pooled connection is taken, and none is sent while deaf.
      if (!client || !listening) throw new Error('not listening');
      await ask(client, 'SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      clearInterval(probe);
      const open = client;
      client = undefined;
      everyone(false);
      await open?.end().catch(() => undefined);
    },
  };
}

/** PGlite runs in this process: its notifications cannot be lost. */
export function pgliteNotifications(client: PGlite): Notifications {
  const stops: Array<Promise<() => Promise<void>>> = [];
  const subscribed: NotificationHandlers[] = [];
  return {
    subscribe(channel, handlers) {
      checkChannel(channel);
      const stop = client.listen(channel, (payload) => handlers.message(payload));
      stops.push(stop);
      subscribed.push(handlers);
      void stop.then(
        () => handlers.live(true),
        () => handlers.live(false),
      );
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await Promise.all(
        stops.map((s) =>
          s
            .then(
              (unlisten) => unlisten(),
              () => undefined,
            )
            .catch(() => undefined),
        ),
      );
      // Closed, nothing more is heard: what counts heard feeds (list-cache.ts) must know, as with pg's close.
      for (const handlers of subscribed.splice(0)) handlers.live(false);
    },
  };
}
