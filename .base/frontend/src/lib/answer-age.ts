/**
 * The age of the lists the service worker keeps for offline use (lib/offline-lists.ts): a list
 * answered from that cache carries the `Date` header of the server's original answer, so an answer
 * whose Date is more than {@link STALE_AFTER_MS} old came from the tablet's copy, not the server.
 * The API client records the Date of every answer of those paths ({@link recordAnswer}); screens
 * show 'Data tersimpan HH:mm (offline)' while the latest answer of a list they read is such a copy
 * (components/CachedNotice.tsx).
 */
import { useCallback, useSyncExternalStore } from 'react';
import dayjs from 'dayjs';
import { OFFLINE_LIST_PATHS, type OfflineListPath } from './offline-lists';

/** An answer older than this (ms, by its Date header) was served from the tablet's copy. */
export const STALE_AFTER_MS = 60_000;

/**
 * When the answer was made, if it is a kept copy: the time of the `Date` header when it is more
 * than {@link STALE_AFTER_MS} before `now` (ms since the epoch); null for a fresh answer, a missing
 * or unreadable header.
 */
export function cachedAt(dateHeader: string | null, now: number = Date.now()): Date | null {
  if (!dateHeader) return null;
  const at = Date.parse(dateHeader);
  if (Number.isNaN(at) || now - at <= STALE_AFTER_MS) return null;
  return new Date(at);
}

/**
 * The notice of a kept copy made at `at`: 'Data tersimpan 07:42 (offline)' on the day of `now`,
 * 'Data tersimpan 26/11 07:42 (offline)' on an earlier day (the browser's zone, as every time shown).
 */
export function cachedNotice(at: Date, now: Date = new Date()): string {
  const when = dayjs(at);
  const time = when.isSame(dayjs(now), 'day') ? when.format('HH:mm') : when.format('DD/MM HH:mm');
  return `Data tersimpan ${time} (offline)`;
}

const OFFLINE = new Set<string>(OFFLINE_LIST_PATHS);
/** Per kept path, the time (ms) of its latest answer when that answer was a kept copy; null when it was fresh. */
const latest = new Map<string, number | null>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * Records the latest answer of `path` (a schema path such as '/api/transaksi-pakan') from its Date
 * header; paths the service worker does not keep are ignored. Called by the API client.
 */
export function recordAnswer(path: string, dateHeader: string | null, now: number = Date.now()): void {
  if (!OFFLINE.has(path)) return;
  const at = cachedAt(dateHeader, now)?.getTime() ?? null;
  if (latest.has(path) && latest.get(path) === at) return;
  latest.set(path, at);
  notify();
}

/** Forgets every recorded answer (tests). */
export function resetAnswerAges(): void {
  latest.clear();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hook: the oldest time among `paths` whose latest answer was a kept copy, null while every one
 * of them came from the server (or was not asked). Re-renders when an answer of them arrives.
 */
export function useCachedAt(paths: readonly OfflineListPath[]): Date | null {
  const key = paths.join(' ');
  const read = useCallback(() => {
    const times = key
      .split(' ')
      .map((p) => latest.get(p))
      .filter((t): t is number => typeof t === 'number');
    return times.length ? Math.min(...times) : null;
  }, [key]);
  const oldest = useSyncExternalStore(subscribe, read);
  return oldest === null ? null : new Date(oldest);
}
