import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './common/http/configure-app';
import { serverLogger } from './common/observability/logging';
import { AppSettings } from './config/settings';

/** Creates and configures the Nest application for `settings` (not yet listening). */
export async function createApp(settings: AppSettings): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(settings), {
    bufferLogs: true,
  });
  // The server's messages go through the request logger (JSON lines, LOG_LEVEL; common/observability/logging.ts).
  app.useLogger(serverLogger(app.get(Logger)));
  configureApp(app, settings);
  return app;
}
