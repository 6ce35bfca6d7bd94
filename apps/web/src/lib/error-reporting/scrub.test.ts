import { describe, expect, it } from 'vitest';
import { scrubEvent } from './scrub';

// Error reporting never carries personal data (docs/decisions/0069-client-error-reporting.md).

describe('scrubbing an error report', () => {
  const event = {
    message: 'Saving failed for lucia@inkaroutes.pe',
    user: { id: '42', email: 'lucia@inkaroutes.pe', username: 'Lucía Quispe', ip_address: '10.0.0.7' },
    request: {
      url: 'https://inka-routes.itinera.app/reset-password?id=7&token=abc123secret&lang=es',
      headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl', 'User-Agent': 'Firefox' },
      cookies: { session: 'xyz' },
      data: { name: 'Lucía Quispe', passport: 'P1234567', birthdate: '1990-04-01', nights: 3 },
    },
    extra: {
      passengers: [{ name: 'Ana Mamani', email: 'ana@example.com' }],
      note: 'sent with token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
      quote: 'ITY-17',
    },
    breadcrumbs: [
      { category: 'console', message: 'Fetch pax prices error from ana@example.com' },
      { category: 'fetch', data: { url: '/tenant/itinerary/prices/9?email=ana%40example.com', status_code: 422 } },
    ],
    tags: { tenant: 'inka-routes' },
    contexts: { browser: { name: 'Firefox', version: '140' } },
    exception: { values: [{ type: 'HttpError', value: 'Level price is negative!' }] },
  };
  const scrubbed = scrubEvent(structuredClone(event));
  const text = JSON.stringify(scrubbed);

  it('keeps no e-mail, name, passenger data or token anywhere', () => {
    for (const personal of [
      'lucia@inkaroutes.pe',
      'ana@example.com',
      'ana%40example.com',
      'Lucía Quispe',
      'Ana Mamani',
      'P1234567',
      '1990-04-01',
      'abc123secret',
      'eyJhbGciOiJIUzI1NiJ9',
      '10.0.0.7',
      'xyz',
    ])
      expect(text).not.toContain(personal);
  });

  it('keeps only the user id, to count how many people a bug touches', () => {
    expect(scrubbed.user).toEqual({ id: '42' });
  });

  it('keeps what a developer needs: the error, where, the browser, non-personal figures', () => {
    expect(scrubbed.exception.values[0]).toEqual({ type: 'HttpError', value: 'Level price is negative!' });
    expect(scrubbed.request.url).toContain('/reset-password?id=7&token=');
    expect(scrubbed.request.url).toContain('lang=es');
    expect(scrubbed.request.data.nights).toBe(3);
    expect(scrubbed.extra.quote).toBe('ITY-17');
    expect(scrubbed.contexts.browser).toEqual({ name: 'Firefox', version: '140' });
    expect(scrubbed.breadcrumbs[1]?.data?.status_code).toBe(422);
    expect(scrubbed.message).toBe('Saving failed for [email]');
  });
});
