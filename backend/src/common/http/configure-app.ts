import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import * as fs from 'fs';
import * as path from 'path';
import { AppSettings } from '../../config/settings';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE } from '../errors/database-unavailable';
import { createValidationPipe } from '../errors/validation';
import { IDEMPOTENCY_DESCRIPTION, IDEMPOTENCY_HEADER } from '../idempotency/idempotency.interceptor';
import { Metrics } from '../observability/metrics';
import { ImageStorage, UPLOADS_URL } from '../storage/image-storage.service';
import { compressResponses, frontendStatic, securityHeaders } from './delivery';
import { pageShell } from './page-shell';
import { RequestTextPipe } from './nul-bytes';

/** The OpenAPI document of the API (served at /api/docs, written to docs/api/openapi.json). */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kandang Petelur Modern API')
    .setDescription(
      'API of the multi-tenant laying-hen farm application. Every tenant route needs a bearer token and ' +
        'uses the x-tenant-id header (else the token tenant). Errors answer {success:false, message}; an error about one ' +
        'field of the body also names it: {success:false, message, field}, field being its path (e.g. name, data.1.pakan_sore). ' +
        `While the database cannot be reached any route answers 503 {success:false, message: "${DATABASE_UNAVAILABLE}"} ` +
        `with Retry-After: ${DATABASE_RETRY_AFTER_S} (never 500). ` +
        'Weights in kg, money in rupiah, ages in weeks.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .addGlobalParameters({ name: 'x-tenant-id', in: 'header', required: false, description: 'Tenant (kandang) id', schema: { type: 'string' } })
    .build();
  const doc = SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
  type Parameter = { in?: string; name?: string; $ref?: string };
  type Operation = { parameters?: Parameter[] };
  // Every write may carry an Idempotency-Key (common/idempotency, docs/adr/0023-idempotency-keys.md): one
  // parameter in components, referenced by every POST/PUT/PATCH.
  const idempotency = { $ref: '#/components/parameters/IdempotencyKey' };
  const IdempotencyKey = { name: IDEMPOTENCY_HEADER, in: 'header' as const, required: false, description: IDEMPOTENCY_DESCRIPTION, schema: { type: 'string', format: 'uuid' } };
  doc.components = { ...doc.components, parameters: { ...doc.components?.parameters, IdempotencyKey } };
  const sortKey = (p: Parameter) => (p.$ref === idempotency.$ref ? `header:${IDEMPOTENCY_HEADER}` : `${p.in}:${p.name}`);
  for (const ops of Object.values(doc.paths)) {
    for (const method of ['post', 'put', 'patch'] as const) {
      const op = ops[method] as Operation | undefined;
      if (op) op.parameters = [...(op.parameters ?? []), idempotency];
    }
    // Stable parameter order (decorator metadata order differs between compilers).
    for (const op of Object.values(ops)) {
      (op as Operation).parameters?.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    }
  }
  return doc;
}

/**
 * Security headers (upgrade to https and HSTS only over https) and compression (delivery.ts),
 * client address (TRUST_PROXY), /api prefix with `Cache-Control: no-store`, the request text check
 * and validation, JSON bodies up to 1 MB (413 beyond), OpenAPI UI, task images through signed URLs
 * only, and (optionally) the built frontend (its precompressed copies where the client accepts
 * them) with SPA fallback and its cache rules.
 */
export function configureApp(app: NestExpressApplication, settings: Pick<AppSettings, 'staticDir' | 'trustProxy'>): void {
  // The client address (req.ip, the login limits) is the socket's unless TRUST_PROXY names the proxies.
  app.set('trust proxy', settings.trustProxy ?? false);
  // Every answered request is counted and timed (GET /api/metrics), static files and uploads too.
  let metrics: Metrics | undefined;
  app.use((req: Request, res: Response, next: NextFunction) => {
    const m: Metrics = (metrics ??= app.get<Metrics>(Metrics));
    m.track(req, res);
    next();
  });
  app.use(securityHeaders());
  app.use(compressResponses());
  app.setGlobalPrefix('api');
  // API answers are per user and often personal: never stored by the browser or a proxy.
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.useGlobalPipes(new RequestTextPipe(), createValidationPipe());
  app.useBodyParser('json', { limit: '1mb' });
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), { jsonDocumentUrl: 'api/docs-json' });
  // Uploaded images: only through the signed, expiring URLs the API hands out (ImageStorage.urlOf).
  const images = app.get(ImageStorage);
  app.use(UPLOADS_URL, (req: Request, res: Response) => images.serve(req, res));
  const dir = settings.staticDir;
  if (dir && fs.existsSync(path.join(dir, 'index.html'))) {
    // Precompressed copies (br, gzip) where the build wrote them; the rest compressed at run time.
    const files = frontendStatic(dir);
    app.use(files);
    // A logged-in route's page with its frame and title in the HTML (painted before any script).
    const shells = pageShell(dir);
    if (shells) app.use(shells);
    app.use((req: Request, res: Response, next: NextFunction) => {
      // A missing hashed file (an old build's chunk) is a 404, not the page: the browser then reloads the new build.
      if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/assets/')) return next();
      // Any other path is the app's page: index.html (no-cache), precompressed like the other files.
      req.url = '/index.html';
      return files(req, res, next);
    });
  }
}
