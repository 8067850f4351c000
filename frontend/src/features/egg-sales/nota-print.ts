/**
 * Paper sizes of the printed nota (issue #23 'Print'): an A5 sheet, or a 58 mm thermal roll whose
 * page is as long as the nota. `@page { size: 58mm auto }` is not valid CSS (the browser then
 * prints on its default Letter sheet), so the roll's page height is measured from the nota itself.
 */

/** The nota's paper: an A5 sheet or a 58 mm thermal roll. */
export type NotaLayout = 'a5' | 'thermal';

/** localStorage item: the paper last chosen on this device, so a farm with a thermal printer chooses it once. */
const LAYOUT_KEY = 'nota_layout';

/** The paper last chosen on this device; A5 when none was (or storage is unavailable). */
export function savedLayout(): NotaLayout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'thermal' ? 'thermal' : 'a5';
  } catch {
    return 'a5';
  }
}

/** Remembers the chosen paper on this device (nothing when storage is unavailable). */
export function saveLayout(layout: NotaLayout): void {
  try {
    localStorage.setItem(LAYOUT_KEY, layout);
  } catch {
    // private mode or full storage: the choice lasts for this page only
  }
}

/** Width of the 58 mm roll and the margin the nota keeps on every side, in mm: 54 mm printable. */
export const THERMAL = { paperMm: 58, marginMm: 2, contentMm: 54 } as const;

/** Shortest roll page (mm), for a nota not measured yet; the longest, past which the browser splits pages. */
const MIN_ROLL_MM = 80;
const MAX_ROLL_MM = 2000;
/** Added below the measured nota (mm) so that rounding in the print engine never pushes its last line to a second page. */
const SLACK_MM = 6;

/** CSS pixels (96 per inch) as millimetres. */
export const pxToMm = (px: number): number => (px * 25.4) / 96;

/**
 * Page length (whole mm) of a 58 mm roll for a nota `contentPx` CSS pixels tall at 54 mm wide: the
 * nota, both margins and a little slack, between 80 mm and 2,000 mm; 80 mm when not measured (0, NaN).
 */
export function rollPageMm(contentPx: number): number {
  if (!Number.isFinite(contentPx) || contentPx <= 0) return MIN_ROLL_MM;
  const mm = Math.ceil(pxToMm(contentPx) + 2 * THERMAL.marginMm + SLACK_MM);
  return Math.min(MAX_ROLL_MM, Math.max(MIN_ROLL_MM, mm));
}

/**
 * The `@page` rule of the layout: A5 portrait with 10 mm margins, or a roll page 58 mm wide and
 * `rollMm` long with 2 mm margins (a valid two-length `size`; PDF width 164 pt).
 */
export function pageRule(layout: NotaLayout, rollMm: number): { size: string; margin: string } {
  return layout === 'a5' ? { size: 'A5 portrait', margin: '10mm' } : { size: `${THERMAL.paperMm}mm ${rollMm}mm`, margin: `${THERMAL.marginMm}mm` };
}
