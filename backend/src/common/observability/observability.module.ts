import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** Provides {@link Metrics} to every module (login throttle, idempotency, GET /api/metrics). */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class ObservabilityModule {}
