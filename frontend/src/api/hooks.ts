/**
 * React hooks over the typed client: SWR for reads ({@link useApiQuery}), one
 * hook for writes and their busy state ({@link useApiMutation}), and
 * {@link useRevalidate} to refresh reads after a write.
 */
import { useCallback, useState } from 'react';
import useSWR, { preload, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { api, errorText, send, type ApiError } from './client';
import type { paths } from './schema';
import { resolveTenantId } from '../lib/session';

/** A path of the API that answers GET. */
export type GetPath = PathsWithMethod<paths, 'get'>;
/** The parameters of a GET (`{ params: { query: {...} } }`), as the schema declares them. */
export type GetInit<P extends GetPath> = NonNullable<MaybeOptionalInit<paths[P], 'get'>>;
/** The answer of a GET as the schema declares it (lists already unwrapped by the client). */
export type GetAnswer<P extends GetPath> = paths[P]['get'] extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;

type Key = readonly [GetPath, object];
const untypedGet = api.GET as unknown as (path: GetPath, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const fetchAnswer = ([path, init]: Key) => send(untypedGet(path, init));

/**
 * Loads `path` with `init` through the typed client and caches it with SWR
 * (the key is the path and its parameters; `null` skips the call). Errors are
 * {@link ApiError}s; show them with `errorText(error, fallback)`.
 */
export function useApiQuery<P extends GetPath>(
  path: P | null,
  init: GetInit<P>,
  config?: SWRConfiguration<GetAnswer<P>, ApiError>,
): SWRResponse<GetAnswer<P>, ApiError> {
  const key: Key | null = path === null ? null : [path, init];
  return useSWR(key, fetchAnswer, config as SWRConfiguration) as SWRResponse<GetAnswer<P>, ApiError>;
}

/**
 * Starts the read that `useApiQuery(path, init)` will make, before the component that makes it
 * exists (e.g. while a page's code loads, so the request and the code travel side by side): the
 * hook then takes this answer (SWR's preload, same key). Nothing without a farm (the request
 * would be refused); a failure reaches the hook as its error.
 */
export function preloadApiQuery<P extends GetPath>(path: P, init: GetInit<P>): void {
  if (!resolveTenantId()) return;
  preload([path, init] as Key, fetchAnswer).catch(() => undefined);
}

/** Returns a function that reloads every cached read of the given paths (whatever their parameters). */
export function useRevalidate(): (...paths: GetPath[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return (...targets) => mutate((key) => Array.isArray(key) && targets.includes(key[0] as GetPath));
}

/** State and action of a write; see {@link useApiMutation}. */
export interface ApiMutation<A> {
  /** Runs the write; resolves true when it succeeded (and `onSuccess` ran), false when it failed. Never rejects for an API error. */
  trigger: (arg: A) => Promise<boolean>;
  /** True while the write (and its `onSuccess`) runs. */
  busy: boolean;
  /** The argument of the write in flight, undefined when idle. */
  pending: A | undefined;
  /** The message of the last failure: the server's message, else the fallback. Null after a success or {@link reset}. */
  error: string | null;
  /** Clears the error (e.g. when a dialog opens again); a stable function. */
  reset: () => void;
}

export interface ApiMutationOptions<A, R> {
  /** Text shown when the server sends no message (the spec's error catalogue). */
  fallback: string;
  /** Runs after a successful write (toast, refresh, close); busy stays true until it finishes. */
  onSuccess?: (result: R, arg: A) => unknown;
  /** Runs after a failed write with the message to show (e.g. as a toast) and the error (an {@link ApiError} names the refused `field`). */
  onError?: (message: string, arg: A, error: unknown) => void;
}

/**
 * One write to the API with its busy state and error message, e.g.
 * `useApiMutation((body: Body) => send(api.POST('/api/feed-txns/buy', { body })), { fallback, onSuccess })`.
 */
export function useApiMutation<A, R>(run: (arg: A) => Promise<R>, options: ApiMutationOptions<A, R>): ApiMutation<A> {
  const [state, setState] = useState<{ pending: { arg: A } | null; error: string | null }>({ pending: null, error: null });
  const reset = useCallback(() => setState((s) => ({ ...s, error: null })), []);
  const trigger = async (arg: A): Promise<boolean> => {
    setState({ pending: { arg }, error: null });
    let result: R;
    try {
      result = await run(arg);
    } catch (err) {
      const message = errorText(err, options.fallback);
      setState({ pending: null, error: message });
      options.onError?.(message, arg, err);
      return false;
    }
    try {
      await options.onSuccess?.(result, arg);
    } finally {
      setState({ pending: null, error: null });
    }
    return true;
  };
  return {
    trigger,
    busy: state.pending !== null,
    pending: state.pending?.arg,
    error: state.error,
    reset,
  };
}
