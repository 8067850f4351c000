/**
 * Tenant resolution (spec part 1 §6): stored tenant_id or the token's claim,
 * else GET /api/auth/summary (tenant.id), else GET /api/my (tenant.id or
 * kandang_id). A resolved id is stored so later calls send it as x-tenant-id.
 */
import { useEffect, useState } from 'react';
import { STORAGE, resolveTenantId } from '../lib/session';
import { apiFetch } from './client';

interface TenantReply {
  tenant?: { id?: string | number | null } | null;
  kandang_id?: string | number | null;
}

function idOf(value: string | number | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** Asks the server for the current tenant id; stores and returns it, or null. */
export async function fetchTenantId(): Promise<string | null> {
  const attempts: Array<[string, (r: TenantReply) => string | null]> = [
    ['/api/auth/summary', (r) => idOf(r.tenant?.id)],
    ['/api/my', (r) => idOf(r.tenant?.id) ?? idOf(r.kandang_id)],
  ];
  for (const [path, pick] of attempts) {
    try {
      const id = pick(await apiFetch<TenantReply>(path));
      if (id) {
        localStorage.setItem(STORAGE.tenantId, id);
        return id;
      }
    } catch {
      // try the next source
    }
  }
  return null;
}

/** Hook: the tenant id of the session, resolving it from the server when needed. */
export function useTenantId(): { tenantId: string | null; resolving: boolean } {
  const [state, setState] = useState(() => {
    const tenantId = resolveTenantId();
    return { tenantId, resolving: !tenantId };
  });
  useEffect(() => {
    if (!state.resolving) return;
    let active = true;
    fetchTenantId().then((tenantId) => {
      if (active) setState({ tenantId, resolving: false });
    });
    return () => {
      active = false;
    };
  }, [state.resolving]);
  return state;
}
