import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import * as fs from 'fs';
import * as path from 'path';
import { AppModule } from '../../app.module';
import { AppSettings } from '../../config/settings';
import { createValidationPipe } from '../errors/validation';
import { UPLOADS_URL, uploadsDir } from '../storage/image-storage.service';
import { compressResponses, frontendStaticOptions, securityHeaders } from './delivery';

/** The OpenAPI document of the API (served at /api/docs, written to docs/api/openapi.json). */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kandang Petelur Modern API')
    .setDescription(
      'API of the multi-tenant laying-hen farm application. Every tenant route needs a bearer token and ' +
        'uses the x-tenant-id header (else the token tenant). Errors answer {success:false, message}. ' +
        'Weights in kg, money in rupiah, ages in weeks.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .addGlobalParameters({ name: 'x-tenant-id', in: 'header', required: false, description: 'Tenant (kandang) id', schema: { type: 'string' } })
    .build();
  const doc = SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
  // Stable parameter order (decorator metadata order differs between compilers).
  for (const ops of Object.values(doc.paths)) {
    for (const op of Object.values(ops)) {
      const params = (op as { parameters?: Array<{ in?: string; name?: string }> }).parameters;
      params?.sort((a, b) => `${a.in}:${a.name}`.localeCompare(`${b.in}:${b.name}`));
    }
  }
  return doc;
}

/** Security headers and compression (delivery.ts), /api prefix, validation, OpenAPI UI and (optionally) the built frontend with SPA fallback. */
export function configureApp(app: NestExpressApplication, settings: Pick<AppSettings, 'staticDir' | 'dataDir'>): void {
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  app.use(compressResponses());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useBodyParser('json', { limit: '1mb' });
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), { jsonDocumentUrl: 'api/docs-json' });
  // Uploaded images (ImageStorage): unguessable file names, served as they are.
  app.useStaticAssets(uploadsDir(settings.dataDir), { prefix: UPLOADS_URL, index: false, dotfiles: 'deny', maxAge: '1d' });
  app.use(UPLOADS_URL, (_req: Request, res: Response) => res.status(404).json({ success: false, message: 'Berkas tidak ditemukan.' }));
  const dir = settings.staticDir;
  if (dir && fs.existsSync(path.join(dir, 'index.html'))) {
    app.useStaticAssets(dir, frontendStaticOptions(dir));
    const index = path.join(dir, 'index.html');
    app.use((req: Request, res: Response, next: NextFunction) => {
      // A missing hashed file (an old build's chunk) is a 404, not the page: the browser then reloads the new build.
      if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/assets/')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
}

/** Creates and configures the Nest application for `settings` (not yet listening). */
export async function createApp(settings: AppSettings): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(settings), {
    logger: ['error', 'warn'],
    bufferLogs: false,
  });
  configureApp(app, settings);
  return app;
}
