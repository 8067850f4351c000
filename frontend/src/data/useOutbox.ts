/**
 * React views of the outbox (ADR 0025): the session's entries as they change (in this tab and
 * others), the sync's status and the browser's connection.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';
import { db } from '../lib/outbox-db';
import { useToken } from '../lib/useSession';
import { currentSession, ownedBy, subscribeSyncStatus, syncStatus, type OutboxEntry, type SyncStatus } from './outbox';

/**
 * The entries of the logged-in user and farm in creation order, as they change; undefined until the
 * database answered. Another login's entries are never listed (a shared tablet, ADR 0025): they
 * stay on the device for their own user.
 */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  const token = useToken();
  // Without IndexedDB (a browser that refuses it) there is no outbox: nothing waits.
  const [entries, setEntries] = useState<OutboxEntry[] | undefined>(() => (typeof indexedDB === 'undefined' ? [] : undefined));
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    const session = token ? currentSession() : null;
    const subscription = liveQuery(() => (session ? db.outbox.orderBy('id').filter((e) => ownedBy(e, session)).toArray() : [])).subscribe({
      next: setEntries,
      error: () => setEntries([]),
    });
    return () => subscription.unsubscribe();
  }, [token]);
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
