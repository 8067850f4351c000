import { api } from '../api/client';
import { hardNavigate } from '../lib/navigation';
import { SESSION_KEYS, STORAGE, removeKeys } from '../lib/session';

/**
 * Logout (spec part 1 §2.3): tells the server (best effort, kept alive while
 * the page unloads), clears the token, user and tenant items, and loads
 * /login with a full page load.
 */
export function logout(): void {
  api.POST('/api/auth/logout', { keepalive: true }).catch(() => undefined);
  removeKeys(localStorage, [...SESSION_KEYS, STORAGE.postLoginRedirect]);
  hardNavigate('/login');
}
