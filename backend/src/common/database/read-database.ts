import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppSettings } from '../../config/settings';
import { isDatabaseUnavailable } from '../errors/database-unavailable';
import { pg, queryOne, row } from './rows';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** The role of the read connection: row-level security must apply to it as on the primary. */
const ReadRoleRow = row({ bypasses_rls: pg.bool });

/** Start refused: the role of DATABASE_READ_URL would read every farm's rows. */
export const READ_ROLE_BYPASSES_RLS =
  'DATABASE_READ_URL memakai role superuser atau BYPASSRLS: row-level security tidak berlaku. Pakai role runtime (kpm_app) di replika.';

/**
 * The connection to the streaming replica (DATABASE_READ_URL, docs/adr/0037-read-replica.md): a
 * TypeORM DataSource of its own with a pool of 10, as the runtime role, used only by the
 * read-only transactions of routes marked `@ReadReplica()` (TenantContext.transaction). It
 * connects at start; a replica that cannot be reached then does not stop the start (a warning),
 * the first report request tries again and answers 503 while it stays unreachable. A role that is
 * superuser or BYPASSRLS on the replica is refused ({@link READ_ROLE_BYPASSES_RLS}).
 */
@Injectable()
export class ReadDatabase implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ReadDatabase');
  private source: Promise<DataSource> | null = null;

  constructor(@Inject(APP_SETTINGS) private readonly settings: Pick<AppSettings, 'readDatabaseUrl' | 'statementTimeoutMs' | 'requestTimeoutMs'>) {}

  /** True when DATABASE_READ_URL is set. */
  get configured(): boolean {
    return !!this.settings.readDatabaseUrl;
  }

  /**
   * The replica's DataSource, connected on first use; null without DATABASE_READ_URL. Rejects with
   * the driver's error while the replica cannot be reached (the request answers 503; the next call
   * connects again), with an Error READ_ROLE_BYPASSES_RLS for a role that bypasses row-level security.
   */
  dataSource(): Promise<DataSource | null> {
    if (!this.settings.readDatabaseUrl) return Promise.resolve(null);
    this.source ??= this.connect(this.settings.readDatabaseUrl).catch((err: unknown) => {
      this.source = null;
      throw err;
    });
    return this.source;
  }

  async onModuleInit(): Promise<void> {
    if (!this.configured) return;
    try {
      await this.dataSource();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      this.logger.warn(`Replika baca (DATABASE_READ_URL) belum dapat dihubungi: ${(err as Error).message}. Laporan menjawab 503 sampai replika kembali.`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const source = this.source;
    this.source = null;
    const ds = await source?.catch(() => null);
    if (ds?.isInitialized) await ds.destroy();
  }

  private async connect(url: string): Promise<DataSource> {
    const ds = new DataSource({
      type: 'postgres',
      url,
      synchronize: false,
      migrationsRun: false,
      applicationName: 'kandang-read',
      // As on the primary: a statement past the request deadline is cancelled by the server (57014 → 503).
      extra: { max: 10, statement_timeout: this.settings.statementTimeoutMs ?? this.settings.requestTimeoutMs ?? 30_000 },
    });
    await ds.initialize();
    try {
      const role = await queryOne(ds, ReadRoleRow, 'select rolsuper or rolbypassrls as bypasses_rls from pg_roles where rolname = current_user');
      if (role?.bypasses_rls !== false) throw new Error(READ_ROLE_BYPASSES_RLS);
      return ds;
    } catch (err) {
      await ds.destroy();
      throw err;
    }
  }
}
