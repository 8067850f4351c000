import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf } from './utils/http';

/**
 * Delivery of the app (issue #11, #23): CSP upgrade and HSTS only over https, compressed answers
 * (the build's precompressed copies where there are, docs/adr/0028), and cache rules of the built
 * frontend (hashed assets for a year, index.html revalidated).
 */
describe('Delivery: security headers by scheme, compression, caching', () => {
  let t: TestApp;
  /** The same app behind a trusted proxy (TRUST_PROXY=loopback): X-Forwarded-Proto counts. */
  let proxied: TestApp;
  let dir: string;
  /** Precompressed copies as the build writes them (brotli 11, gzip 9), next to `file`. */
  const precompress = (file: string) => {
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  };
  const sizeOf = (file: string) => String(fs.statSync(path.join(dir, file)).size);
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, nama: 'Tingkat ${i}' }`).join(', ')}];\n`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-dist-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="id"><head><title>Kandang</title></head><body><div id="root"></div>${'<!-- isi -->'.repeat(120)}</body></html>`);
    fs.writeFileSync(path.join(dir, 'assets', 'index-Dhfm6ySH.js'), script);
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The installable app's files (vite-plugin-pwa, docs/adr/0024): worker, its Workbox runtime, manifest.
    fs.writeFileSync(path.join(dir, 'sw.js'), `define(['./workbox-c879f9ca'], function (w) { w.clientsClaim(); w.precacheAndRoute([${Array.from({ length: 60 }, (_, i) => `{ url: 'assets/Page${i}-a1b2c3d4.js', revision: null }`).join(', ')}]); });\n`);
    fs.writeFileSync(path.join(dir, 'workbox-c879f9ca.js'), 'define([], function () {});\n');
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Kandang Petelur Modern', short_name: 'Kandang', start_url: '/menu' }));
    // The build's copies of the entry script and the page (sw.js has none: compressed at run time).
    precompress(path.join(dir, 'assets', 'index-Dhfm6ySH.js'));
    precompress(path.join(dir, 'index.html'));
    // The logged-in routes whose page carries their frame and title (frontend public/route-titles.json).
    fs.writeFileSync(
      path.join(dir, 'route-titles.json'),
      JSON.stringify({
        '/dashboard': { title: 'Ringkasan Kandang Hari Ini' },
        '/laporan': { title: 'Pakan & Telur <baru>', subtitle: 'Stok "awal" & <akhir>', subNav: true },
      }),
    );
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

  it("writes a logged-in route's frame, title and subtitle into its page (painted before any script), escaped; revalidated with an ETag", async () => {
    const page = await t.http().get('/dashboard').set('Accept-Encoding', 'gzip').expect(200);
    expect([page.headers['content-type'], page.headers['cache-control'], page.headers['content-encoding']]).toEqual(['text/html; charset=utf-8', 'no-cache', 'gzip']);
    expect(page.text).toContain(
      '<div id="root"><div class="kpm-shell" aria-busy="true"><div class="kpm-shell-bar"></div><main class="kpm-shell-main"><div class="kpm-shell-head"><h1 class="kpm-shell-title">Ringkasan Kandang Hari Ini</h1></div></main></div></div>',
    );
    expect(page.text).toContain('<title>Ringkasan Kandang Hari Ini · Kandang Petelur Modern</title>');
    expect(page.text).toContain('<!-- isi -->');
    await t.http().get('/dashboard').set('If-None-Match', page.headers['etag']).expect(304);
    // Sub-navigation tabs above the title hold their place; title and subtitle are text, not markup; a trailing slash is the same route.
    const tabs = await t.http().get('/laporan/').expect(200);
    expect(tabs.text).toContain(
      '<main class="kpm-shell-main"><div class="kpm-shell-tabs"></div><div class="kpm-shell-head"><h1 class="kpm-shell-title">Pakan &#38; Telur &#60;baru&#62;</h1>' +
        '<p class="kpm-shell-subtitle">Stok &#34;awal&#34; &#38; &#60;akhir&#62;</p></div></main>',
    );
    expect(tabs.text).toContain('<title>Pakan &#38; Telur &#60;baru&#62; · Kandang Petelur Modern</title>');
    // A path without a title (and /login, painted by its own small script) gets index.html as it is.
    for (const url of ['/login', '/nota/123', '/']) expect((await t.http().get(url).expect(200)).text).not.toContain('kpm-shell');
  });

  describe('precompressed copies of the build (brotli 11, gzip 9)', () => {
    const js = '/assets/index-Dhfm6ySH.js';

    it('answers brotli when accepted (preferred over gzip), with the file\'s type and cache headers; the body decodes to the file', async () => {
      for (const accept of ['gzip, deflate, br', 'br', 'gzip;q=1.0, br;q=0.5']) {
        const res = await t.http().get(js).set('Accept-Encoding', accept).expect(200);
        expect([accept, res.headers['content-encoding']]).toEqual([accept, 'br']);
        // The copy itself (its length), not a second compression of it at run time.
        expect(res.headers['content-length']).toBe(sizeOf('assets/index-Dhfm6ySH.js.br'));
        expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.text).toBe(script);
      }
    });

    it('answers gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
      const gz = await t.http().get(js).set('Accept-Encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['content-length']).toBe(sizeOf('assets/index-Dhfm6ySH.js.gz'));
      expect(gz.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(gz.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(gz.text).toBe(script);
      for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
        const plain = await t.http().get(js).set('Accept-Encoding', accept).expect(200);
        expect([accept, plain.headers['content-encoding']]).toEqual([accept, undefined]);
        expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(script)));
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(plain.text).toBe(script);
      }
    });

    it('serves the page (index.html, also for an app path) from its copies, revalidated', async () => {
      const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      for (const url of ['/', '/penjualantelur', '/index.html']) {
        const res = await t.http().get(url).set('Accept-Encoding', 'br, gzip').expect(200);
        expect([url, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([url, 'br', 'no-cache']);
        expect(res.headers['content-length']).toBe(sizeOf('index.html.br'));
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toBe(html);
      }
    });

    it('compresses a file without a copy (sw.js) at run time, once', async () => {
      const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
      const res = await t.http().get('/sw.js').set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(worker);
    });
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
