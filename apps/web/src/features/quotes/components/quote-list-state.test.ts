import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT,
  hasFilters,
  NO_FILTERS,
  parseSort,
  readListState,
  sortParam,
  toListParams,
  writeListState,
  type QuoteListState,
} from './quote-list-state';

const base: QuoteListState = { filters: NO_FILTERS, page: 1, limit: DEFAULT_LIMIT, sort: [] };

describe('quote list state', () => {
  it('sends sorting as field.order pairs joined by commas', () => {
    expect(
      sortParam([
        { field: 'start_date', order: 'asc' },
        { field: 'code', order: 'desc' },
      ]),
    ).toBe('start_date.asc,code.desc');
    expect(sortParam([])).toBe('');
  });

  it('keeps only sortable fields and known orders when reading a sort', () => {
    expect(parseSort('title.desc,client.asc,code.up,created_date.asc')).toEqual([
      { field: 'title', order: 'desc' },
      { field: 'created_date', order: 'asc' },
    ]);
    expect(parseSort(null)).toEqual([]);
  });

  // Spec 01 §3 and §9: the list's filter pages 10 by default and names the itinerary type (decision 0057).
  it('defaults to page 1, 10 a page and the quotes (type 1), and sends no empty filter', () => {
    const state = readListState(new URLSearchParams(''));
    expect(state).toEqual(base);
    expect(DEFAULT_LIMIT).toBe(10);
    expect(toListParams(state)).toEqual({ page: 1, limit: 10, type: 1 });
  });

  // Spec 01 §7: the search goes out as the spec's `code` and `title` (the API matches either), never `filter`.
  it('sends the search box as code and title, and the type it shows', () => {
    const params = toListParams({ ...base, filters: { ...NO_FILTERS, text: ' Arenal ', type: 2 } });
    expect(params).toEqual({ page: 1, limit: 10, type: 2, code: 'Arenal', title: 'Arenal' });
    expect(params).not.toHaveProperty('filter');
    const address = writeListState({ ...base, filters: { ...NO_FILTERS, text: 'Arenal', type: 2 } });
    expect(address.toString()).toBe('filter=Arenal&type=2');
    expect(readListState(address).filters).toMatchObject({ text: 'Arenal', type: 2 });
    expect(readListState(new URLSearchParams('type=9')).filters.type).toBe(1);
  });

  it('maps every filter to the API parameter of the spec', () => {
    const state: QuoteListState = {
      filters: {
        type: 1,
        text: '  I01-ab ',
        statuses: [1, 4],
        client: 3,
        country: 'PE',
        location: 12,
        numDay: 8,
        tags: [7, 9],
        from: '2026-03-01',
        to: '2026-03-31',
        creation: '2026-01-15',
      },
      page: 2,
      limit: 25,
      sort: [{ field: 'created_date', order: 'desc' }],
    };
    expect(toListParams(state)).toEqual({
      page: 2,
      limit: 25,
      type: 1,
      code: 'I01-ab',
      title: 'I01-ab',
      status: [1, 4],
      client: 3,
      country: 'PE',
      location: 12,
      num_day: 8,
      tag: [7, 9],
      from: '2026-03-01',
      to: '2026-03-31',
      creation: '2026-01-15',
      sort: 'created_date.desc',
    });
  });

  it('round-trips through the address and leaves the defaults out of it', () => {
    const state: QuoteListState = {
      ...base,
      filters: { ...NO_FILTERS, statuses: [2, 3], country: 'CL', location: 40, numDay: 12 },
      sort: [{ field: 'title', order: 'asc' }],
    };
    const address = writeListState(state);
    expect(address.toString()).toBe('status=2%2C3&country=CL&location=40&num_day=12&sort=title.asc');
    expect(readListState(address)).toEqual(state);
    expect(writeListState({ ...state, page: 3, limit: 10 }).get('page')).toBe('3');
  });

  it('drops malformed values from a hand-edited address', () => {
    const state = readListState(
      new URLSearchParams('page=-2&limit=7&status=1,x,4&client=abc&country=Peru&from=03/01/2026&creation=2026-01-02'),
    );
    expect(state.page).toBe(1);
    expect(state.limit).toBe(DEFAULT_LIMIT);
    expect(state.filters.statuses).toEqual([1, 4]);
    expect(state.filters.client).toBeNull();
    expect(state.filters.country).toBeNull();
    expect(state.filters.from).toBeNull();
    expect(state.filters.creation).toBe('2026-01-02');
  });

  it('tells whether any filter is set (a blank search is none)', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, text: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, tags: [1] })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, creation: '2026-01-01' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, type: 3 })).toBe(true);
  });
});
