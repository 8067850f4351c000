import type { Page } from '@playwright/test';

/**
 * What the touch-screen sweep (e2e/touch-screens.spec.ts) measures on a page: the actions and money
 * figures outside a phone's width (issue #23) and the actions whose tap area is under 44 × 44 px
 * (issue #36). Each runs in the page as one evaluate and changes nothing but the scroll position.
 */

/** The smallest tap area, px (WCAG 2.5.5 Target Size, enhanced). */
export const MIN_TAP = 44;

/** Something the user must see that lies outside the screen's width. */
export interface Outside {
  what: string;
  left: number;
  right: number;
}

/**
 * The page's width beyond the viewport's, and the visible actions and money figures of `scope`
 * (the page, or an open dialog) that are not within 0..innerWidth. Elements hidden from everyone
 * (no size, `visibility: hidden`, behind an open dialog, or visually hidden text of 1 px) do not count.
 */
export async function offScreen(page: Page, scope: string): Promise<{ overflow: number; outside: Outside[] }> {
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
export function problems(screen: string, found: { overflow: number; outside: Outside[] }): string[] {
  return [
    ...(found.overflow > 0 ? [`${screen}: the page is ${found.overflow} px wider than the screen`] : []),
    ...found.outside.map((o) => `${screen}: ${o.what} at ${o.left}..${o.right} px`),
  ];
}

/** An action whose tap area is smaller than MIN_TAP × MIN_TAP. */
export interface Offender {
  role: string;
  name: string;
  width: number;
  height: number;
}

/**
 * Measures every visible action of the page shown; returns those whose tap area is under MIN_TAP.
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
 */
export async function smallTargets(page: Page): Promise<Offender[]> {
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
  }, MIN_TAP);
}


/**
 * Waits for the page's next two frames (what a change of width or data draws), or 1 s when the page
 * draws none (a page with nothing changing need not draw a frame: an unbounded wait could hang).
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => {
      setTimeout(done, 1_000);
      requestAnimationFrame(() => requestAnimationFrame(done));
    }),
  );
}
