/**
 * Whether this tab needs the outbox (ADR 0025) — known without loading it. The outbox (Dexie,
 * about 33 KB gzip) is loaded by the screens that write in the coop (daily entry, chicken
 * transactions, task marks); the top bar's chip and the background sending follow it there, and
 * on every other screen only while entries wait on this device (the count data/outbox.ts keeps in
 * localStorage). A dashboard opened on a desktop that never queued anything loads none of it.
 */
import { useSyncExternalStore } from 'react';

/** localStorage item: entries in the outbox when it last changed (any user of the device). */
export const OUTBOX_COUNT = 'outbox_count';
/** Window event: the outbox module was loaded in this tab. */
const LOADED_EVENT = 'kpm:outbox-loaded';

let loaded = false;

/** Called once by data/outbox.ts when it is loaded: the chip and the sending start. */
export function markOutboxLoaded(): void {
  loaded = true;
  window.dispatchEvent(new Event(LOADED_EVENT));
}

/** True once the outbox is loaded in this tab, or while entries wait on this device. */
export function outboxWanted(): boolean {
  if (loaded) return true;
  try {
    return Number(localStorage.getItem(OUTBOX_COUNT) ?? 0) > 0;
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(LOADED_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(LOADED_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** {@link outboxWanted} as React state (turns true when a coop screen loads the outbox). */
export function useOutboxWanted(): boolean {
  return useSyncExternalStore(subscribe, outboxWanted, () => false);
}
