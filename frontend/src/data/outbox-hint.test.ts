import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { db, type OutboxEntry } from '../lib/outbox-db';
import { OUTBOX_COUNT, outboxWanted } from '../lib/outbox-hint';

describe('outbox hint (the top bar loads the outbox only where it is wanted)', () => {
  it('is not wanted on a device where nothing waits, until the outbox is loaded; then the count follows the entries', async () => {
    localStorage.removeItem(OUTBOX_COUNT);
    expect(outboxWanted()).toBe(false);
    localStorage.setItem(OUTBOX_COUNT, '0');
    expect(outboxWanted()).toBe(false);
    // Entries left waiting by an earlier visit: wanted on any screen.
    localStorage.setItem(OUTBOX_COUNT, '2');
    expect(outboxWanted()).toBe(true);
    localStorage.setItem(OUTBOX_COUNT, '0');

    // A coop screen loads the outbox: wanted from then on, and the stored count is the table's.
    await import('./outbox');
    expect(outboxWanted()).toBe(true);
    const entry = { key: 'k1', kind: 'pakan', path: '/api/transaksi-pakan', state: 'waiting', day: '2026-11-27' } as unknown as OutboxEntry;
    const id = await db.outbox.add(entry);
    await waitFor(() => expect(localStorage.getItem(OUTBOX_COUNT)).toBe('1'));
    await db.outbox.delete(id);
    await waitFor(() => expect(localStorage.getItem(OUTBOX_COUNT)).toBe('0'));
  });
});
