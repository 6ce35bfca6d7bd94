import type { FastifyRequest } from 'fastify';

/** The list envelope of docs/domain/api-shapes.md: data, meta (total, per_page, current_page, last_page), links. */
export function paged<T>(request: FastifyRequest, data: T[], total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // The address is parsed once for both links (it was once per link: a cold list call's second
  // largest cost of its own code after the statements, decision 0115).
  let url: URL | undefined;
  const link = (p: number) => {
    url ??= new URL(request.url, 'http://x');
    url.searchParams.set('page', String(p));
    return `${url.pathname}${url.search}`;
  };
  return {
    data,
    meta: { total, per_page: perPage, current_page: page, last_page: lastPage },
    links: { prev: page > 1 ? link(page - 1) : null, next: page < lastPage ? link(page + 1) : null },
  };
}
