/**
 * The outbox (issue #22, ADR 0025): daily entry made without a connection is kept on the tablet
 * (IndexedDB, {@link db}) and sent exactly once when the connection returns.
 *
 * - {@link sendOrQueue} is how a screen writes: it sends at once with the key made at Simpan; when
 *   the tablet is offline, or the call fails without an answer (status 0), the same write (same
 *   key) goes to the outbox instead. {@link queueDayEntry} queues a day's rows (feed, eggs),
 *   merging with a day already waiting.
 * - {@link syncOutbox} sends the waiting entries of the logged-in user and farm, in creation order,
 *   one at a time, each with its own `Idempotency-Key` (a retry is the same request: the server
 *   answers it with the first answer). 2xx (or a replay) removes the entry; no answer keeps it
 *   waiting and stops; a 409 with `conflicts` (ADR 0010) keeps it as `conflict`; another 4xx keeps
 *   it as `failed` with the server's message; a 5xx keeps it waiting and stops; a session end
 *   (401/419) keeps it waiting, stops, and asks for the password ({@link syncStatus}.needsLogin).
 * - Entries of another user or farm than the session's stay waiting and are never sent under
 *   another login.
 * - {@link startOutbox} sends on the `online` event, on a login, and every 20 s while entries wait.
 */
import { ApiError, api, isExpiredSession, send, writeHeaders } from '../api/client';
import { liveQuery } from 'dexie';
import { db, type OutboxEntry, type OutboxKind, type OutboxPath } from '../lib/outbox-db';
import { OUTBOX_COUNT, markOutboxLoaded } from '../lib/outbox-hint';
import { countEntries, type OutboxCounts } from './outbox-chip';
import { newRequestKey } from '../lib/request-key';
import { SESSION_CHANGED_EVENT, STORAGE, decodeToken, resolveTenantId, type KeyValueStore } from '../lib/session';

export type { OutboxEntry, OutboxKind, OutboxPath, OutboxState } from '../lib/outbox-db';
export { chipText, countEntries, farmClock, leftText, unsentTitle, unsentTotal, type OutboxCounts } from './outbox-chip';

/** What a screen gives to queue a write. */
export interface OutboxDraft {
  kind: OutboxKind;
  path: OutboxPath;
  body: unknown;
  /** For people: 'Pakan 27/11 · 12 tingkat'. */
  label: string;
  /** Screen (route) and day (YYYY-MM-DD) of the write. */
  route: string;
  day: string;
}

/** The logged-in user and farm, as entries are stamped and matched. */
export interface OutboxSession {
  tenantId: string;
  userId: string;
  username: string;
}

/** What the screen tells the user when a write went to the outbox. */
export const QUEUED_MESSAGE = 'Tersimpan di tablet, akan dikirim saat online';
/** The password prompt's text after a session ended during a send. */
export const RELOGIN_MESSAGE = 'Sesi berakhir — masukkan kata sandi untuk mengirim data yang menunggu';

// While loaded, the outbox keeps the device's entry count where the top bar reads it without
// loading the outbox (lib/outbox-hint.ts), and tells the top bar it is there.
liveQuery(() => db.outbox.count()).subscribe({
  next: (n) => {
    try {
      localStorage.setItem(OUTBOX_COUNT, String(n));
    } catch {
      /* storage full or blocked: the chip then shows on coop screens only */
    }
  },
  error: () => undefined,
});
markOutboxLoaded();

/** localStorage item: `{ owner: '<tenant>:<user>', at }`, the ISO time the outbox last sent that login's last waiting entry. */
const SYNCED_AT = 'outbox_synced_at';
/** An entry left `sending` this long (its tab closed mid-send) is sent again (same key: harmless). */
const STALE_SENDING_MS = 60_000;
/** Retry period while entries wait and the tablet is online. */
const RETRY_MS = 20_000;

/**
 * The session entries are stamped with: the token's user (its `user.id`, else `sub`), the farm of
 * the requests (stored tenant, else the token's) and the login name (the token's `user.email`,
 * which holds the username). Null without a login.
 */
export function currentSession(store: KeyValueStore = localStorage): OutboxSession | null {
  const claims = decodeToken(store.getItem(STORAGE.token));
  const user = claims?.user?.id ?? claims?.sub;
  const tenantId = resolveTenantId(store);
  if (!claims || user === undefined || user === null || user === '' || !tenantId) return null;
  return { tenantId, userId: String(user), username: claims.user?.email ?? '' };
}

