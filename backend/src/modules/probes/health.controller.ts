import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
// eslint-disable-next-line no-restricted-imports -- a public liveness check: no tenant, only a round trip on the pool
import { InjectDataSource } from '@nestjs/typeorm';
// eslint-disable-next-line no-restricted-imports -- as above
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorator';
import { databaseAvailability } from '../../common/database/availability';
import { execute, pg, queryOne, row } from '../../common/database/rows';
import { DATABASE_UNAVAILABLE } from '../../common/errors/database-unavailable';
import { SERVER_STOPPING, shutdownState } from '../../common/shutdown/drain';
import { LATEST_MIGRATION } from '../../database/data-source';

/** 503 of the probes while the database cannot be reached: the one message of every route then (common/errors/database-unavailable.ts). */
export const DATABASE_DOWN = DATABASE_UNAVAILABLE;
export const MIGRATIONS_PENDING = 'Migrasi database belum dijalankan.';
/** How long the database may fail the liveness probe's round trip before the probe fails (ms). */
export const LIVE_GRACE_MS = 15_000;
/** A round trip of the liveness probe slower than this counts as busy, not as unreachable (ms). */
const LIVE_PROBE_TIMEOUT_MS = 2_000;

/**
 * Probes (docs/adr/0034-several-instances-logs-metrics.md, 0036-self-healing-database.md):
 * - live: can this process serve at all? 503 while its embedded PostgreSQL is down (being restarted
 *   or not coming back), or when the database has refused or dropped every round trip for longer
 *   than LIVE_GRACE_MS. A supervisor restarts an instance whose live fails for a while.
 * - ready: should a proxy send it traffic now? 503 as soon as one round trip fails, or migrations
 *   are missing, or once the process is stopping (SIGTERM, docs/adr/0038-rolling-restarts.md). A
 *   proxy takes a not-ready instance out of rotation; nothing is restarted.
 */

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Liveness with a database round trip. 503 when the database cannot be reached.' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  async check() {
    try {
      await execute(this.dataSource, 'select 1');
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException(DATABASE_DOWN);
    }
  }

  @Get('live')
  @Public()
  @ApiOperation({
    summary:
      'Liveness probe: 200 while the process can serve. 503 {success:false, message} while its embedded PostgreSQL is down ' +
      `(being restarted, or not coming back) or when the database has refused every round trip for over ${LIVE_GRACE_MS / 1000} s; ` +
      'a slow database is not a failure. A probe failing for a while means restart the instance.',
  })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  @ApiServiceUnavailableResponse({ schema: { example: { success: false, message: DATABASE_UNAVAILABLE } } })
  async live() {
    if (databaseAvailability.embeddedDown()) throw new ServiceUnavailableException(DATABASE_DOWN);
    const reachable = await this.roundTrip();
    if (reachable !== null) databaseAvailability.noteProbe(reachable);
    if (databaseAvailability.unreachableForMs() > LIVE_GRACE_MS) throw new ServiceUnavailableException(DATABASE_DOWN);
    return { status: 'ok' };
  }

  /** `select 1` on the pool: true when answered, false when it failed, null when slower than LIVE_PROBE_TIMEOUT_MS (busy). */
  private async roundTrip(): Promise<boolean | null> {
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), LIVE_PROBE_TIMEOUT_MS)));
    const answer = execute(this.dataSource, 'select 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answer, slow]);
    } finally {
      clearTimeout(timer);
    }
  }

  @Get('ready')
  @Public()
  @ApiOperation({
    summary:
      'Readiness probe: 200 when the database answers and has every migration this build knows (the newest one named in `migration`); ' +
      `503 {success:false, message} otherwise — "${DATABASE_DOWN}" or "${MIGRATIONS_PENDING}", and "${SERVER_STOPPING}" from SIGTERM on ` +
      '(the instance still serves for SHUTDOWN_DRAIN_MS, then closes its port). ' +
      'A proxy sends traffic only to ready instances.',
  })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up', migration: LATEST_MIGRATION } } })
  @ApiServiceUnavailableResponse({ schema: { example: { success: false, message: MIGRATIONS_PENDING } } })
  async ready() {
    if (shutdownState.stopping) throw new ServiceUnavailableException(SERVER_STOPPING);
    let applied: boolean;
    try {
      applied = (await queryOne(this.dataSource, row({ ok: pg.bool }), 'select app_migration_applied($1) as ok', [LATEST_MIGRATION]))!.ok;
    } catch {
      throw new ServiceUnavailableException(DATABASE_DOWN);
    }
    if (!applied) throw new ServiceUnavailableException(MIGRATIONS_PENDING);
    return { status: 'ok', database: 'up', migration: LATEST_MIGRATION };
  }
}
