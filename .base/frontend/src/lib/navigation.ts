/**
 * Full page navigation (used for logout and session end, so every cache and
 * in-memory state is dropped). Kept in its own module so tests can mock it.
 */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

/** Current path plus query string, e.g. `/laporanpakan?x=1`. */
export function currentLocation(): string {
  return window.location.pathname + window.location.search;
}
