import { describe, expect, it } from 'vitest';
import {
  hasTemplateFilters,
  readTemplateState,
  templateQuery,
  TEMPLATE_PAGE_SIZE,
  writeTemplateState,
} from './template-list-state';

const read = (search: string, screen: 'itineraries' | 'experiences' = 'itineraries') =>
  readTemplateState(new URLSearchParams(search), screen);

describe('template list state', () => {
  it('lists example itineraries (type 2) by default, by title, 12 a page', () => {
    expect(templateQuery(read(''))).toEqual({ type: 2, page: 1, limit: TEMPLATE_PAGE_SIZE, sort: 'title.asc' });
  });

  it('lists modules (type 3) on the itineraries screen and experiences (type 4) on /experiences', () => {
    expect(templateQuery(read('kind=modules')).type).toBe(3);
    expect(templateQuery(read('', 'experiences')).type).toBe(4);
    // /experiences has no kinds: a stray kind is ignored.
    expect(templateQuery(read('kind=modules', 'experiences')).type).toBe(4);
  });

  it('sends the text, the duration and the country under the API names', () => {
    const state = read('filter=%20cusco%20&num_day=10&country=pe&page=2');
    expect(templateQuery(state)).toEqual({
      type: 2,
      page: 2,
      limit: TEMPLATE_PAGE_SIZE,
      sort: 'title.asc',
      code: 'cusco',
      title: 'cusco',
      num_day: 10,
      country: 'PE',
    });
  });

  it('takes the country of /itineraries/{destination} over ?country=', () => {
    expect(templateQuery(read('country=CL'), 'PE').country).toBe('PE');
    expect(hasTemplateFilters(read(''), 'PE')).toBe(true);
    expect(hasTemplateFilters(read('filter=%20'))).toBe(false);
  });

  it('drops malformed values from a hand-edited address', () => {
    const state = read('num_day=99&country=Peru&page=-1&kind=tours');
    expect(state).toEqual({ kind: 'example', text: '', numDay: null, country: null, page: 1 });
  });

  it('round-trips through the address and leaves the defaults out', () => {
    const state = read('kind=modules&filter=valley&num_day=2&country=PE&page=3');
    expect(writeTemplateState(state).toString()).toBe('kind=modules&filter=valley&num_day=2&country=PE&page=3');
    expect(read(writeTemplateState(state).toString())).toEqual(state);
    expect(writeTemplateState(read('')).toString()).toBe('');
  });
});
