import { afterAll, describe, expect, it } from 'vitest';
import * as Sentry from '@sentry/react';
import { reportError, SAMPLE_RATES, startErrorReporting } from './index';
import { sentryOptions } from './sentry-client';

/** What the SDK would send, caught by a transport of the SDK's own kind instead of the network. */
const sent: string[] = [];
const catchingTransport: Sentry.BrowserOptions['transport'] = (options) =>
  Sentry.createTransport(options, async (request) => {
    sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
    return { statusCode: 200 };
  });

afterAll(() => Sentry.close());

describe('client error reporting', () => {
  it('stays off without a DSN: nothing is started and nothing is sent', async () => {
    expect(await startErrorReporting('')).toBe(false);
    reportError(new Error('not reported'));
    expect(Sentry.getClient()).toBeUndefined();
  });

  it("uses the spec's sample rates and gathers no user data by itself", () => {
    expect(SAMPLE_RATES).toEqual({
      sampleRate: 1,
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    const options = sentryOptions('https://public@errors.example.com/1');
    expect(options).toMatchObject({
      ...SAMPLE_RATES,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    });
  });

  it('with a DSN, reports an error with its personal data scrubbed', async () => {
    const started = await startErrorReporting('https://public@errors.example.com/1', {
      transport: catchingTransport,
      integrations: [], // no replay or tracing in happy-dom
    });
    expect(started).toBe(true);
    reportError(new Error('Could not invite lucia@inkaroutes.pe'));
    await Sentry.flush(2000);
    const envelope = sent.join('\n');
    expect(envelope).toContain('Could not invite [email]');
    expect(envelope).not.toContain('lucia@inkaroutes.pe');
  });
});
