import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as fs from 'fs';
import * as path from 'path';

/** A logged-in route's entry of the build's `route-titles.json` (frontend/src/app/routeShell.test.ts keeps it true). */
interface RouteTitle {
  title: string;
  /** The route's fixed line under the title (frontend FeatureRoute.subtitle). */
  subtitle?: string;
  subNav?: boolean;
}

const APP_NAME = 'Kandang Petelur Modern';
const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page (index.html) for a logged-in route of the built frontend in `dir`, with the route's frame,
 * title and fixed subtitle written into it (issue #23): the browser paints the navigation bar, the
 * page's title and its subtitle (a screen's largest text, its largest paint) from the HTML alone,
 * before any script has arrived, and the app replaces them with its own, laid out the same and of
 * the same size (the styles are in index.html, `.kpm-shell*`), so that the page's own paint is no
 * larger. The titles come from the build's `route-titles.json` (path → `{ title, subtitle?, subNav? }`);
 * the browser tab's title
 * is the route's too. Answers a GET of a listed path (`/dashboard`, `/penjualantelur`…; a trailing
 * slash is ignored) with `text/html`, `Cache-Control: no-cache` and an ETag (304 when unchanged;
 * compressed by the app's compression like any HTML); every other request goes on (`next`). The
 * files are read once, when the app starts. Returns null when the build has no `route-titles.json`.
 * The page does not know the session: a visitor without one sees the title until the app sends
 * them to /login.
 */
export function pageShell(dir: string): RequestHandler | null {
  const titlesFile = path.join(dir, 'route-titles.json');
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(titlesFile) || !fs.existsSync(indexFile)) return null;
  const index = fs.readFileSync(indexFile, 'utf8');
  if (!index.includes(ROOT)) return null;
  const titles = JSON.parse(fs.readFileSync(titlesFile, 'utf8')) as Record<string, RouteTitle>;
  const pages = new Map<string, string>();
  for (const [route, { title, subtitle, subNav }] of Object.entries(titles)) {
    const name = escapeHtml(title);
    const shell =
      `<div id="root"><div class="kpm-shell" aria-busy="true"><div class="kpm-shell-bar"></div><main class="kpm-shell-main">` +
      (subNav ? '<div class="kpm-shell-tabs"></div>' : '') +
      `<div class="kpm-shell-head"><h1 class="kpm-shell-title">${name}</h1>` +
      (subtitle ? `<p class="kpm-shell-subtitle">${escapeHtml(subtitle)}</p>` : '') +
      `</div></main></div></div>`;
    pages.set(route, index.replace(ROOT, shell).replace(/<title>[^<]*<\/title>/, `<title>${name} · ${APP_NAME}</title>`));
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? pages.get(req.path.replace(/(.)\/$/, '$1')) : undefined;
    if (page === undefined) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  };
}
