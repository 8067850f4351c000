import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
// eslint-disable-next-line no-restricted-imports -- a public liveness check: no tenant, only a round trip on the pool
import { InjectDataSource } from '@nestjs/typeorm';
// eslint-disable-next-line no-restricted-imports -- as above
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorator';
import { execute } from '../../common/database/rows';

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
      throw new ServiceUnavailableException('Database tidak dapat dihubungi.');
    }
  }
}
