import { describe, expect, it } from 'vitest';
import { REMEMBERED_USERS_MAX, parseMemberships, rememberFarm, rememberedFarm, storeMemberships, storedMemberships } from './farms';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('remembered farm per device and user', () => {
  it('remembers one farm per user; another user on the same device keeps their own', () => {
    const store = new MemoryStore();
    expect(rememberedFarm(store, '9')).toBeNull();
    rememberFarm(store, '9', 'b2');
    rememberFarm(store, '5', 'a1');
    rememberFarm(store, '9', 'a1');
    expect(rememberedFarm(store, '9')).toBe('a1');
    expect(rememberedFarm(store, '5')).toBe('a1');
    expect(rememberedFarm(store, '6')).toBeNull();
    expect(rememberedFarm(store, null)).toBeNull();
  });

  it('keeps at most 20 users: the choice made longest ago goes first', () => {
    const store = new MemoryStore();
    for (let u = 1; u <= REMEMBERED_USERS_MAX + 1; u++) rememberFarm(store, String(u), `k${u}`);
    expect(rememberedFarm(store, '1')).toBeNull();
    expect(rememberedFarm(store, '2')).toBe('k2');
    expect(rememberedFarm(store, '21')).toBe('k21');
    expect(Object.keys(JSON.parse(store.getItem('kandang_terakhir')!) as object)).toHaveLength(20);
  });

  it('reads a damaged item as nothing remembered', () => {
    const store = new MemoryStore();
    store.setItem('kandang_terakhir', '{oops');
    expect(rememberedFarm(store, '9')).toBeNull();
    rememberFarm(store, '9', 'b2');
    expect(rememberedFarm(store, '9')).toBe('b2');
  });
});

describe('stored memberships', () => {
  it('keeps id (kandang_id first), kode, nama and role; leaves out entries naming no farm', () => {
    const store = new MemoryStore();
    storeMemberships(store, [
      { kandang_id: 'a1', id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'viewer' },
      { id: 'b2', kode: 'BRK', nama: 'Kandang Berkah', role: 'owner' },
      { kandang_id: '', id: '', kode: 'X' },
      null,
    ]);
    expect(storedMemberships(store)).toEqual([
      { id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'viewer' },
      { id: 'b2', kode: 'BRK', nama: 'Kandang Berkah', role: 'owner' },
    ]);
    expect(parseMemberships('not json')).toEqual([]);
    expect(parseMemberships('{"id":"a1"}')).toEqual([]);
  });
});
