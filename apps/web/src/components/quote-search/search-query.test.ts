import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH, quoteSearchQuery, SEARCH_LIMIT } from './search-query';

describe('the quote search query', () => {
  it('asks for the 8 newest quotes whose code or title holds the text', () => {
    expect(quoteSearchQuery('I01-AB')).toEqual({
      type: 1,
      code: 'I01-AB',
      title: 'I01-AB',
      limit: SEARCH_LIMIT,
      sort: 'created_date.desc',
    });
    expect(SEARCH_LIMIT).toBe(8);
  });

  it('searches for nothing when nothing is typed', () => {
    expect(quoteSearchQuery('')).toBeNull();
    expect(quoteSearchQuery('   \t ')).toBeNull();
  });

  it('trims and collapses spaces, and keeps within the length the API accepts', () => {
    expect(quoteSearchQuery('  machu   picchu ')?.title).toBe('machu picchu');
    expect(quoteSearchQuery('x'.repeat(500))?.code).toHaveLength(MAX_SEARCH_LENGTH);
  });
});
