import type { FastifyRequest } from 'fastify';

/** The list envelope of docs/domain/api-shapes.md: data, meta (total, per_page, current_page, last_page), links. */
export function paged<T>(request: FastifyRequest, data: T[], total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number) => {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('page', String(p));
    return `${url.pathname}${url.search}`;
  };
  return {
    data,
    meta: { total, per_page: perPage, current_page: page, last_page: lastPage },
    links: { prev: page > 1 ? link(page - 1) : null, next: page < lastPage ? link(page + 1) : null },
  };
}
