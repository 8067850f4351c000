/**
 * SWR hooks over the API client. The SWR key is the request path (with query),
 * so `mutate(path)` refreshes a screen after a save.
 */
import useSWR, { type SWRConfiguration } from 'swr';
import { apiFetch, buildUrl, unwrapList, type QueryValue } from './client';

/** Fetcher used by every hook: GET through the shared client. */
export const apiFetcher = <T,>(url: string) => apiFetch<T>(url);

/** Loads `path` (null skips the call). Errors are ApiError instances. */
export function useApi<T = unknown>(
  path: string | null,
  query?: Record<string, QueryValue>,
  config?: SWRConfiguration<T>,
) {
  return useSWR<T>(path ? buildUrl(path, query) : null, apiFetcher, config);
}

/** Loads a list from `path` and unwraps it (bare array or data/rows/items/list/result(s)). */
export function useApiList<T = unknown>(path: string | null, query?: Record<string, QueryValue>) {
  const result = useApi<unknown>(path, query);
  return { ...result, data: result.data === undefined ? undefined : unwrapList<T>(result.data) };
}
