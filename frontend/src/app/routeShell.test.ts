import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './routes';

/**
 * `public/route-titles.json` (copied into the build) names the title of every logged-in route with a
 * fixed path, its fixed subtitle if it has one, and whether it shows sub-navigation tabs above it: the
 * server writes title and subtitle into the page it sends for the path, so the browser paints the
 * navigation bar, the title and the subtitle before any script has loaded (the route's first paint,
 * issue #23; backend common/http/page-shell.ts). This
 * keeps the file equal to the route table: after a route or title changed, `npx vitest run
 * src/app/routeShell.test.ts -u` writes it again.
 */
describe('route titles for the page the server sends', () => {
  it('lists every logged-in route with a fixed path, its title and sub-navigation, as the route table has them', async () => {
    const titles: Record<string, { title: string; subtitle?: string; subNav?: true }> = {};
    for (const route of APP_ROUTES) {
      if (/[:*]/.test(route.path)) continue;
      titles[route.path] = { title: route.title, ...(route.subtitle ? { subtitle: route.subtitle } : {}), ...(route.subNav ? { subNav: true as const } : {}) };
    }
    expect(Object.keys(titles)).toContain('/dashboard');
    expect(titles['/penjualantelur']).toEqual({ title: 'Penjualan Telur', subtitle: 'Catat penjualan telur per grade, terima pembayaran piutang, dan cetak nota.' });
    await expect(`${JSON.stringify(titles, null, 2)}\n`).toMatchFileSnapshot('../../public/route-titles.json');
  });
});
