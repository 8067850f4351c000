import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_LIST_CACHE, keepOfflineListsFor } from './offline-lists';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lists kept offline on a shared tablet', () => {
  it("removes the kept lists when another user logs in (also after a session that ended by itself), keeps them for the same user's login", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) });
    await keepOfflineListsFor('5');
    expect(deleted).toEqual([OFFLINE_LIST_CACHE]); // whose they were is not known
    await keepOfflineListsFor('5');
    expect(deleted).toHaveLength(1); // the same user again: the tablet keeps its lists
    await keepOfflineListsFor('6');
    expect(deleted).toHaveLength(2);
    // Only an id is kept, never a name.
    expect(localStorage.getItem('offline_lists_user')).toBe('6');
  });
});
