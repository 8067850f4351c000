import { ConflictException, Injectable } from '@nestjs/common';
// eslint-disable-next-line no-restricted-imports -- tenants are created and looked up before any tenant is chosen (no RLS context yet)
import { InjectDataSource } from '@nestjs/typeorm';
// eslint-disable-next-line no-restricted-imports -- as above
import { DataSource } from 'typeorm';
import { TenantRef } from '../../common/auth/claims';

/** Tenants (farms). Tenant management screens build on this. */
@Injectable()
export class TenantsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Creates a tenant. 409 when the kode is taken (case-insensitive). */
  async create(input: { kode: string; nama: string; contact_person?: string | null; phone?: string | null }): Promise<TenantRef> {
    const taken = await this.dataSource.query('select 1 from tenants where lower(kode) = lower($1)', [input.kode]);
    if (taken.length) throw new ConflictException('Kode tenant sudah dipakai.');
    const [row] = await this.dataSource.query(
      'insert into tenants (kode, nama, contact_person, phone) values ($1, $2, $3, $4) returning id, kode, nama',
      [input.kode.trim().toUpperCase(), input.nama.trim(), input.contact_person ?? null, input.phone ?? null],
    );
    return row;
  }

  async findByKode(kode: string): Promise<TenantRef | null> {
    const rows = await this.dataSource.query('select id, kode, nama from tenants where lower(kode) = lower($1)', [kode]);
    return rows[0] ?? null;
  }
}
