import { ConflictException, Injectable } from '@nestjs/common';
import { TenantRef } from '../../common/auth/claims';
import { TenantContext } from '../../common/tenancy/tenant-context';

/**
 * Tenants (farms). Tenant management screens build on this. Writes run in the caller's
 * transaction and need a superadmin caller: row-level security on `tenants` lets only
 * `app_is_superadmin()` insert, update or delete (a superadmin route's transaction sets
 * `app.user_id` from the verified token; scripts use `TenantContext.runAs` with a superadmin).
 */
@Injectable()
export class TenantsService {
  constructor(private readonly ctx: TenantContext) {}

  /** Creates a tenant (superadmin only). 409 when the kode is taken (case-insensitive). */
  async create(input: { kode: string; nama: string; contact_person?: string | null; phone?: string | null }): Promise<TenantRef> {
    const taken = await this.ctx.manager.query('select 1 from tenants where lower(kode) = lower($1)', [input.kode.trim()]);
    if (taken.length) throw new ConflictException('Kode tenant sudah dipakai.');
    const [row] = await this.ctx.manager.query(
      'insert into tenants (kode, nama, contact_person, phone) values ($1, $2, $3, $4) returning id, kode, nama',
      [input.kode.trim().toUpperCase(), input.nama.trim(), input.contact_person ?? null, input.phone ?? null],
    );
    return row;
  }

  /** A tenant the caller may see (its own, its memberships', any for a superadmin) by kode, else null. */
  async findByKode(kode: string): Promise<TenantRef | null> {
    const rows = await this.ctx.manager.query('select id, kode, nama from tenants where lower(kode) = lower($1)', [kode]);
    return rows[0] ?? null;
  }
}
