/**
 * Pure logic of the new farm's checklist (issue #24 'A new farm knows what to do first'): whether
 * a user hid it, remembered in this browser per farm and user.
 */
import type { KeyValueStore } from '../../lib/session';

/** localStorage key of "hidden" for one farm and one user. */
export const checklistHiddenKey = (tenantId: string, userId: string) => `kpm:setup-checklist-hidden:${tenantId}:${userId}`;

export function isChecklistHidden(store: KeyValueStore, tenantId: string, userId: string): boolean {
  return store.getItem(checklistHiddenKey(tenantId, userId)) === '1';
}

export function hideChecklist(store: KeyValueStore, tenantId: string, userId: string): void {
  store.setItem(checklistHiddenKey(tenantId, userId), '1');
}
