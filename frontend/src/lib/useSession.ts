/**
 * React view of the stored session. Re-renders on changes made in this tab
 * (SESSION_CHANGED_EVENT) and in other tabs (`storage` events).
 */
import { useSyncExternalStore } from 'react';
import { SESSION_CHANGED_EVENT, STORAGE, decodeToken, impersonatedFarm, roleFromClaims, tenantDisplayName } from './session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

/** The stored token (or null), kept in sync with storage. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, () => localStorage.getItem(STORAGE.token));
}

/** The tenant name shown in the navigation (default 'Farm'), kept in sync with storage. */
export function useTenantName(): string {
  return useSyncExternalStore(subscribe, () => tenantDisplayName());
}

/** Role of the stored token ('' when there is none). */
export function useRole() {
  return roleFromClaims(decodeToken(useToken()));
}

/** The farm's name while the superadmin impersonates it, else null (the banner of every screen). */
export function useImpersonatedFarm(): string | null {
  return useSyncExternalStore(subscribe, () => impersonatedFarm());
}

/** Number of the session's stored farms (lib/farms.ts; read here without it): the top bar offers the farm switcher above one (issue #36). */
export function useFarmCount(): number {
  return useSyncExternalStore(subscribe, () => {
    try {
      const list: unknown = JSON.parse(localStorage.getItem(STORAGE.memberships) ?? '[]');
      return Array.isArray(list) ? list.length : 0;
    } catch {
      return 0;
    }
  });
}
