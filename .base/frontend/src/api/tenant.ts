/**
 * Tenant resolution (spec part 1 §6): stored tenant_id or the token's claim,
 * else GET /api/auth/summary (tenant.id), else GET /api/my (tenant.id or
 * kandang_id). A resolved id is stored so later calls send it as x-tenant-id.
 */
import { useEffect, useState } from 'react';
import { STORAGE, decodeToken, isSuperadminClaims, resolveTenantId } from '../lib/session';
import { api, send } from './client';

/** Asks the server for the current tenant id (the summary, else /api/my); stores and returns it, or null. */
export async function fetchTenantId(): Promise<string | null> {
  const fromSummary = () => send(api.GET('/api/auth/summary')).then((summary) => summary.tenant?.id ?? null);
  const fromMy = () => send(api.GET('/api/my')).then((my) => my.tenant?.id ?? my.kandang_id ?? null);
  const id = (await fromSummary().catch(() => null)) ?? (await fromMy().catch(() => null));
  if (id) localStorage.setItem(STORAGE.tenantId, id);
  return id;
}

/**
 * True when asking the server for a tenant cannot succeed: a superadmin's session names a tenant
 * only once one is chosen (the summary and /api/my would answer without one, issue #11).
 */
function nothingToResolve(): boolean {
  return isSuperadminClaims(decodeToken(localStorage.getItem(STORAGE.token)));
}

/** Hook: the tenant id of the session, resolving it from the server when needed. */
export function useTenantId(): { tenantId: string | null; resolving: boolean } {
  const [state, setState] = useState(() => {
    const tenantId = resolveTenantId();
    return { tenantId, resolving: !tenantId && !nothingToResolve() };
  });
  useEffect(() => {
    if (!state.resolving) return;
    let active = true;
    void fetchTenantId().then((tenantId) => {
      if (active) setState({ tenantId, resolving: false });
    });
    return () => {
      active = false;
    };
  }, [state.resolving]);
  return state;
}
