/**
 * Pure logic of the new farm's checklist (issue #24 'A new farm knows what to do first', GET
 * /api/insight/setup-checklist): whether a user hid it, remembered in this browser per farm and
 * user, and which step a screen offers next once its own step is done (issue #36).
 */
import type { Schemas } from '../api/client';
import type { KeyValueStore } from '../lib/session';

export type SetupChecklist = Schemas['SetupChecklistDto'];
export type SetupStepKey = Schemas['SetupStepDto']['key'];

/** localStorage key of "hidden" for one farm and one user. */
export const checklistHiddenKey = (tenantId: string, userId: string) => `kpm:setup-checklist-hidden:${tenantId}:${userId}`;

export function isChecklistHidden(store: KeyValueStore, tenantId: string, userId: string): boolean {
  return store.getItem(checklistHiddenKey(tenantId, userId)) === '1';
}

export function hideChecklist(store: KeyValueStore, tenantId: string, userId: string): void {
  store.setItem(checklistHiddenKey(tenantId, userId), '1');
}

/** The step a screen offers after its own: its number (from 1), the step, and how many of all are done. */
export interface NextSetupStep {
  number: number;
  step: Schemas['SetupStepDto'];
  done: number;
  total: number;
}

/**
 * What the screen of step `after` offers once that step is done: the first step not done, in the
 * checklist's order (each after what it needs). Null while `after` is not done, when every step is
 * done, or before the checklist is known.
 */
export function nextSetupStep(checklist: SetupChecklist | undefined, after: SetupStepKey): NextSetupStep | null {
  if (!checklist || checklist.complete) return null;
  if (!checklist.steps.find((s) => s.key === after)?.done) return null;
  const index = checklist.steps.findIndex((s) => !s.done);
  if (index < 0) return null;
  return { number: index + 1, step: checklist.steps[index], done: checklist.steps.filter((s) => s.done).length, total: checklist.steps.length };
}
