import { writeFileSync, mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
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

/** Every finding of the run, by screen (written to e2e/artifacts/axe.json at the end). */
export const findings: Finding[] = [];

/** Runs axe (WCAG 2.x A/AA and best practices) on what `page` shows now; returns its findings. */
export async function scan(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    nodes: v.nodes.length,
    example: `${v.help} — ${v.nodes[0]?.target.join(' ') ?? ''}`.slice(0, 240),
  }));
  findings.push(...found);
  return found;
}

/** Critical and serious findings of `screen` must be none (issue #11). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const found = await scan(page, screen);
  expect(found.filter((f) => f.impact === 'critical' || f.impact === 'serious')).toEqual([]);
}

/** Writes the run's findings and a count per impact (what docs/performance.md reports). */
export function writeFindings(file = 'axe.json'): Record<string, number> {
  const counts: Record<string, number> = {};
  const rules: Record<string, Set<string>> = {};
  for (const f of findings) {
    counts[f.impact] = (counts[f.impact] ?? 0) + 1;
    (rules[f.impact] ??= new Set()).add(f.rule);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const summary = { counts, rules: Object.fromEntries(Object.entries(rules).map(([k, v]) => [k, [...v].sort()])), findings };
  writeFileSync(`${ARTIFACTS}${file}`, JSON.stringify(summary, null, 2));
  return counts;
}
