import { describe, expect, it } from 'vitest';
import { newToken } from './tokens';
import { redactSecrets } from './secret-links';

// Which parts of an address are keys (docs/domain/jobs-and-mail.md#secrets-in-mail-and-logs).

describe('redactSecrets', () => {
  const { token } = newToken();

  it.each([
    [`https://acme.example.com/booking/${token}`, 'https://acme.example.com/booking/[redacted]'],
    [`/tenant/public/booking/${token}`, '/tenant/public/booking/[redacted]'],
    [`/booking/${token}?lang=es`, '/booking/[redacted]?lang=es'],
    [
      `https://acme.example.com/reset-password?id=12&token=${token}`,
      'https://acme.example.com/reset-password?id=12&token=[redacted]',
    ],
    [`/reset-password?token=${token}&id=12#top`, '/reset-password?token=[redacted]&id=12#top'],
    [`https://acme.example.com/media/vouchers/${token}.zip`, 'https://acme.example.com/media/vouchers/[redacted]'],
  ])('replaces the key of %s', (address, redacted) => {
    expect(redactSecrets(address)).toBe(redacted);
  });

  it('replaces every key of a mail and leaves its other words as they were', () => {
    const other = newToken().token;
    const mail = `Dear Hotel,\n\nAnswer here:\n\nhttps://a.example/booking/${token}\n\nOr the old link https://a.example/booking/${other}\nThank you.\n`;
    expect(redactSecrets(mail)).toBe(
      'Dear Hotel,\n\nAnswer here:\n\nhttps://a.example/booking/[redacted]\n\nOr the old link https://a.example/booking/[redacted]\nThank you.\n',
    );
  });

  it.each([
    '/tenant/itinerary/0b0b0b0b-0000-4000-8000-000000000000/booking/requests',
    '/tenant/itinerary/0b0b0b0b-0000-4000-8000-000000000000/booking/vouchers/send',
    `/tenant/public/proposals/${token}`,
    `/p/${token}`,
    '/media/photos/demo/ab12cd.jpg',
    '/tenant/itinerary?tokens=2&page=1',
  ])('keeps %s: no key in it', (address) => {
    expect(redactSecrets(address)).toBe(address);
  });
});
