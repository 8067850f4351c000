import { expect, test, type Page } from '@playwright/test';
import { concretePath, DEMO_USERS, openScreen, routesFor, type DemoUser } from './app-routes';
import { ARTIFACTS, loginAs } from './helpers';

/**
 * Touch targets of at least 44 × 44 px (issue #36) for every action on a phone (390 × 844) and a
 * tablet (800 × 1280), both touch screens, over every route the admin, the abk, the reseller and
 * the viewer open (the app's route table, so a new screen is measured without touching this file).
 *
 * What is an action: every visible button, a[href], element of role button, link, tab, menuitem,
 * checkbox, radio or switch, input[type=checkbox|radio], MUI IconButton, table sort header
 * (TableSortLabel, a sortable DataGrid column header) and pagination button. Visible: a box wider
 * and taller than 1 px (visually hidden text is not a target), not `visibility: hidden`, not under
 * `aria-hidden="true"` or `inert` (a closed drawer, the page behind a dialog).
 *
 * What is measured: its tap area, the region where a tap lands on it. An action whose box (its
 * border box, getBoundingClientRect) is 44 × 44 or more passes on its box. Otherwise the test scrolls
 * it to the middle of the screen and hit-tests (document.elementFromPoint, which is what a tap
 * does) along the horizontal and the vertical line through its centre: the tap area is the width and
 * the height of the run of points around the centre that land on the action or inside it. This counts
 * an area enlarged by padding or by a pseudo-element (::after, drawn by the theme around a small
 * checkbox or icon), and it shrinks where a neighbour or an overlay covers the action. The tap area
 * of a checkbox, radio or switch input is its control (MUI's ButtonBase around it) or the label
 * that wraps it, as a tap on either toggles it. A disabled action is measured as if enabled (a tap
 * on it must not land on its neighbour either).
 *
 * The one exception, as in WCAG 2.5.8 (Target Size, "inline"): a link inside running text, an
 * inline `a` whose paragraph has other words than the link's own; its size is the line's.
 *
 * On failure the test lists every offender: route, user role, screen width, the action's role and
 * name, and its tap area in px.
 */

/** The two touch screens, each with the height of such a device. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 800, height: 1280 },
] as const;

/** Dense screens whose look at both widths goes to e2e/artifacts/touch-<role>-<route>-<width>.png, to be looked at. */
const SHOTS = new Set(['/transaksikeuangan', '/penjualantelur', '/ayaminfo', '/tasks/tugasinfo']);

/** Where a route's address is read from its parent screen (see measureRole). */
const DESKTOP = { width: 1366, height: 900 };

/** The smallest tap area, px (WCAG 2.5.5 Target Size, enhanced). */
const MIN = 44;

test.use({ hasTouch: true, isMobile: true, viewport: SCREENS[0] });

/** An action whose tap area is smaller than MIN × MIN. */
interface Offender {
  role: string;
  name: string;
  width: number;
  height: number;
}

/** Measures every visible action of the page shown (see the file's comment); returns the offenders. */
async function smallTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const ACTIONS = [
      'button',
      'a[href]',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      'input[type="checkbox"]',
      'input[type="radio"]',
      '.MuiIconButton-root',
      '.MuiTableSortLabel-root',
      '.MuiTablePagination-actions button',
      '.MuiDataGrid-columnHeader--sortable',
    ].join(', ');
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"], [inert]');
    };
    /** A link inside running text: an inline `a` whose nearest block has more words than the link's. */
    const inlineInText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').replace(/\s+/g, '');
      const all = (block?.textContent ?? '').replace(/\s+/g, '');
      return /[\p{L}\p{N}]/u.test(all.replace(own, ''));
    };
    /** What a tap toggles a checkbox, radio or switch input through: its wrapping label or its control. */
    const owner = (el: Element): Element => (el.tagName === 'INPUT' ? (el.closest('label') ?? el.closest('.MuiButtonBase-root') ?? el) : el);
    const lands = (target: Element, x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === target || target.contains(hit));
    };
    /** The run of points around (x, y) along one axis that land on `target`, up to `reach` px each side. */
    const run = (target: Element, x: number, y: number, dx: number, dy: number, reach: number) => {
      let before = 0;
      let after = 0;
      while (before < reach && lands(target, x - (before + 1) * dx, y - (before + 1) * dy)) before++;
      while (after < reach && lands(target, x + (after + 1) * dx, y + (after + 1) * dy)) after++;
      return before + after + 1;
    };
    const describe = (el: Element) => {
      const role = el.getAttribute('role') ?? (el.tagName === 'INPUT' ? `input[${el.getAttribute('type')}]` : el.tagName.toLowerCase());
      const name = (el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return { role, name };
    };
    const offenders: { role: string; name: string; width: number; height: number }[] = [];
    for (const el of new Set(document.querySelectorAll(ACTIONS))) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      if (inlineInText(el)) continue;
      const target = owner(el);
      target.scrollIntoView({ block: 'center', inline: 'center' });
      const r = target.getBoundingClientRect();
      const x = Math.round(r.left + r.width / 2);
      const y = Math.round(r.top + r.height / 2);
      const style = (target as HTMLElement).style;
      const pointerEvents = style.getPropertyValue('pointer-events');
      style.setProperty('pointer-events', 'auto', 'important');
      const covered = !lands(target, x, y);
      const width = covered ? 0 : run(target, x, y, 1, 0, min);
      const height = covered ? 0 : run(target, x, y, 0, 1, min);
      if (pointerEvents) style.setProperty('pointer-events', pointerEvents);
      else style.removeProperty('pointer-events');
      if (width < min || height < min) offenders.push({ ...describe(el), width, height });
    }
    window.scrollTo(0, 0);
    return offenders;
  }, MIN);
}

/** Waits until the screen is drawn again at its new width (lists switch between cards and tables). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Every route `user` opens, at both touch screens; returns one line per offender. */
async function measureRole(page: Page, user: DemoUser): Promise<string[]> {
  page.setDefaultTimeout(15_000);
  await loginAs(page, user.username);
  const lines: string[] = [];
  for (const route of await routesFor(user.role)) {
    // A route with a parameter takes its address from a link of its parent's table (a desktop's width).
    await page.setViewportSize(DESKTOP);
    const path = await concretePath(page, route);
    await page.setViewportSize(SCREENS[0]);
    await openScreen(page, path);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await settle(page);
      if (SHOTS.has(route.path)) {
        await page.screenshot({ path: `${ARTIFACTS}touch-${user.role}${route.path.replace(/\//g, '-')}-${screen.width}.png`, fullPage: true });
      }
      for (const o of await smallTargets(page)) {
        lines.push(`${route.path} ${user.role} @${screen.width}: ${o.role} '${o.name}' ${o.width}×${o.height}`);
      }
    }
  }
  return lines;
}

for (const user of [DEMO_USERS.admin, DEMO_USERS.abk, DEMO_USERS.reseller, DEMO_USERS.viewer]) {
  test(`every action of every screen of the ${user.role} has a tap area of at least 44 × 44 px on a touch phone and tablet`, async ({ page }) => {
    test.setTimeout(600_000);
    const offenders = await measureRole(page, user);
    const tiny = offenders.filter((line) => /\b(\d+)×(\d+)$/.exec(line)!.slice(1).some((n) => Number(n) < 24)).length;
    expect(offenders, `${offenders.length} actions under ${MIN} × ${MIN} px (${tiny} under 24 px):\n${offenders.join('\n')}`).toEqual([]);
  });
}
