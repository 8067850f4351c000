/** Builds an unsigned JWT whose payload is `claims` (tests only). */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A token of a tenant member with the given tenant role. */
export function memberToken(tenantRole: string, extra: Record<string, unknown> = {}): string {
  return makeToken({
    sub: 5,
    role: 'user',
    tenant_role: tenantRole,
    tenant_id: 1,
    tenant: { id: 1, kode: 'SKM', nama: 'Kandang Sukamaju' },
    user: { id: 5, email: tenantRole, role: 'user' },
    ...extra,
  });
}

/** A superadmin token without a tenant. */
export function superadminToken(): string {
  return makeToken({ sub: 1, role: 'superadmin', user: { id: 1, email: 'superadmin', role: 'superadmin' } });
}
