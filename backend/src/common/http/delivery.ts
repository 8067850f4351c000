import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import type { ServerResponse } from 'http';
import * as path from 'path';

/**
 * How the app is delivered to the browser (issue #11): security headers that also work on the farm's
 * own network over plain http, compressed answers, and cache rules for the built frontend.
 */

/** Cache-Control of the built files whose names carry their content hash (`dist/assets/*`). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Cache-Control of index.html and the other files outside `assets/`: always asked again (304 when
 * unchanged). Among them the installable app's `sw.js` (the browser then finds a new version at
 * once), its `workbox-*.js` and `manifest.webmanifest` (served as application/manifest+json).
 */
export const REVALIDATE = 'no-cache';

/**
 * Helmet's headers, with `upgrade-insecure-requests` (CSP) and `Strict-Transport-Security` only on a
 * request that came over https — itself or, when the proxy is trusted (`trust proxy`), as its
 * `X-Forwarded-Proto` says (`req.secure`). Over plain http, e.g. http://192.168.1.10:3000 on the
 * farm's Wi-Fi, the upgrade would send every script and style to an https address nobody serves
 * (a white page), and HSTS is ignored there anyway.
 */
export function securityHeaders(): RequestHandler {
  const overHttps = helmet();
  const overHttp = helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } }, strictTransportSecurity: false });
  return (req: Request, res: Response, next: NextFunction) => (req.secure ? overHttps : overHttp)(req, res, next);
}

/**
 * gzip or brotli (as the browser accepts) for answers of compressible types — HTML, JS, CSS, JSON,
 * SVG — from 1 KB up. Brotli at quality 4: close to gzip's speed, smaller output. An answer that
 * already has a `Content-Encoding` (a precompressed file, {@link frontendStatic}) is left as it is.
 */
export const compressResponses = (): RequestHandler => compression({ threshold: 1024 });

/**
 * The built frontend in `dir`, each file in its precompressed copy when the build wrote one and the
 * request's `Accept-Encoding` allows it (docs/adr/0028-delivery-budgets-and-chunks.md): `x.js.br`
 * (brotli quality 11) first, else `x.js.gz` (gzip level 9), else the file itself (then
 * {@link compressResponses} compresses it at run time as before). A precompressed answer carries
 * `Content-Encoding: br|gzip`, `Vary: Accept-Encoding`, the Content-Type of the file it stands for
 * and that file's Cache-Control ({@link frontendStaticOptions}). The copies are found once, when the
 * app starts (`npm run build` writes them next to each JS, CSS, HTML, SVG and JSON file of 1 KB or more).
 */
export function frontendStatic(dir: string): RequestHandler {
  return expressStaticGzip(path.resolve(dir), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: frontendStaticOptions(dir),
  }) as RequestHandler;
}

/** Static options of the built frontend in `dir`: hashed assets cached for a year, the rest revalidated. */
export function frontendStaticOptions(dir: string): { index: false; setHeaders: (res: ServerResponse, file: string) => void } {
  const hashed = path.join(path.resolve(dir), 'assets') + path.sep;
  return {
    index: false,
    // Set before `send` would add its own `public, max-age=0`.
    setHeaders: (res: ServerResponse, file: string) => res.setHeader('Cache-Control', path.resolve(file).startsWith(hashed) ? IMMUTABLE : REVALIDATE),
  };
}
