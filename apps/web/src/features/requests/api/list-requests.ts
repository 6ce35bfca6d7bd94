import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FileRow } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';

/** Every request query lives under this key, so one write (stage, link, assign, delete) refreshes them all. */
export const REQUESTS_KEY = 'requests';

/** A row of GET /tenant/files: the request (its `id` is its uuid), its client, contract, tags, assignee, stage and linked quotes. */
export type RequestRow = FileRow;

/** The query of GET /tenant/files as the screen sends it (docs/domain/api-shapes.md#request-calls). */
export interface RequestListParams {
  page: number;
  limit: number;
  /**
   * The search box, sent as the original client sends it: the same terms, comma-joined, in `code`
   * and `title`, which then match the code or the title.
   */
  code?: string;
  title?: string;
  /** Stage ids, sent comma-separated. */
  stage?: number[];
  client?: number;
  /** One day, or 'from,to' (both included), 'YYYY-MM-DD'. */
  creation?: string;
}

export const listRequests = (params: RequestListParams, signal?: AbortSignal) =>
  http<ListEnvelope<RequestRow>>('/tenant/files', { query: { ...params }, signal });

export const listRequestsQueryOptions = (params: RequestListParams) =>
  queryOptions({
    queryKey: [REQUESTS_KEY, 'list', params],
    queryFn: ({ signal }) => listRequests(params, signal),
    // The current page stays on screen while the next one loads: the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useListRequests = (params: RequestListParams) => useQuery(listRequestsQueryOptions(params));
