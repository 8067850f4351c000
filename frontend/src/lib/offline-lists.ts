/**
 * The API lists the daily entry screens read, which the service worker keeps for use without a
 * connection (docs/adr/0024-installable-app-service-worker.md). Every other `/api` answer goes to
 * the network only. The build (vite.config.ts → pwa.config.ts) turns this list into the service
 * worker's route; the app reads the age of these answers (lib/answer-age.ts) and clears their
 * cache on logout.
 */
/**
 * GET paths kept for offline use: the coop structure (tingkat, bagian), the unit settings, the egg
 * settings and weighed grams per egg, the day's feed and egg rows (the coop's rows of an entry screen), the population per
 * location and the day's tasks (Tugas Saya). Exact paths; their query strings are part of the key.
 */
export const OFFLINE_LIST_PATHS = [
  '/api/coop/structure',
  '/api/tingkat-lokasi',
  '/api/bagian-lokasi',
  '/api/dashboard/unit-settings',
  '/api/transaksi-telur/settings',
  '/api/transaksi-telur/weights',
  '/api/transaksi-pakan',
  '/api/transaksi-telur',
  '/api/populasi-info',
  '/api/tasks/due',
] as const; // each an API path: checked at compile time in api/contract.ts

/** A path of {@link OFFLINE_LIST_PATHS}. */
export type OfflineListPath = (typeof OFFLINE_LIST_PATHS)[number];

/** Name of the Cache Storage cache holding those answers (one entry per URL and tenant). */
export const OFFLINE_LIST_CACHE = 'kpm-api-lists';

/** Removes the kept answers (logout: the next user of the tablet does not see them). Never rejects. */
export async function clearOfflineLists(): Promise<void> {
  // `caches` exists only on a secure origin (https, localhost); over plain http nothing was kept.
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_LIST_CACHE).catch(() => false);
}

/** localStorage item: the id (never the name) of the user whose lists the cache holds. */
export const OFFLINE_LISTS_USER = 'offline_lists_user';

/**
 * At a login of `userId` (an id, never a name): when the kept lists may be another user's — a
 * session that ended by itself keeps them (see above), and another user may log in after it on a
 * shared tablet — removes them before the new user's screens read any. Never rejects.
 */
export async function keepOfflineListsFor(userId: string | null, store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage): Promise<void> {
  try {
    const before = store.getItem(OFFLINE_LISTS_USER);
    if (userId) store.setItem(OFFLINE_LISTS_USER, userId);
    else store.removeItem(OFFLINE_LISTS_USER);
    if (before === userId && userId) return;
  } catch {
    /* storage blocked: clear to be safe */
  }
  await clearOfflineLists();
}

