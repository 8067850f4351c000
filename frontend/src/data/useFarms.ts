/**
 * React views of the session's farms (issue #36): the stored memberships, kept in sync with
 * storage (the top bar decides from them, without a request, whether to offer the switcher), and
 * the server's list (GET /api/auth/summary) for the picker and My Info, stored when it arrives.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useApiQuery } from '../api/hooks';
import type { ApiError } from '../api/client';
import { MEMBERSHIPS_KEY, parseMemberships, storeMemberships, toFarmMembership, type FarmMembership } from '../lib/farms';
import { SESSION_CHANGED_EVENT, notifySessionChanged, resolveTenantId } from '../lib/session';
import { useToken } from '../lib/useSession';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

/** The stored memberships of the session and the current farm's id, as they change. */
export function useStoredFarms(): { farms: FarmMembership[]; current: string | null } {
  const text = useSyncExternalStore(subscribe, () => localStorage.getItem(MEMBERSHIPS_KEY));
  const token = useToken();
  const farms = useMemo(() => parseMemberships(text), [text]);
  // The token names the farm (resolveTenantId reads the stored id first, else the token's).
  const current = useMemo(() => (token ? resolveTenantId() : null), [token]);
  return { farms, current };
}

/** The server's list of the session's farms with the current one; stored for the top bar when it arrives. */
export function useServerFarms(): { farms: FarmMembership[] | undefined; current: string | null; error: ApiError | undefined; isLoading: boolean } {
  const summary = useApiQuery('/api/auth/summary', {});
  const data = summary.data;
  useEffect(() => {
    if (!data) return;
    const before = localStorage.getItem(MEMBERSHIPS_KEY);
    storeMemberships(localStorage, data.memberships);
    if (localStorage.getItem(MEMBERSHIPS_KEY) !== before) notifySessionChanged();
  }, [data]);
  const farms = useMemo(() => data?.memberships.map(toFarmMembership).filter((m): m is FarmMembership => m !== null), [data]);
  return { farms, current: data?.tenant?.id ?? null, error: summary.error, isLoading: summary.isLoading };
}
