import { api } from '../api/client';
import { hardNavigate } from '../lib/navigation';
import { clearOfflineLists } from '../lib/offline-lists';
import { SESSION_KEYS, STORAGE, removeKeys } from '../lib/session';

/**
 * Logout (spec part 1 §2.3): tells the server (best effort, kept alive while
 * the page unloads; while impersonating, for the superadmin's own session
 * too), clears the token, user and tenant items and the lists kept for
 * offline use (lib/offline-lists.ts), and loads /login with a full page load.
 */
export function logout(): void {
  api.POST('/api/auth/logout', { keepalive: true }).catch(() => undefined);
  // While impersonating, the superadmin's own session (its token kept aside) ends too.
  const own = localStorage.getItem(STORAGE.impersonatorToken);
  if (own) api.POST('/api/auth/logout', { keepalive: true, headers: { Authorization: `Bearer ${own}` } }).catch(() => undefined);
  removeKeys(localStorage, [...SESSION_KEYS, STORAGE.postLoginRedirect]);
  // The page load waits for the cache to be gone (a few ms), so that it is not cut off.
  void clearOfflineLists().then(() => hardNavigate('/login'));
}
