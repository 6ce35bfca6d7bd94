import { describe, expect, it } from 'vitest';
import {
  creationParam,
  DEFAULT_LIMIT,
  NO_FILTERS,
  readListState,
  toListParams,
  writeListState,
} from './request-list-state';

describe('the requests list state in the address', () => {
  it('starts on page 1 with 100 a page (docs/domain/screens.md) and no filters', () => {
    const state = readListState(new URLSearchParams());
    expect(state).toEqual({ filters: NO_FILTERS, page: 1, limit: DEFAULT_LIMIT });
    expect(DEFAULT_LIMIT).toBe(100);
    expect(toListParams(state)).toEqual({ page: 1, limit: 100 });
    expect(writeListState(state).toString()).toBe('');
  });

  it('round-trips every filter; the search box goes to code and title as the original client sends it', () => {
    const params = new URLSearchParams(
      'search=smith&stage=3,1&client=4&creation=2026-01-01,2026-02-01&page=2&limit=25',
    );
    const state = readListState(params);
    expect(state.filters).toEqual({ text: 'smith', stages: [1, 3], client: 4, from: '2026-01-01', to: '2026-02-01' });
    expect(toListParams(state)).toEqual({
      page: 2,
      limit: 25,
      code: 'smith',
      title: 'smith',
      stage: [1, 3],
      client: 4,
      creation: '2026-01-01,2026-02-01',
    });
    expect(writeListState(state).toString()).toBe(
      'page=2&limit=25&search=smith&stage=1%2C3&client=4&creation=2026-01-01%2C2026-02-01',
    );
  });

  it('drops malformed values instead of sending them', () => {
    const state = readListState(new URLSearchParams('stage=9,x,2&client=-1&creation=yesterday&page=0&limit=7'));
    expect(state).toEqual({ filters: { ...NO_FILTERS, stages: [2] }, page: 1, limit: 100 });
  });

  it('sends one creation day alone, and a range in order', () => {
    expect(creationParam(null, '2026-01-01')).toBeUndefined();
    expect(creationParam('2026-01-01', null)).toBe('2026-01-01');
    expect(creationParam('2026-01-01', '2026-01-01')).toBe('2026-01-01');
    expect(creationParam('2026-03-01', '2026-01-01')).toBe('2026-01-01,2026-03-01');
  });
});
