import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  subject: string;
  to: string;
  /** The plain-text body, as a person reads it. */
  text: string;
  /** The sink's phase when the message had come in full (tests number their phases). */
  phase: number;
  /** Answered 250 at once, or left waiting for its answer (see `holdAfter`). */
  acknowledged: boolean;
}

export interface SmtpSink {
  url: string;
  /** Every message received in full, in order, answered or not. */
  received: ReceivedMail[];
  /** Answer 250 to this many messages in all, then leave each later one waiting (Infinity: answer all). */
  holdAfter: number;
  phase: number;
  /** Messages received in full and still waiting for their answer. */
  held(): number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that records what it receives. A held message has come in full but has no
 * answer yet: if the client dies then, the client cannot know whether it got through, which is
 * how at-least-once delivery sends a message twice (RFC 1047). The sink counts it as received.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  // The answer each held message waits for, by SMTP session.
  const waiting = new Map<string, () => void>();
  const sink = {
    received: [] as ReceivedMail[],
    holdAfter: Infinity,
    phase: 1,
    held: () => waiting.size,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A held message whose client is gone is never answered.
    onClose(session) {
      waiting.delete(session.id);
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The client went away in the middle of the message: it was not received.
      stream.on('error', (error) => done(error));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          const acknowledged = sink.received.filter((m) => m.acknowledged).length < sink.holdAfter;
          sink.received.push({
            messageId: mail.messageId ?? '',
            subject: mail.subject ?? '',
            to: (mail.to as { text: string } | undefined)?.text ?? '',
            text: mail.text ?? '',
            phase: sink.phase,
            acknowledged,
          });
          if (acknowledged) done();
          else waiting.set(session.id, done);
        }, done);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Polls `fn` until it answers something (a mail arrived, a row changed), or fails after `ms`. */
export async function waitFor<T>(fn: () => T | undefined, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = fn();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
