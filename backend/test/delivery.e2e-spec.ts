import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf } from './utils/http';

/**
 * Delivery of the app (issue #11): CSP upgrade and HSTS only over https, compressed answers, and
 * cache rules of the built frontend (hashed assets for a year, index.html revalidated).
 */
describe('Delivery: security headers by scheme, compression, caching', () => {
  let t: TestApp;
  /** The same app behind a trusted proxy (TRUST_PROXY=loopback): X-Forwarded-Proto counts. */
  let proxied: TestApp;
  let dir: string;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, nama: 'Tingkat ${i}' }`).join(', ')}];\n`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-dist-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="id"><head><title>Kandang</title></head><body><div id="root"></div>${'<!-- isi -->'.repeat(120)}</body></html>`);
    fs.writeFileSync(path.join(dir, 'assets', 'index-Dhfm6ySH.js'), script);
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The installable app's files (vite-plugin-pwa, docs/adr/0024): worker, its Workbox runtime, manifest.
    fs.writeFileSync(path.join(dir, 'sw.js'), "define(['./workbox-c879f9ca'], function (w) { w.clientsClaim(); });\n");
    fs.writeFileSync(path.join(dir, 'workbox-c879f9ca.js'), 'define([], function () {});\n');
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Kandang Petelur Modern', short_name: 'Kandang', start_url: '/menu' }));
    t = await createTestApp({ staticDir: dir });
    proxied = await createTestApp({ staticDir: dir, trustProxy: ['loopback'] });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('over plain http (the farm network): CSP without upgrade-insecure-requests and no HSTS', async () => {
    const res = await t.http().get('/').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const api = await t.http().get('/api/health');
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });

  it('over https as a trusted proxy says (X-Forwarded-Proto): upgrade-insecure-requests and HSTS', async () => {
    const res = await proxied.http().get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await proxied.http().get('/').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy (TRUST_PROXY unset)', async () => {
    const res = await t.http().get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves hashed assets compressed (gzip or brotli) and cached for a year; index.html and other files revalidated', async () => {
    const gz = await t.http().get('/assets/index-Dhfm6ySH.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    const br = await t.http().get('/assets/index-Dhfm6ySH.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    for (const url of ['/', '/transaksipakan', '/index.html']) {
      const page = await t.http().get(url).set('Accept-Encoding', 'gzip').expect(200);
      expect([url, page.headers['cache-control'], page.headers['content-encoding']]).toEqual([url, 'no-cache', 'gzip']);
      expect(page.text).toContain('<div id="root">');
    }
    expect((await t.http().get('/favicon.svg').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers of the API (which stay no-store)', async () => {
    const res = await t.http().get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(bodyOf<OpenAPIObject>(res).openapi).toMatch(/^3\./);
  });

  it('serves the service worker, its Workbox runtime and the web app manifest revalidated (no-cache), with their types', async () => {
    // A cached sw.js would keep an old version installed for up to a day; a stale manifest, old icons and start URL.
    for (const [url, type] of [
      ['/sw.js', /^(application|text)\/javascript/],
      ['/workbox-c879f9ca.js', /^(application|text)\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const) {
      const res = await t.http().get(url).expect(200);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-cache']);
      expect(res.headers['content-type']).toMatch(type);
    }
    expect((await t.http().get('/manifest.webmanifest').expect(200)).text).toContain('"short_name":"Kandang"');
  });

  it("answers 404 for a hashed file that is not there (an old build's chunk), not the page", async () => {
    const res = await t.http().get('/assets/DashboardPage-old0hash.js').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
