import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../src/modules/export/webhook';

// A real HTTP server standing in for the system a quote is exported to. It checks every delivery's signature
// with the secret it was given, and keeps one effect per idempotency key, as a receiver must: a delivery sent
// again after a crash or a timeout is answered 200 and changes nothing.

export interface Delivery {
  key: string;
  attempt: string | undefined;
  signed: boolean;
  body: string;
  status: number | 'held';
}

/** What to answer the n-th delivery (1-based, all keys counted) — a status, or 'hold' to leave it unanswered. */
export type Policy = (n: number, key: string) => number | 'hold';

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  /** The keys whose effect was kept (the first accepted or held delivery of each), in order. */
  effects: string[];
  policy: Policy;
  /** Answers every held delivery with this status. */
  release(status?: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string, policy: Policy = () => 200): Promise<WebhookReceiver> {
  const held: ServerResponse[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    deliveries: [],
    effects: [],
    policy,
    release(status = 200) {
      for (const res of held.splice(0)) res.writeHead(status).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        receiver.release(503);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const key = String(req.headers['idempotency-key'] ?? '');
      const signed = verifySignature(secret, body, req.headers['x-itinera-signature'] as string | undefined);
      const answer = signed ? receiver.policy(receiver.deliveries.length + 1, key) : 401;
      receiver.deliveries.push({
        key,
        attempt: req.headers['x-itinera-attempt'] as string,
        signed,
        body,
        status: answer === 'hold' ? 'held' : answer,
      });
      // A held delivery was received and acted on; only its answer is late (or lost with a killed sender).
      const accepted = answer === 'hold' || (answer >= 200 && answer < 300);
      if (accepted && !receiver.effects.includes(key)) receiver.effects.push(key);
      if (answer === 'hold') return void held.push(res);
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}
