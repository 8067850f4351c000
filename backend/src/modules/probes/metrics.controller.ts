import { Controller, Get, Headers, Inject, NotFoundException, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'crypto';
import type { Response } from 'express';
import { Public } from '../../common/auth/access.decorator';
import { Metrics } from '../../common/observability/metrics';
import { WithoutTransaction } from '../../common/tenancy/without-transaction.decorator';
import type { AppSettings } from '../../config/settings';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** Same answer as an unknown address: the endpoint's existence is not shown without the token. */
const NOT_FOUND = 'Alamat tidak ditemukan.';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /api/metrics: the Prometheus text format of {@link Metrics}, for a scraper that holds
 * METRICS_TOKEN (as `Authorization: Bearer <token>` or `?token=<token>`). Without METRICS_TOKEN
 * set, without a token or with a wrong one: 404 'Alamat tidak ditemukan.', like an unknown
 * address. Left out of the OpenAPI document (not part of the app's API).
 */
@Controller('metrics')
export class MetricsController {
  private readonly token: Buffer | null;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_SETTINGS) settings: Pick<AppSettings, 'metricsToken'>,
  ) {
    this.token = settings.metricsToken ? digest(settings.metricsToken) : null;
  }

  @Get()
  @Public()
  @WithoutTransaction()
  @ApiExcludeEndpoint()
  async read(@Res({ passthrough: true }) res: Response, @Headers('authorization') authorization?: string, @Query('token') query?: unknown): Promise<string> {
    const bearer = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    const given = bearer ?? (typeof query === 'string' ? query : undefined);
    // Compared as SHA-256 digests: equal length, constant time.
    if (!this.token || !given || !timingSafeEqual(digest(given), this.token)) throw new NotFoundException(NOT_FOUND);
    const text = await this.metrics.registry.metrics();
    res.type(this.metrics.registry.contentType);
    return text;
  }
}
