import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { WebTemplate } from './types';

/** GET /tenant/itineraries/web-templates: the four templates with their covers (a bare array). */
export const getWebTemplates = (signal?: AbortSignal) =>
  http<WebTemplate[]>('/tenant/itineraries/web-templates', { signal });

export const webTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['publishing', 'web-templates'],
    queryFn: ({ signal }) => getWebTemplates(signal),
    staleTime: 60 * 60_000,
  });

export const useWebTemplates = () => useQuery(webTemplatesQueryOptions());
