/**
 * Switching the session's farm (issue #36; spec part 1 §4.1, `POST /api/auth/switch-tenant
 * {kandang_id}` → `{token, tenant}`): used by the farm picker after login, the top bar's farm
 * switcher and My Info. The new token and tenant are stored, the choice is remembered for this
 * user on this device (lib/farms.ts), and the target is loaded with a full page load, so that no
 * screen keeps the old farm's answers (SWR caches live in the page).
 */
import { api, send } from '../api/client';
import { rememberFarm } from '../lib/farms';
import { hardNavigate } from '../lib/navigation';
import { STORAGE, decodeToken, notifySessionChanged, storeTenant, storeToken, type TenantInfo } from '../lib/session';
import { defaultRouteForClaims, postLoginTarget } from './login-flow';

/** Where a switch lands: the role's default screen in the new farm, the redirect saved before a login (the picker), or a given path. */
export type SwitchTarget = 'default' | 'after-login' | { path: string };

/** The path a switch goes to, for the new token's claims and the saved redirect (consumed by 'after-login'). */
export function switchTargetPath(target: SwitchTarget, token: string, saved: string | null): string {
  const claims = decodeToken(token);
  if (target === 'after-login') return postLoginTarget(saved, claims);
  if (target === 'default') return defaultRouteForClaims(claims);
  return target.path;
}

/**
 * Makes `kandangId` the session's farm and loads `target`. `settle` is awaited after the server's
 * answer and before the farm changes (where the outbox is loaded: the end of a background sending
 * run, which sends with the stored farm; components/useFarmSwitch). Rejects (nothing changed) with
 * the API client's error when the server refuses the switch (403 when not a member or the farm is
 * inactive), so the caller can show it.
 */
export async function switchFarm(kandangId: string, target: SwitchTarget = 'default', settle?: () => Promise<void>): Promise<void> {
  const answer = await send(api.POST('/api/auth/switch-tenant', { body: { kandang_id: kandangId } }));
  await settle?.();
  storeToken(localStorage, answer.token);
  storeTenant(localStorage, answer.tenant as TenantInfo);
  rememberFarm(localStorage, localStorage.getItem(STORAGE.userId), String(answer.tenant.id));
  const saved = localStorage.getItem(STORAGE.postLoginRedirect);
  localStorage.removeItem(STORAGE.postLoginRedirect);
  notifySessionChanged();
  hardNavigate(switchTargetPath(target, answer.token, saved));
}
