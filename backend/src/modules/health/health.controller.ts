import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
// eslint-disable-next-line no-restricted-imports -- a public liveness check: no tenant, only a round trip on the pool
import { InjectDataSource } from '@nestjs/typeorm';
// eslint-disable-next-line no-restricted-imports -- as above
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorator';
import { execute, pg, queryOne, row } from '../../common/database/rows';
import { LATEST_MIGRATION } from '../../database/data-source';

export const DATABASE_DOWN = 'Database tidak dapat dihubungi.';
export const MIGRATIONS_PENDING = 'Migrasi database belum dijalankan.';

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
    summary: 'Liveness probe: the process is up and answers (no database). A failing probe means restart the instance.',
  })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @ApiOperation({
    summary:
      'Readiness probe: 200 when the database answers and has every migration this build knows (the newest one named in `migration`); ' +
      '503 {success:false, message} otherwise — "Database tidak dapat dihubungi." or "Migrasi database belum dijalankan.". ' +
      'A proxy sends traffic only to ready instances.',
  })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up', migration: LATEST_MIGRATION } } })
  @ApiServiceUnavailableResponse({ schema: { example: { success: false, message: MIGRATIONS_PENDING } } })
  async ready() {
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
