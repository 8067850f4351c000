import { Injectable, NotFoundException } from '@nestjs/common';
import archiver from 'archiver';
import dayjs from 'dayjs';
import type { Response } from 'express';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { finished } from 'stream/promises';
import { execute, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';

/** 404 of an unknown farm (the tenants feature's message). */
export const EXPORT_TENANT_NOT_FOUND = 'Tenant tidak ditemukan.';

/**
 * Farm tables left out of the export: login sessions (secret hashes, not the farm's data) and the
 * stored answers of idempotency keys (a technical replay cache that may hold tokens).
 */
export const EXPORT_SKIPPED_TABLES = ['auth_sessions', 'idempotency_keys'] as const;

const KodeRow = row({ kode: pg.text });
/** A table of the export: its name and the columns the runtime role may read, quoted for SQL. */
const TableRow = row({ name: pg.text, columns: pg.text });

/**
 * The per-farm export for a farm that leaves (GET /api/superadmin/tenants/{id}/export): a zip of
 * one CSV per table (`<table>.csv`, PostgreSQL's CSV with a header line, UTF-8) holding that farm's
 * rows only — every table with a `tenant_id` (but {@link EXPORT_SKIPPED_TABLES}), the farm's
 * `tenants` row and its members' `users` rows (without password hashes: columns the runtime role
 * may not read are left out). The rows are read under the farm's `app.tenant_id`, so row-level
 * security keeps every other farm out besides the `where tenant_id`. Streamed: each table is
 * copied with `COPY … TO STDOUT` straight into the zip and the response, one table at a time, in
 * the request's one transaction (one snapshot of the farm).
 */
@Injectable()
export class TenantExportService {
  constructor(private readonly ctx: TenantContext) {}

  /** Streams the zip of farm `id` into `res`; 404 'Tenant tidak ditemukan.' before anything is sent. */
  async exportTenant(id: string, res: Response): Promise<void> {
    const m = this.ctx.manager;
    const tenant = await queryOne(m, KodeRow, 'select kode from tenants where id = $1', [id]);
    if (!tenant) throw new NotFoundException(EXPORT_TENANT_NOT_FOUND);
    // The farm's rows only: the row-level security of every farm table reads app.tenant_id.
    await execute(m, `select set_config('app.tenant_id', $1, true)`, [id]);
    const tables = await queryRows(
      m,
      TableRow,
      `select c.relname as name, string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relkind in ('r', 'p') and not c.relispartition
          and has_column_privilege(c.oid, a.attnum, 'SELECT')
          and (c.relname in ('tenants', 'users') or exists (select 1 from pg_attribute t where t.attrelid = c.oid and t.attname = 'tenant_id' and not t.attisdropped))
          and c.relname <> all ($1::text[])
        group by c.relname
        order by c.relname`,
      [[...EXPORT_SKIPPED_TABLES]],
    );
    // `id` passed ParseUUIDPipe; it is written into COPY (which takes no parameters) as a uuid literal.
    const farm = `'${id.replace(/[^0-9a-fA-F-]/g, '')}'::uuid`;
    const whereOf = (table: string) =>
      table === 'tenants' ? `id = ${farm}` : table === 'users' ? `id in (select user_id from memberships where tenant_id = ${farm})` : `tenant_id = ${farm}`;

    const client = (m.queryRunner as unknown as { databaseConnection: PoolClient }).databaseConnection;
    const archive = archiver('zip', { zlib: { level: 6 } });
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="ekspor-${tenant.kode}-${dayjs().format('YYYYMMDD')}.zip"`);
    res.setHeader('Cache-Control', 'no-store');
    const broken = new Promise<never>((_, reject) => archive.once('error', reject));
    broken.catch(() => undefined); // awaited below, table by table
    archive.pipe(res);
    try {
      for (const t of tables) {
        // COPY streams rows straight out; the query helpers read whole results into memory (docs/adr/0033).
        // eslint-disable-next-line no-restricted-syntax
        const copy = client.query(copyTo(`copy (select ${t.columns} from ${t.name} where ${whereOf(t.name)}) to stdout with (format csv, header)`));
        const added = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
        archive.append(copy, { name: `${t.name}.csv` });
        await Promise.race([Promise.all([finished(copy), added]), broken]);
      }
      await archive.finalize();
      await finished(res);
    } catch (err) {
      archive.abort();
      res.destroy(err as Error); // the client sees a broken download, never a zip missing tables
      throw err;
    }
  }
}
