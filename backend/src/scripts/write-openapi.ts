import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import * as fs from 'fs';
import * as path from 'path';
import { AppModule } from '../app.module';
import { buildOpenApi, configureApp } from '../common/http/configure-app';
import { AppSettings, REPO_ROOT } from '../config/settings';

/** Settings for building the document only: nothing connects (preview mode instantiates no provider). */
const PREVIEW_SETTINGS: AppSettings = {
  port: 0,
  dataDir: '/nonexistent',
  jwtSecret: 'x'.repeat(32),
  jwtTtlHours: 1,
  loginLimitPerAccount: 1,
  loginLimitPerIp: 1,
  appDatabaseUrl: 'postgres://preview@127.0.0.1:1/preview',
  loginDatabaseUrl: 'postgres://preview@127.0.0.1:1/preview',
  ownerDatabaseUrl: 'postgres://preview@127.0.0.1:1/preview',
  demo: false,
  staticDir: null,
};

/** The OpenAPI document as committed in docs/api/openapi.json (stable key order, trailing newline). */
export async function renderOpenApi(): Promise<string> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(PREVIEW_SETTINGS), { preview: true, logger: false });
  configureApp(app, PREVIEW_SETTINGS);
  const doc = buildOpenApi(app);
  await app.close();
  return JSON.stringify(doc, null, 2) + '\n';
}

export const OPENAPI_FILE = path.join(REPO_ROOT, 'docs', 'api', 'openapi.json');

if (require.main === module) {
  renderOpenApi().then(
    (text) => {
      fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
      fs.writeFileSync(OPENAPI_FILE, text);
      console.log(`OpenAPI written to ${path.relative(process.cwd(), OPENAPI_FILE)}`);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
