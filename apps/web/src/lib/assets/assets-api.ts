import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  assetDetailResponseSchema,
  assetListResponseSchema,
  assetUploadResponseSchema,
} from '@itinera/domain/contracts';
import { buildUrl, commonHeaders, errorText, http, HttpError } from '../http';

// The image library's calls (decision 0063), shared by the library screen (features/assets) and the
// picker every feature opens (components/image-picker): one place for the fetchers and cache keys.

export type Asset = ReturnType<(typeof assetListResponseSchema)['parse']>['data'][number];
export type AssetPage = ReturnType<(typeof assetListResponseSchema)['parse']>;
export type AssetDetail = ReturnType<(typeof assetDetailResponseSchema)['parse']>['data'];
export type AssetUploadAnswer = ReturnType<(typeof assetUploadResponseSchema)['parse']>;

export interface AssetFilters {
  search: string;
  category: number | null;
  path: string;
  order: 'desc' | 'asc';
}

export const ASSET_PAGE_SIZE = 24;
export const assetKeys = {
  all: ['assets'] as const,
  list: (f: AssetFilters) => ['assets', 'list', f] as const,
  detail: (id: number) => ['assets', 'detail', id] as const,
  folders: ['assets', 'folders'] as const,
};

/** GET /tenant/assets, a page at a time for the infinite grid. */
export const assetListOptions = (f: AssetFilters) =>
  infiniteQueryOptions({
    queryKey: assetKeys.list(f),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http<AssetPage>('/tenant/assets', {
        query: {
          search: f.search,
          category: f.category,
          path: f.path,
          order: f.order,
          page: pageParam,
          limit: ASSET_PAGE_SIZE,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
export const useAssetList = (f: AssetFilters) => useInfiniteQuery(assetListOptions(f));

export const useAssetFolders = () =>
  useQuery(
    queryOptions({
      queryKey: assetKeys.folders,
      queryFn: ({ signal }) => http<{ data: { path: string; count: number }[] }>('/tenant/assets/folders', { signal }),
      select: (r) => r.data,
    }),
  );

export const useAssetDetail = (id: number | null) =>
  useQuery({
    queryKey: assetKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => http<{ data: AssetDetail }>(`/tenant/assets/${id}`, { signal }),
    select: (r) => r.data,
  });

export interface UploadFields {
  category?: number;
  path?: string;
  name?: string;
  alt?: string;
  credit?: string;
  tags?: string;
}

/**
 * POST /tenant/assets (multipart), one file per request so that each has its own progress
 * (fetch reports no upload progress; XMLHttpRequest does). The fields go before the file: the
 * server reads the fields it has met when the file arrives.
 */
export function uploadAsset(
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<AssetUploadAnswer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') form.append(k, String(v));
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/tenant/assets'));
    for (const [k, v] of Object.entries(commonHeaders('POST'))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 200 || xhr.status === 201) {
        onProgress(1);
        resolve(body as AssetUploadAnswer);
      } else reject(new HttpError(xhr.status, errorText(body), body));
    };
    xhr.onerror = () => reject(new HttpError(0, 'The upload was interrupted. Please try again.', null));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

export const updateAsset = (id: number, body: Omit<UploadFields, 'tags'> & { tags?: string[] }) =>
  http<{ data: Asset }>(`/tenant/assets/${id}`, { method: 'PUT', body });

export const deleteAsset = (id: number, force: boolean) =>
  http<{ data: { id: number; deleted: true; removed_from: number } }>(`/tenant/assets/${id}`, {
    method: 'DELETE',
    query: { force: force ? 1 : undefined },
  });

export interface LocationPhoto {
  location_id: number;
  location_code: string;
  location_name: string;
  image: string;
}
export const locationPhotoKeys = ['location-photos'] as const;

/** GET /tenant/location-photos: the countries' and destinations' pictures (home tiles). */
export const useLocationPhotos = () =>
  useQuery({
    queryKey: locationPhotoKeys,
    queryFn: ({ signal }) => http<{ data: LocationPhoto[] }>('/tenant/location-photos', { signal }),
    select: (r) => r.data,
    staleTime: 5 * 60_000,
  });

export const setLocationPhoto = (locationId: number, image: string | null) =>
  http<{ data: LocationPhoto[] }>(`/tenant/location-photos/${locationId}`, { method: 'PUT', body: { image } });
