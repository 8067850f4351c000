/**
 * The app's own route table (src/app/routes.ts, built from the feature manifests) and route guard
 * (src/app/access.ts) for the browser tests, so that a test "over every route a role opens"
 * follows the app when a screen is added.
 */
import { expect, type Page } from '@playwright/test';

/** What the tests read of a route of the table (app/manifest.ts FeatureRoute). */
export interface AppRoute {
  path: string;
  title: string;
  roles: 'public' | 'any' | readonly string[];
  tenantFree?: boolean;
}

/** The roles of a token (lib/session.ts Role). */
export type AppRole = 'superadmin' | 'admin' | 'abk' | 'reseller' | 'viewer';

interface RouteModules {
  routes: AppRoute[];
  canAccess: (roles: AppRoute['roles'], role: AppRole) => boolean;
}

let loaded: Promise<RouteModules> | undefined;

/**
 * Loads the table in Node when first asked. The table reaches the API client through the login
 * feature's index, and the client reads `window.location.origin` when it is loaded: a bare
 * `window` with an origin is set first. The modules are named at run time so that the type check
 * of e2e/ (tsconfig.node.json, no JSX) does not follow them into the app's components.
 */
function routeModules(): Promise<RouteModules> {
  loaded ??= (async () => {
    const scope = globalThis as { window?: unknown };
    scope.window ??= { location: { origin: 'http://localhost' } };
    const [routesPath, accessPath] = ['../src/app/routes.ts', '../src/app/access.ts'];
    const routes = (await import(routesPath)) as { APP_ROUTES: AppRoute[] };
    const access = (await import(accessPath)) as { canAccess: RouteModules['canAccess'] };
    return { routes: routes.APP_ROUTES, canAccess: access.canAccess };
  })();
  return loaded;
}

/** A demo login (password `<username>123`, see helpers.loginAs) and the role its token carries. */
export interface DemoUser {
  username: string;
  role: AppRole;
}

/** One demo user per role of the demo farm and the platform (README; owner is an admin of the farm). */
export const DEMO_USERS = {
  admin: { username: 'admin', role: 'admin' },
  abk: { username: 'abk', role: 'abk' },
  reseller: { username: 'reseller', role: 'reseller' },
  viewer: { username: 'viewer', role: 'viewer' },
  superadmin: { username: 'superadmin', role: 'superadmin' },
} as const satisfies Record<string, DemoUser>;

/**
 * The routes `role` opens: those whose guard lets it in (app/access.ts canAccess). The farm's
 * screens are not the superadmin's (without a chosen farm they show 'Tenant belum dipilih'), so it
 * gets the farm-free ones; the platform's screens (roles exactly ['superadmin']) are only its own.
 */
/** Screens of one document the demo farm has none of yet, so no link to open one (a payslip: the demo pays no wages). */
const NO_DEMO_DOCUMENT = new Set(['/gaji/:slipId']);

export async function routesFor(role: AppRole): Promise<AppRoute[]> {
  const { routes, canAccess } = await routeModules();
  return routes.filter((route) => {
    if (NO_DEMO_DOCUMENT.has(route.path)) return false;
    const platformOnly = Array.isArray(route.roles) && route.roles.length === 1 && route.roles[0] === 'superadmin';
    if (role === 'superadmin') return route.tenantFree === true;
    return !platformOnly && canAccess(route.roles, role);
  });
}

/**
 * A concrete address of `route`: its path, or for a path with parameters (/penjualantelur/nota/:id)
 * the first link to it on its parent screen, the nearest ancestor in the table (the demo farm has
 * sales and receivables to link to).
 */
