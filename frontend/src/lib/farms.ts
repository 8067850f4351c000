/**
 * The farms of a user who belongs to several (issue #36): the memberships of the session, kept in
 * localStorage so that the top bar knows without a request whether to offer the farm switcher, and
 * the farm this device last opened for each user, so that the next login goes there directly.
 * Synchronous and free of React, like lib/session.ts.
 */
import { STORAGE, type KeyValueStore } from './session';

/** A farm the user belongs to (GET /api/auth/summary `memberships`, the login's `memberships`). */
export interface FarmMembership {
  /** Tenant (kandang) id. */
  id: string;
  kode: string;
  nama: string;
  /** owner, admin, abk, reseller or viewer. */
  role: string;
}

/** localStorage item: the session's memberships as JSON (one of the session's keys: cleared at logout). */
export const MEMBERSHIPS_KEY = STORAGE.memberships;

/** localStorage item: `{ "<user id>": "<kandang id>" }`, the farm last opened on this device per user (kept after logout). */
export const REMEMBERED_FARMS_KEY = 'kandang_terakhir';

/** At most this many users are remembered on one device (the oldest choice goes first). */
export const REMEMBERED_USERS_MAX = 20;

/** At most this many memberships are kept (the server lists a user's farms; a person works for a handful). */
const MEMBERSHIPS_MAX = 200;

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A membership of the login or summary answer in the shape above; null when it names no farm. The
 * id is `kandang_id`, else `id`.
 */
export function toFarmMembership(raw: unknown): FarmMembership | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  const id = given(m.kandang_id) ? m.kandang_id : m.id;
  if (!given(id)) return null;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return { id: String(id), kode: text(m.kode), nama: text(m.nama), role: text(m.role) };
}

/** Stores the session's memberships (those naming no farm are left out). */
export function storeMemberships(store: KeyValueStore, memberships: readonly unknown[] | null | undefined): void {
  const list = (memberships ?? []).slice(0, MEMBERSHIPS_MAX).map(toFarmMembership).filter((m): m is FarmMembership => m !== null);
  store.setItem(MEMBERSHIPS_KEY, JSON.stringify(list));
}

/** Memberships stored as JSON text (see {@link storeMemberships}); empty for anything else. */
export function parseMemberships(text: string | null): FarmMembership[] {
  const value = parse(text);
  return Array.isArray(value) ? value.map(toFarmMembership).filter((m): m is FarmMembership => m !== null) : [];
}

/** The stored memberships of the session (empty when none are stored). */
export function storedMemberships(store: KeyValueStore = localStorage): FarmMembership[] {
  return parseMemberships(store.getItem(MEMBERSHIPS_KEY));
}

function rememberedMap(store: KeyValueStore): Record<string, string> {
  const value = parse(store.getItem(REMEMBERED_FARMS_KEY));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The farm this device last opened for `userId`, or null. */
export function rememberedFarm(store: KeyValueStore, userId: string | null | undefined): string | null {
  if (!userId) return null;
  return rememberedMap(store)[userId] ?? null;
}

/**
 * Remembers `kandangId` as the farm of `userId` on this device. The choices of at most
 * {@link REMEMBERED_USERS_MAX} users are kept: the one remembered longest ago goes first.
 */
export function rememberFarm(store: KeyValueStore, userId: string | null | undefined, kandangId: string): void {
  if (!userId) return;
  const map = rememberedMap(store);
  delete map[userId];
  const entries = [...Object.entries(map), [userId, kandangId] as [string, string]].slice(-REMEMBERED_USERS_MAX);
  store.setItem(REMEMBERED_FARMS_KEY, JSON.stringify(Object.fromEntries(entries)));
}

/**
 * Which farm a login without a fixed tenant opens (issue #36), from the ids of its memberships (in
 * the server's order) and the farm this device remembers for the user: one membership (spec §4.1)
 * → that one; several → the remembered one while it is still among them, else the picker; none →
 * no farm.
 */
export type MembershipChoice = { kind: 'switch'; kandangId: string; remembered: boolean } | { kind: 'pick' } | { kind: 'none' };

/** See {@link MembershipChoice}. */
export function chooseMembership(membershipIds: readonly string[], remembered: string | null): MembershipChoice {
  if (membershipIds.length === 0) return { kind: 'none' };
  if (membershipIds.length === 1) return { kind: 'switch', kandangId: membershipIds[0], remembered: false };
  if (remembered && membershipIds.includes(remembered)) return { kind: 'switch', kandangId: remembered, remembered: true };
  return { kind: 'pick' };
}
