/**
 * React views of the outbox (ADR 0025): its entries as they change (in this tab and others), the
 * sync's status and the browser's connection.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';
import { db } from '../lib/outbox-db';
import { subscribeSyncStatus, syncStatus, type OutboxEntry, type SyncStatus } from './outbox';

/** Every entry of the outbox in creation order; undefined until the database answered. */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  // Without IndexedDB (a browser that refuses it) there is no outbox: nothing waits.
  const [entries, setEntries] = useState<OutboxEntry[] | undefined>(() => (typeof indexedDB === 'undefined' ? [] : undefined));
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    const subscription = liveQuery(() => db.outbox.orderBy('id').toArray()).subscribe({
      next: setEntries,
      error: () => setEntries([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  return entries;
}

/** The sync's status (sending, password prompt, last sync). */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncStatus, syncStatus);
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, kept in sync with the online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}
