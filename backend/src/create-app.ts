import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './common/http/configure-app';
import { AppSettings } from './config/settings';

/** Creates and configures the Nest application for `settings` (not yet listening). */
export async function createApp(settings: AppSettings): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(settings), {
    logger: ['error', 'warn'],
    bufferLogs: false,
  });
  configureApp(app, settings);
  return app;
}
