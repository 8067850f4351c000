import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { loginAs } from './helpers';

/**
 * Requests of a route's first paint on a phone and a desktop (issue #23, docs/adr/0028): five
 * routes loaded as the admin from a cold cache (a new browser context holding only the session)
 * may send at most 25 requests — documents, scripts, styles, fonts, images and API calls — until
 * the route's first paint: the first animation frame in which its title (the h1 of the page header,
 * its largest paint on these screens; 'Login' on /login) is laid out, read in the page at every
 * frame from the start of the load. Every request started before that moment counts, whether or
 * not it has finished (the load event, which comes later, is awaited but not the moment). The
 * page the server sends for a logged-in route already carries the navigation bar and the title
 * (backend common/http/page-shell.ts): what the browser asked for while parsing it, before its
 * first frame, counts. Without that markup (a page the service worker answers) the app paints the
 * title first and asks for the page's own code only after that frame (`RouteShell`,
 * app/AppRoutes.tsx); parts a page loads after its title (the page's chunks, the date field, the
 * sub-navigation tabs, the table's rows) count only when they were asked for before it showed.
 * Every script of 1 KB or more that the load asked for comes brotli-encoded (the build's `.br` copy).
 */
const ROUTES = [
  { path: '/login', title: 'Login' },
  { path: '/dashboard', title: 'Ringkasan Kandang Hari Ini' },
  { path: '/penjualantelur', title: 'Penjualan Telur' },
  { path: '/transaksikeuangan', title: 'Transaksi Keuangan' },
  { path: '/transaksipakan', title: 'Pemakaian Pakan' },
] as const;
const MAX_REQUESTS = 25;

/** The admin's session (localStorage), taken once from a login through the form. */
let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

async function adminSession(browser: Browser) {
  if (session) return session;
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, 'admin');
  session = await context.storageState();
  await context.close();
  return session;
}

/** Opens `path` in a fresh context (empty cache); returns the requests started until its title showed, and the encodings of the scripts it loaded until its load event. */
async function coldLoad(browser: Browser, path: string, title: string, viewport: { width: number; height: number }, loggedIn: boolean) {
  const context = await browser.newContext({ viewport, storageState: loggedIn ? await adminSession(browser) : undefined, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
  const page: Page = await context.newPage();
  const requests: Array<{ request: Request; at: number }> = [];
  page.on('request', (request) => requests.push({ request, at: Date.now() }));
  // The first frame in which the title is laid out, watched from the document's start (epoch ms, the machine's clock as Date.now()).
  await page.addInitScript((text) => {
    const w = window as unknown as { __titleShownAt?: number };
    const check = () => {
      const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent?.includes(text) && h.getBoundingClientRect().height > 0);
      if (h1) w.__titleShownAt = performance.timeOrigin + performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, title);
  await page.goto(path, { waitUntil: 'load' });
  const shown = await page.waitForFunction(() => (window as unknown as { __titleShownAt?: number }).__titleShownAt ?? null, undefined, { timeout: 30_000 });
  const shownAt = (await shown.jsonValue()) as number;
  const counted = requests.filter((r) => r.at <= shownAt + 5).map((r) => r.request);
  // Every script of the load (the page's title may be painted from the HTML before any was asked for).
  const scripts = await Promise.all(
    requests
      .map((r) => r.request)
      .filter((r) => r.resourceType() === 'script')
      .map(async (r) => {
        const res = await r.response();
        const headers = (await res?.allHeaders()) ?? {};
        return { url: r.url().replace(/^https?:\/\/[^/]+/, ''), encoding: headers['content-encoding'] ?? 'identity', length: Number(headers['content-length'] ?? 0) };
      }),
  );
  await context.close();
  return { requests: counted.map((r) => `${r.resourceType()} ${r.url().replace(/^https?:\/\/[^/]+/, '')}`), scripts };
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`first paint at ${viewport.width} px, cold cache`, () => {
    for (const route of ROUTES) {
      test(`${route.path}: at most ${MAX_REQUESTS} requests until its title shows, scripts brotli-encoded`, async ({ browser }) => {
        const { requests, scripts } = await coldLoad(browser, route.path, route.title, viewport, route.path !== '/login');
        console.log(`${route.path} @${viewport.width}px: ${requests.length} requests\n  ${requests.join('\n  ')}`);
        test.info().annotations.push({ type: 'requests until the title shows', description: `${requests.length} (budget ${MAX_REQUESTS})` });
        expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(MAX_REQUESTS);
        expect(scripts.length).toBeGreaterThan(0);
        // A script without a copy is one under 1 KB (sent as it is); every other one is the .br copy.
        const notBrotli = scripts.filter((s) => s.encoding !== 'br' && !(s.encoding === 'identity' && s.length > 0 && s.length < 1024));
        expect(notBrotli).toEqual([]);
      });
    }
  });
}
