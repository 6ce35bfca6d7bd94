import { describe, expect, it } from 'vitest';
import { affects, ALL_COLUMNS, LIST_COLUMNS as C, rowChangeOf } from './list-changes';

// Which named writes can change a remembered list value (decision 0131).

describe('affects', () => {
  const statusTotal = { columns: C.status | C.type };
  const cuscoTotal = { columns: C.text | C.type, terms: ['cusco'] };
  const page = { ids: [7, 8], columns: C.status | C.type | C.createdAt | C.deleting };

  it('an unnamed change can change anything', () => {
    expect(affects(undefined, { columns: 0 })).toBe(true);
  });

  it("a change to one of the value's quotes changes it, whatever the columns", () => {
    expect(affects({ quote: 8, columns: 0 }, page)).toBe(true);
    expect(affects({ quote: 9, columns: 0 }, page)).toBe(false);
  });

  it('a change of a column the value filters or sorts by changes it, any other does not', () => {
    expect(affects({ quote: 9, columns: C.status }, statusTotal)).toBe(true);
    expect(affects({ quote: 9, columns: C.price | C.text }, statusTotal)).toBe(false);
    expect(affects({ quote: 9, columns: C.deleting }, page)).toBe(true);
  });

  it("a text change matters to a search only when a term's match changed", () => {
    const edit = (before: string, after: string) => ({ quote: 9, columns: C.text, text: [before, after] as const });
    expect(affects(edit('q-1 lima city', 'q-1 lima tour'), cuscoTotal)).toBe(false);
    expect(affects(edit('q-1 lima city', 'q-1 cusco city'), cuscoTotal)).toBe(true);
    expect(affects(edit('q-1 cusco city', 'q-1 cusco tour'), cuscoTotal)).toBe(false);
    expect(affects(edit('q-1 cusco city', 'q-1 lima'), cuscoTotal)).toBe(true);
    // Without the texts, or with another column changed too, it can.
    expect(affects({ quote: 9, columns: C.text }, cuscoTotal)).toBe(true);
    expect(affects({ quote: 9, columns: C.text | C.type, text: ['a', 'b'] }, cuscoTotal)).toBe(true);
    // A value that reads the text otherwise (sorted by title: no terms) takes every text change.
    expect(affects(edit('a', 'b'), { columns: C.text })).toBe(true);
  });
});

describe('rowChangeOf', () => {
  it('reads the payload migration 0067 writes for one quote', () => {
    expect(rowChangeOf('{"t" : 3, "q" : 41, "m" : 257, "o" : "q-1 lima", "n" : "q-1 cusco"}')).toEqual({
      tenantId: 3,
      change: { quote: 41, columns: 257, text: ['q-1 lima', 'q-1 cusco'] },
    });
    expect(rowChangeOf('{"t" : 3, "q" : 41, "m" : 2, "o" : null, "n" : null}')).toEqual({
      tenantId: 3,
      change: { quote: 41, columns: 2 },
    });
  });

  it('leaves a tenant id, a star and anything malformed to the tenant-wide path', () => {
    for (const payload of [
      '3',
      '*',
      '{',
      '{"t":3}',
      '{"t":3,"q":4,"m":-1}',
      `{"t":3,"q":4,"m":${ALL_COLUMNS + 1}}`,
      '{"t":"3","q":4,"m":1}',
    ])
      expect(rowChangeOf(payload)).toBeUndefined();
  });
});
