import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { HttpError } from '../../../lib/http';
import { lastSeenSentence, timeAgo, timelineRows } from './engagement';
import { serviceProblems } from './publish-errors';

const NOW = new Date('2026-11-26T12:00:00Z');

beforeAll(() => i18n.loadNamespaces('publishing'));

describe('what the client saw and did', () => {
  it('says how long ago in words', () => {
    expect(timeAgo('2026-11-26T11:59:30Z', NOW)).toBe('just now');
    expect(timeAgo('2026-11-26T11:59:00Z', NOW)).toBe('1 minute ago');
    expect(timeAgo('2026-11-26T10:00:00Z', NOW)).toBe('2 hours ago');
    expect(timeAgo('2026-11-23T12:00:00Z', NOW)).toBe('3 days ago');
  });

  it('says which version the client last saw', () => {
    const link = { code: 'c', url: 'u', createdAt: '', expiresAt: null, revokedAt: null };
    expect(lastSeenSentence({ link, lastSeen: { version: 3, at: '2026-11-26T10:00:00Z' } }, NOW)).toBe(
      'Client last saw version 3, 2 hours ago',
    );
    expect(lastSeenSentence({ link, lastSeen: null })).toBe('The client has not opened the page yet');
  });

  it('lists events newest first, adding up the reading time of one section', () => {
    const rows = timelineRows({
      events: [
        { kind: 'open', at: '2026-11-26T10:00:00Z', version: 2 },
        { kind: 'read', at: '2026-11-26T10:01:00Z', version: 2, section: 'day-2', seconds: 30 },
        { kind: 'level', at: '2026-11-26T10:02:00Z', version: 2, level: 3 },
        { kind: 'read', at: '2026-11-26T10:03:00Z', version: 2, section: 'day-2', seconds: 12 },
        { kind: 'accept', at: '2026-11-26T10:04:00Z', version: 2, level: 3 },
        { kind: 'read', at: '2026-11-26T09:59:00Z', version: 1, section: 'prices', seconds: 9 },
      ],
      accepted: { level: 3, at: '2026-11-26T10:04:00Z', message: 'Lovely, book it', version: 2 },
    });
    expect(rows.map((r) => r.text)).toEqual([
      'Accepted Luxury: “Lovely, book it”',
      'Read day 2 for 42 s',
      'Looked at Luxury',
      'Opened version 2',
      'Read the prices for 9 s',
    ]);
  });

  it('links every service a refused publish names to its pricing', () => {
    const error = new HttpError(422, 'Some services have no price.', {
      errors: { data: 'Some services have no price.', services: { 14: ['No rate for 2 pax'], 15: ['No provider'] } },
    });
    expect(serviceProblems(error, 'q-1')).toEqual([
      {
        serviceId: '14',
        messages: ['No rate for 2 pax'],
        href: '/quote/services?itinerary=q-1&service=14&tab=pricing',
      },
      { serviceId: '15', messages: ['No provider'], href: '/quote/services?itinerary=q-1&service=15&tab=pricing' },
    ]);
    expect(serviceProblems(new HttpError(500, 'x', null), 'q-1')).toEqual([]);
  });
});