/** True when the entry belongs to the session (same user and farm). */
export function ownedBy(entry: Pick<OutboxEntry, 'tenantId' | 'userId'>, session: OutboxSession | null): boolean {
  return !!session && entry.tenantId === session.tenantId && entry.userId === session.userId;
}

// ---------------------------------------------------------------- status (sending, login, last sync)

/** The sync's state outside the database. */
export interface SyncStatus {
  /** A send is running in this tab. */
  sending: boolean;
  /** A send met a session end: the password prompt is shown; nothing is sent until a login. */
  needsLogin: boolean;
  /** Login name of the entries waiting for that login. */
  loginFor: string;
  /** ISO time the outbox was last emptied by a send (null before the first). */
  lastSyncedAt: string | null;
}

let status: SyncStatus = { sending: false, needsLogin: false, loginFor: '', lastSyncedAt: readSyncedAt() };
const listeners = new Set<() => void>();

function ownerOf(s: OutboxSession): string {
  return `${s.tenantId}:${s.userId}`;
}

/** The session's last emptying (null for another login's: the next user of a tablet does not see it). */
function readSyncedAt(): string | null {
  try {
    const session = currentSession();
    const kept = JSON.parse(localStorage.getItem(SYNCED_AT) ?? 'null') as { owner?: unknown; at?: unknown } | null;
    return session && kept?.owner === ownerOf(session) && typeof kept.at === 'string' ? kept.at : null;
  } catch {
    return null; // storage blocked, or an older plain value
  }
}

function setStatus(patch: Partial<SyncStatus>) {
  status = { ...status, ...patch };
  listeners.forEach((l) => l());
}

/** The current {@link SyncStatus} (a new object after each change). */
export function syncStatus(): SyncStatus {
  return status;
}

/** Calls `listener` on each change of {@link syncStatus}; returns the unsubscribe. */
export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------------------------------------------------------------- queueing

function requireSession(): OutboxSession {
  const session = currentSession();
  if (!session) throw new ApiError(401, 'Sesi berakhir, silakan login kembali.');
  return session;
}

function newEntry(draft: OutboxDraft, key: string, session: OutboxSession): OutboxEntry {
  return {
    ...draft,
    key,
    method: 'POST',
    tenantId: session.tenantId,
    userId: session.userId,
    createdAt: new Date().toISOString(),
    state: 'waiting',
    error: null,
    conflicts: null,
    attempts: 0,
    sendingSince: null,
  };
}

/** Adds a write to the outbox (waiting, key kept) and starts a send. Throws a 401 ApiError without a login. */
export async function enqueue(draft: OutboxDraft, key: string = newRequestKey()): Promise<OutboxEntry> {
  const entry = newEntry(draft, key, requireSession());
  entry.id = await db.outbox.add(entry);
  void syncOutbox();
  return entry;
}

/** A day's body: the day and its rows, each named by `idField` and carrying its version. */
export interface DayBody {
  tanggal: string;
  data: Array<Record<string, unknown>>;
}

/** The entry of the session for that kind and day that a new save of the day joins (any state but `sending`). */
export async function openDayEntry(kind: OutboxKind, day: string, session: OutboxSession | null = currentSession()): Promise<OutboxEntry | undefined> {
  const entries = await db.outbox.where('day').equals(day).toArray();
  return entries.find((e) => e.kind === kind && e.state !== 'sending' && ownedBy(e, session));
}

/**
 * Rows of `older` with the rows of `newer` in their place (matched by `idField`), in the order of
 * `older` then the new ones. A row keeps the values of `newer` and the version it carries (the
 * screen shows a waiting day with the versions of its entry, so they are the versions first read).
 */
export function mergeDayRows<B extends DayBody>(older: B, newer: B, idField: string): B {
  const byId = new Map(older.data.map((r) => [r[idField], r]));
  for (const row of newer.data) byId.set(row[idField], row);
  return { ...older, ...newer, data: [...byId.values()] };
}

/**
 * Queues a day's rows (feed usage, egg production): joins the entry of the same day waiting,
 * refused or in conflict (its rows replaced by the new ones, a new key since the body changed), or
 * adds one with `key`. The label is made from the merged body.
 */
export async function queueDayEntry<B extends DayBody>(
  draft: Omit<OutboxDraft, 'body' | 'label'> & { body: B; label: (body: B) => string },
  idField: string,
  key: string = newRequestKey(),
): Promise<OutboxEntry> {
  const session = requireSession();
  const open = await openDayEntry(draft.kind, draft.day, session);
  if (!open) return enqueue({ ...draft, label: draft.label(draft.body) }, key);
  const body = mergeDayRows(open.body as B, draft.body, idField);
  await db.outbox.update(open.id!, { body, label: draft.label(body), key: newRequestKey(), state: 'waiting', error: null, conflicts: null, createdAt: new Date().toISOString() });
  void syncOutbox();
  return (await db.outbox.get(open.id!))!;
}

