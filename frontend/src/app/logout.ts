import { apiRequest } from '../api/client';
import { hardNavigate } from '../lib/navigation';
import { SESSION_KEYS, STORAGE, removeKeys } from '../lib/session';

/**
 * Logout (spec part 1 §2.3): tells the server (best effort), clears the token,
 * user and tenant items, and loads /login with a full page load.
 */
export function logout(): void {
  apiRequest('/api/auth/logout', { method: 'POST', body: {}, keepalive: true }).catch(() => undefined);
  removeKeys(localStorage, [...SESSION_KEYS, STORAGE.postLoginRedirect]);
  hardNavigate('/login');
}
