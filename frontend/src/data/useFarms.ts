/**
 * The session's farms from the server (issue #36, GET /api/auth/summary) for the picker and My
 * Info, stored when they arrive so that the top bar (lib/useSession `useStoredFarms`) knows them.
 */
import { useEffect, useMemo } from 'react';
import { useApiQuery } from '../api/hooks';
import type { ApiError } from '../api/client';
import { MEMBERSHIPS_KEY, storeMemberships, toFarmMembership, type FarmMembership } from '../lib/farms';
import { notifySessionChanged } from '../lib/session';

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