/**
 * Replaces the body of an entry (the user's choice after a conflict: the rows with the server's
 * current versions): waiting again, under a new key. Starts a send.
 */
export async function replaceBody(id: number, body: unknown, label?: string): Promise<void> {
  await db.outbox.update(id, { body, ...(label ? { label } : {}), key: newRequestKey(), state: 'waiting', error: null, conflicts: null });
  void syncOutbox();
}

/** Removes an entry the user chose to discard (after a confirmation). */
export async function discardEntry(id: number): Promise<void> {
  await db.outbox.delete(id);
}

/** Answer of {@link sendOrQueue}: the server's data, or `queued` when the write went to the outbox. */
export type SendOrQueued<R> = { queued: false; data: R } | { queued: true; entry: OutboxEntry };

/** True when a write should wait in the outbox: the tablet is offline, or a call got no answer. */
export function isOffline(err?: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return err instanceof ApiError && err.status === 0;
}

/**
 * Sends a write now with `key` (made when the user pressed Simpan) and the usual session handling;
 * when the tablet is offline or the call gets no answer, the same write (same key: if it did reach
 * the server, the server replays its first answer) goes to the outbox. Other errors are thrown.
 */
export async function sendOrQueue<R>(draft: OutboxDraft, key: string = newRequestKey()): Promise<SendOrQueued<R>> {
  if (!isOffline()) {
    try {
      return { queued: false, data: await postTo<R>(draft.path, draft.body, key, false) };
    } catch (err) {
      if (!isOffline(err)) throw err;
    }
  }
  return { queued: true, entry: await enqueue(draft, key) };
}

type UntypedPost = (path: string, init: { body: unknown; headers: Record<string, string> }) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** POST of a queued path through the typed client (the bodies were typed when they were built). */
function postTo<R>(path: OutboxPath, body: unknown, key: string, sessionHandled: boolean): Promise<R> {
  const post = api.POST as unknown as UntypedPost;
  return send(post(path, { body, headers: writeHeaders(key, { sessionHandled }) })) as Promise<R>;
}

// ---------------------------------------------------------------- sending

/** The next entry of the session to send (waiting, or left sending by a closed tab), marked sending. */
async function claimNext(session: OutboxSession): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const stale = Date.now() - STALE_SENDING_MS;
    const next = await db.outbox
      .orderBy('id')
      .filter((e) => ownedBy(e, session) && (e.state === 'waiting' || (e.state === 'sending' && Date.parse(e.sendingSince ?? '') < stale)))
      .first();
    if (!next) return undefined;
    const sendingSince = new Date().toISOString();
    await db.outbox.update(next.id!, { state: 'sending', sendingSince, attempts: next.attempts + 1 });
    return { ...next, state: 'sending', sendingSince, attempts: next.attempts + 1 };
  });
}

/** What became of one send: go on with the next entry, or stop. */
type Outcome = 'next' | 'stop';

async function sendOne(entry: OutboxEntry, session: OutboxSession): Promise<Outcome> {
  const id = entry.id!;
  try {
    await postTo(entry.path, entry.body, entry.key, true);
    await db.outbox.delete(id);
    return 'next';
  } catch (err) {
    const back = { state: 'waiting' as const, sendingSince: null };
    if (!(err instanceof ApiError) || err.status === 0) {
      await db.outbox.update(id, back);
      return 'stop';
    }
    if (isExpiredSession(err)) {
      await db.outbox.update(id, back);
      setStatus({ needsLogin: true, loginFor: session.username });
      return 'stop';
    }
    const conflicts = err.status === 409 ? (err.data as { conflicts?: unknown } | null)?.conflicts : undefined;
    if (Array.isArray(conflicts)) {
      await db.outbox.update(id, { state: 'conflict', sendingSince: null, conflicts, error: err.serverMessage || null });
      return 'next';
    }
    if (err.status >= 500) {
      await db.outbox.update(id, { ...back, error: err.serverMessage || err.message });
      return 'stop';
    }
    await db.outbox.update(id, { state: 'failed', sendingSince: null, error: err.serverMessage || err.message });
    return 'next';
  }
}

let running: Promise<void> | null = null;