export async function concretePath(page: Page, route: AppRoute): Promise<string> {
  if (!route.path.includes('/:')) return route.path;
  const { routes } = await routeModules();
  let parent = route.path.slice(0, route.path.indexOf('/:'));
  while (parent && !routes.some((r) => r.path === parent)) parent = parent.slice(0, parent.lastIndexOf('/'));
  await openScreen(page, parent);
  const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
  // The parent's list arrives after its title: wait for the first such link (a busy machine draws it later).
  let href: string | undefined;
  await expect
    .poll(async () => {
      const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      href = hrefs.find((h) => pattern.test(h));
      return href;
    }, { message: `a link to ${route.path} on ${parent}` })
    .toBeTruthy();
  return href!;
}

/** Opens `path` and waits until its requests are answered and the page shows its heading. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * One button per kind of dialog: 'Edit abk' and 'Edit admin' open the same dialog, 'Tambah Main Task'
 * and 'Tambah Sub Task' do not; a row's document code ('PT-2612-0008', its detail) is one kind.
 */
function dialogKind(name: string): string {
  if (name.endsWith(': rincian')) return 'rincian';
  if (/dikerjakan$/.test(name)) return `tugas ${name.endsWith('sudah dikerjakan')}`;
  const words = name.replace(/^\+ /, '').split(' ');
  return words[0] === 'Tambah' && !name.includes(' di ') ? name : words[0].replace(/\d+/g, '#');
}

/** An open dialog or menu, as CSS selectors (a scan of an open dialog looks at it alone: the page behind was scanned). */
export const POPUPS = ['[role="dialog"]', '[role="menu"]'];

/** A button of the screen that opens a dialog or a menu: its name, and a mark on it to press it by. */
export interface Opener {
  name: string;
  mark: string;
}

/**
 * One button per kind of dialog or menu the screen shown opens from its main area: the buttons that
 * say so (`aria-haspopup="dialog"` or `"menu"`, what a screen reader announces too; add, edit,
 * detail, delete and other confirm dialogs, a class's breakdown, a task's detail, a row's menu).
 * None of them changes data until the dialog is confirmed, and each dialog is closed with Escape.
 * Each is marked (data-e2e-opener), as a name read from the page need not be its accessible name.
 */
export async function dialogOpeners(page: Page): Promise<Opener[]> {
  const names = await page.locator('main button:visible').evaluateAll((buttons) =>
    buttons.flatMap((b, i) => {
      b.setAttribute('data-e2e-opener', String(i));
      const popup = b.getAttribute('aria-haspopup');
      return popup === 'dialog' || popup === 'menu' ? [{ name: (b.getAttribute('aria-label') ?? b.textContent ?? '').trim(), mark: String(i) }] : [];
    }),
  );
  const kinds = new Map<string, Opener>();
  for (const opener of names) if (!kinds.has(dialogKind(opener.name))) kinds.set(dialogKind(opener.name), opener);
  return [...kinds.values()];
}

/**
 * Presses the opener and waits for its dialog or menu; false when none opens. A dialog's code may still be on
 * its way (a busy machine): "none" is said only once the page's requests are answered and a further
 * wait saw none; a popup still open from before (one that came late) is closed first.
 */
export async function openPopup(page: Page, opener: Opener): Promise<boolean> {
  const popup = page.getByRole('dialog').or(page.getByRole('menu')).first();
  if (await popup.isVisible()) await closePopup(page);
  const target = page.locator(`main [data-e2e-opener="${opener.mark}"]`);
  // A list drawn again since (its data answered anew, or tables turned to cards and back when the
  // width changed) lost the mark: mark the button of that name again, once it is drawn.
  for (let attempt = 1; ; attempt++) {
    if ((await target.count()) === 0) {
      await page.locator('main button:visible').evaluateAll((buttons, { name, mark }) => {
        buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name)?.setAttribute('data-e2e-opener', mark);
      }, opener);
    }
    try {
      await target.click({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
  const opened = () =>
    popup.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  if (await opened()) return true;
  await page.waitForLoadState('networkidle');
  return opened();
}

/** Closes the open dialog or menu with Escape (nothing is saved) and waits until it is gone. */
export async function closePopup(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').or(page.getByRole('menu'))).toHaveCount(0);
}
