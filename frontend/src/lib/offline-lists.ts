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