/**
 * Sends the session's waiting entries (see the module comment). One run at a time in a tab (a call
 * during a run gets the run's promise); across tabs an entry is claimed in a transaction, and a
 * double send would be answered by the server's replay. Never rejects.
 */
export function syncOutbox(): Promise<void> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}

async function run(): Promise<void> {
  const session = currentSession();
  if (!session || status.needsLogin || isOffline()) return;
  let sent = false;
  try {
    for (;;) {
      const entry = await claimNext(session);
      if (!entry) break;
      if (!status.sending) setStatus({ sending: true });
      const outcome = await sendOne(entry, session);
      if (outcome === 'stop') break;
      sent = true;
    }
    if (sent && !(await hasWaiting(session))) {
      const now = new Date().toISOString();
      localStorage.setItem(SYNCED_AT, JSON.stringify({ owner: ownerOf(session), at: now }));
      setStatus({ lastSyncedAt: now });
    }
  } catch {
    // The database could not be read (private mode, storage full): the entries stay as they are.
  } finally {
    if (status.sending) setStatus({ sending: false });
  }
}

async function hasWaiting(session: OutboxSession): Promise<boolean> {
  return (await db.outbox.filter((e) => ownedBy(e, session) && (e.state === 'waiting' || e.state === 'sending')).count()) > 0;
}

/** Counts of the session's entries still on the tablet (none without a login). Rejects when the database cannot be read. */
export async function unsentCounts(session: OutboxSession | null = currentSession()): Promise<OutboxCounts> {
  return countEntries(session ? await db.outbox.filter((e) => ownedBy(e, session)).toArray() : []);
}

/**
 * 'Kirim dulu' of the logout question: sends the session's waiting entries now (after a run
 * already going, one more) and answers what is left of them; all zero lets the logout go on.
 */
export async function sendBeforeLogout(): Promise<OutboxCounts> {
  await syncOutbox();
  await syncOutbox();
  return unsentCounts();
}

/** After the password prompt logged in again: sending resumes. */
export function loginResumed(): Promise<void> {
  setStatus({ needsLogin: false, loginFor: '' });
  return syncOutbox();
}

let started = 0;
let stopStarted: (() => void) | null = null;

/**
 * Starts sending in the background (the logged-in frame calls it once): now, on `online`, on a
 * login in this tab or another, and every 20 s while the tablet is online. Returns the stop.
 */
export function startOutbox(): () => void {
  started += 1;
  if (started === 1) {
    const kick = () => void syncOutbox();
    const onSession = () => {
      // A login (the same user again, or another: the prompt was not theirs) ends the prompt; the
      // last sync shown is the new login's.
      const lastSyncedAt = readSyncedAt();
      if (status.needsLogin && currentSession()) setStatus({ needsLogin: false, loginFor: '', lastSyncedAt });
      else if (lastSyncedAt !== status.lastSyncedAt) setStatus({ lastSyncedAt });
      kick();
    };
    window.addEventListener('online', kick);
    window.addEventListener(SESSION_CHANGED_EVENT, onSession);
    window.addEventListener('storage', onSession);
    const timer = window.setInterval(kick, RETRY_MS);
    onSession();
    stopStarted = () => {
      window.removeEventListener('online', kick);
      window.removeEventListener(SESSION_CHANGED_EVENT, onSession);
      window.removeEventListener('storage', onSession);
      window.clearInterval(timer);
    };
  }
  return () => {
    started -= 1;
    if (started === 0) stopStarted?.();
  };
}

// ---------------------------------------------------------------- conflicts of a day

/** The user's choice per conflicting row and field: the tablet's value or the server's. */
export type ConflictChoices = Record<string, Record<string, 'tablet' | 'server'>>;

/**
 * The body to save after a conflict: each conflicting row takes, per field in `fields`, the
 * tablet's value or the server's (as chosen; the tablet's when not chosen) and the server's
 * current version, so the save goes through; the other rows of the entry stay as they were.
 */
export function resolveDayConflict<B extends DayBody>(body: B, conflicts: ReadonlyArray<Record<string, unknown>>, idField: string, fields: readonly string[], choices: ConflictChoices): B {
  const server = new Map(conflicts.map((c) => [String(c[idField]), c]));
  const data = body.data.map((row) => {
    const now = server.get(String(row[idField]));
    if (!now) return row;
    const choice = choices[String(row[idField])] ?? {};
    const next: Record<string, unknown> = { ...row, version: now.version };
    for (const f of fields) if (choice[f] === 'server') next[f] = now[f];
    return next;
  });
  return { ...body, data };
}
