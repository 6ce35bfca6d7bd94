import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from './quote-statuses';
import {
  groupsOfStatus,
  ORIGINAL_CLIENT_STATUS_IDS,
  originalClientStatusOf,
  QUOTE_STATUS_GROUPS,
  statusFilterIds,
} from './status-groups';

describe('quote status groups (docs/domain/statuses.md#status-groups)', () => {
  it('names the spec’s groups, each of known statuses', () => {
    expect(Object.keys(QUOTE_STATUS_GROUPS).sort()).toEqual(
      [
        'confirmed',
        'confirmed_only',
        'published',
        'rejected',
        'sent_and_published',
        'sent_and_ready_to_sell',
        'under_review',
        'unpublished',
      ].sort(),
    );
    const known = new Set<number>(QUOTE_STATUSES.map((s) => s.id));
    for (const ids of Object.values(QUOTE_STATUS_GROUPS)) for (const id of ids) expect(known.has(id)).toBe(true);
  });

  it.each([
    [['rejected'], [3]],
    [['sent_and_ready_to_sell'], [4, 6]],
    [
      ['4', 'rejected'],
      [4, 3],
    ],
    [
      ['SENT_AND_PUBLISHED', '8'],
      [4, 8],
    ],
    [['confirmed'], [2, 8]],
    [['confirmed_only'], [2]],
  ])('reads the filter %j as the statuses %j', (terms, ids) => expect(statusFilterIds(terms)).toEqual(ids));

  it('refuses a term that is neither an id nor a group', () => {
    expect(statusFilterIds(['sent'])).toBeUndefined();
    expect(statusFilterIds(['toString'])).toBeUndefined();
  });

  it('tells the groups of a status', () => {
    expect(groupsOfStatus(4)).toEqual(['sent_and_ready_to_sell', 'sent_and_published']);
    expect(groupsOfStatus(1)).toEqual([]);
  });
});

describe('the status the original client is shown (issue 46 item 9)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [6, 4],
    [7, 4],
    [8, 2],
    [9, 1],
  ])('shows %d as %d', (from, shown) => expect(originalClientStatusOf(from)).toBe(shown));

  it('always shows a status the client names', () => {
    for (const s of QUOTE_STATUSES)
      expect(ORIGINAL_CLIENT_STATUS_IDS as readonly number[]).toContain(originalClientStatusOf(s.id));
  });
});
