import { expect, test, type Page } from '@playwright/test';
import { closePopup, concretePath, DEMO_USERS, dialogOpeners, openPopup, openScreen, routesFor, type DemoUser } from './app-routes';
import { ARTIFACTS, loginAs } from './helpers';

/**
 * On a 390 × 844 touch phone (the 'phone' project of playwright.config.ts; issue #23), over every
 * route the reseller, the abk and the admin open (the app's route table) and the dialogs of each
 * screen: the page does not scroll sideways, and every action (button, link, tab) and every money
 * figure ('Rp …') is inside the screen's width without a sideways swipe. A screenshot of each
 * screen goes to e2e/artifacts/phone-<user>-<route>.png.
 */

/** Something the user must see that lies outside the screen's width. */
interface Outside {
  what: string;
  left: number;
  right: number;
}

/**
 * The page's width beyond the viewport's, and the visible actions and money figures of `scope`
 * (the page, or an open dialog) that are not within 0..innerWidth. Elements hidden from everyone
 * (no size, `visibility: hidden`, behind an open dialog, or visually hidden text of 1 px) do not count.
 */
async function offScreen(page: Page, scope: string): Promise<{ overflow: number; outside: Outside[] }> {
  return page.evaluate((scopeSelector) => {
    const width = window.innerWidth;
    const roots = [...document.querySelectorAll(scopeSelector)];
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"], [inert]');
    };
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} '${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}'`;
    const actions = roots.flatMap((root) => [...root.querySelectorAll('button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"]')]);
    // Money: the innermost elements whose own text is a rupiah figure.
    const money = roots.flatMap((root) =>
      [...root.querySelectorAll('*')].filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /Rp\s?-?\d/.test(n.textContent ?? ''))),
    );
    const outside = [...new Set([...actions, ...money])]
      .filter(shown)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.left < -0.5 || r.right > width + 0.5)
      .map(({ el, r }) => ({ what: describe(el), left: Math.round(r.left), right: Math.round(r.right) }));
    return { overflow: document.documentElement.scrollWidth - width, outside };
  }, scope);
}

/** A readable line per problem of `screen`. */
function problems(screen: string, found: { overflow: number; outside: Outside[] }): string[] {
  return [
    ...(found.overflow > 0 ? [`${screen}: the page is ${found.overflow} px wider than the screen`] : []),
    ...found.outside.map((o) => `${screen}: ${o.what} at ${o.left}..${o.right} px`),
  ];
}

/** Every route `user` opens and the dialogs of each, on the phone. */
async function checkRole(page: Page, user: DemoUser) {
  page.setDefaultTimeout(15_000);
  await loginAs(page, user.username);
  const bad: string[] = [];
  for (const route of await routesFor(user.role)) {
    const path = await concretePath(page, route);
    await openScreen(page, path);
    const screen = `${user.username} ${route.path}`;
    await page.screenshot({ path: `${ARTIFACTS}phone-${user.username}${route.path.replace(/[/:]+/g, '-')}.png`, fullPage: true });
    bad.push(...problems(screen, await offScreen(page, 'body')));
    for (const opener of await dialogOpeners(page)) {
      if (!(await openPopup(page, opener))) continue;
      bad.push(...problems(`${screen} (${opener.name})`, await offScreen(page, '[role="dialog"], [role="menu"]')));
      await closePopup(page);
    }
  }
  expect(bad).toEqual([]);
}

for (const user of [DEMO_USERS.reseller, DEMO_USERS.abk, DEMO_USERS.admin]) {
  test(`every screen of the ${user.role} fits a 390 px phone: no sideways scroll, actions and totals in view`, async ({ page }) => {
    test.setTimeout(600_000);
    await checkRole(page, user);
  });
}
