import { listQueryOf, quoteListQuerySchema } from '@itinera/domain/contracts';
import { describe, expect, it } from 'vitest';
import { affects, LIST_COLUMNS as C } from '../quote-core/list-changes';
import { deletingDependencies, pageDependencies, totalDependencies } from './list-dependencies';

// What can change a list total or page, from the query as the route parses it (decision 0131).
const query = (qs: string) => listQueryOf(quoteListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))));
const titleEdit = (before: string, after: string) => ({ quote: 99, columns: C.text, text: [before, after] as const });

describe('list dependencies', () => {
  it("a status list's total and pages do not depend on titles or prices; a page on the quotes it shows", () => {
    const q = query('status=1,4');
    expect(affects(titleEdit('a', 'b'), totalDependencies(q, 'all'))).toBe(false);
    expect(affects({ quote: 99, columns: C.price }, pageDependencies(q, 'all', [1, 2]))).toBe(false);
    expect(affects({ quote: 2, columns: 0 }, pageDependencies(q, 'all', [1, 2]))).toBe(true);
    expect(affects({ quote: 99, columns: C.status }, totalDependencies(q, 'all'))).toBe(true);
  });

  it('a search depends on a title edit only when a term starts or stops matching', () => {
    for (const q of [query('code=cusco|machu&title=cusco|machu'), query('filter=Cusco')]) {
      expect(affects(titleEdit('q-1 lima', 'q-1 arequipa'), totalDependencies(q, 'all'))).toBe(false);
      expect(affects(titleEdit('q-1 lima', 'q-1 cusco'), totalDependencies(q, 'all'))).toBe(true);
    }
    // Code and title searched apart read more than search_text: any text change counts.
    expect(affects(titleEdit('q-1 lima', 'q-1 arequipa'), totalDependencies(query('code=cusco'), 'all'))).toBe(true);
  });

  it('a sort by title or price depends on that column, and a restricted scope on the visibility columns', () => {
    expect(affects(titleEdit('a', 'b'), pageDependencies(query('sort=title.asc'), 'all', []))).toBe(true);
    expect(affects(titleEdit('a', 'b'), pageDependencies(query('filter=x&sort=code.desc'), 'all', []))).toBe(true);
    expect(affects({ quote: 99, columns: C.price }, pageDependencies(query('sort=price.desc'), 'all', []))).toBe(true);
    expect(affects({ quote: 99, columns: C.people }, totalDependencies(query(''), 'all'))).toBe(false);
    expect(affects({ quote: 99, columns: C.people }, totalDependencies(query(''), 'agent:5'))).toBe(true);
    expect(affects({ quote: 99, columns: C.deleting }, deletingDependencies('all'))).toBe(true);
    expect(affects({ quote: 99, columns: C.price }, deletingDependencies('agent:5'))).toBe(false);
  });

  it('a query key it does not know makes every column count', () => {
    const q = { ...query(''), unknown: 1 } as ReturnType<typeof query>;
    expect(totalDependencies(q, 'all').columns & C.price).toBe(C.price);
  });
});
