import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { ARTIFACTS } from './helpers';

/** One axe finding, short enough to read in a test failure. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: number;
  example: string;
}

/**
 * Findings of the run, one JSON line each. Playwright starts a new worker after a failed test, so
 * they go to a file of the run (the workers' parent, the runner, names it), not to memory.
 */
const runFile = () => `${ARTIFACTS}axe-run-${process.ppid}.jsonl`;

/** Every finding of this run so far. */
export function findings(): Finding[] {
  return existsSync(runFile()) ? readFileSync(runFile(), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Finding) : [];
}

/** `labelMismatch`: also check that a control's accessible name contains its visible text (axe's label-content-name-mismatch). */
export interface ScanOptions {
  labelMismatch?: boolean;
  /** CSS selectors of the part to scan (an open dialog: the page behind it was scanned already); the whole page by default. */
  include?: string[];
}

/** The rule sets scanned (issue #23): WCAG 2.0 and 2.1 levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's browser script, the one @axe-core/playwright injects (its own dependency). The scans
 * inject it once per document and run it there: AxeBuilder injects it again for every scan and
 * opens a second page to merge its results, which made a scan of every route and dialog at three
 * widths take minutes more.
 */
const AXE_SOURCE: string = (() => {
  const fromHere = createRequire(import.meta.url);
  return (createRequire(fromHere.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
})();

/** The part of axe's result the findings are made of. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Runs axe (WCAG 2.0/2.1 A/AA and best practices) on what `page` shows once its finite animations have
 * ended (a popover or dialog half faded in has text of half its contrast); returns its findings.
 */
export async function scan(page: Page, screen: string, opts: ScanOptions = {}): Promise<Finding[]> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: 5_000 })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, labelMismatch, include }) => {
      const axe = (window as unknown as { axe: { run: (ctx: object, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      // label-content-name-mismatch is off by default in axe (experimental); on for the screens whose specs ask for it.
      const rules = labelMismatch ? { 'label-content-name-mismatch': { enabled: true } } : {};
      const present = include?.filter((selector) => document.querySelector(selector));
      const context = present?.length ? { include: present.map((selector) => [selector]) } : document;
      return (await axe.run(context, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] })).violations;
    },
    { tags: AXE_TAGS, labelMismatch: opts.labelMismatch === true, include: opts.include },
  );
  const results = { violations };
  const found = results.violations.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    nodes: v.nodes.length,
    example: `${v.help} — ${v.nodes[0]?.target.join(' ') ?? ''}`.slice(0, 240),
  }));
  mkdirSync(ARTIFACTS, { recursive: true });
  appendFileSync(runFile(), found.map((f) => `${JSON.stringify(f)}\n`).join('') || '');
  return found;
}

/** Critical and serious findings of `screen` must be none (issue #11). */
export async function expectAccessible(page: Page, screen: string, opts: ScanOptions = {}): Promise<void> {
  const found = await scan(page, screen, opts);
  expect(found.filter((f) => f.impact === 'critical' || f.impact === 'serious')).toEqual([]);
}

/** Writes the run's findings and a count per impact (what docs/performance.md reports). */
export function writeFindings(file = 'axe.json'): Record<string, number> {
  const counts: Record<string, number> = {};
  const rules: Record<string, Set<string>> = {};
  const all = findings();
  for (const f of all) {
    counts[f.impact] = (counts[f.impact] ?? 0) + 1;
    (rules[f.impact] ??= new Set()).add(f.rule);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const summary = { counts, rules: Object.fromEntries(Object.entries(rules).map(([k, v]) => [k, [...v].sort()])), findings: all };
  writeFileSync(`${ARTIFACTS}${file}`, JSON.stringify(summary, null, 2));
  return counts;
}
