import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listAnswer } from './list-answers';

// The list's envelope kept per remembered page and address (decision 0120): the serializer keeps the
// bytes of a frozen answer, so the same object must come back only while nothing it shows changed.

const asked = (url: string) => ({ url }) as FastifyRequest;
const pageOf = (titles: string[], total: number) => ({
  rows: titles.map((title) => ({ title })),
  total,
  extras: { queue: { exporting: [], deleting: [], refreshing: [] } },
});

describe('list answers', () => {
  it('answers the same page at the same address with one frozen object', () => {
    const page = pageOf(['Cusco', 'Arenal'], 12);
    const first = listAnswer(asked('/tenant/itinerary?page=2&limit=2'), page, 2, 2);
    expect(Object.isFrozen(first)).toBe(true);
    expect(listAnswer(asked('/tenant/itinerary?page=2&limit=2'), page, 2, 2)).toBe(first);
    expect(first).toEqual({
      data: [{ title: 'Cusco' }, { title: 'Arenal' }],
      meta: { total: 12, per_page: 2, current_page: 2, last_page: 6 },
      links: { prev: '/tenant/itinerary?page=1&limit=2', next: '/tenant/itinerary?page=3&limit=2' },
      queue: { exporting: [], deleting: [], refreshing: [] },
    });
  });

  it("writes each address's own links, and a page read again (after a write) its own answer", () => {
    const page = pageOf(['Cusco'], 3);
    const original = listAnswer(asked('/api/v1/tenant/itinerary?limit=1&page=2'), page, 2, 1);
    const ours = listAnswer(asked('/tenant/itinerary?page=2&limit=1'), page, 2, 1);
    expect(original.links.next).toBe('/api/v1/tenant/itinerary?limit=1&page=3');
    expect(ours.links.next).toBe('/tenant/itinerary?page=3&limit=1');
    const readAgain = pageOf(['Cusco, renamed'], 3);
    const fresh = listAnswer(asked('/tenant/itinerary?page=2&limit=1'), readAgain, 2, 1);
    expect(fresh).not.toBe(ours);
    expect(fresh.data).toEqual([{ title: 'Cusco, renamed' }]);
  });

  it('keeps at most eight addresses a page: the one asked longest ago is written again', () => {
    const page = pageOf(['Cusco'], 1);
    const first = listAnswer(asked('/tenant/itinerary?a=0'), page, 1, 5);
    for (let i = 1; i <= 8; i += 1) listAnswer(asked(`/tenant/itinerary?a=${i}`), page, 1, 5);
    const again = listAnswer(asked('/tenant/itinerary?a=0'), page, 1, 5);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
