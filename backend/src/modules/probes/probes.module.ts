import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';

/** Health probes (GET /api/health, /live, /ready) and the Prometheus metrics (GET /api/metrics). */
@Module({ controllers: [HealthController, MetricsController] })
export class ProbesModule {}
