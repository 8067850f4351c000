/**
 * The tablet's own database (IndexedDB through Dexie, ADR 0025): the outbox of writes made without
 * a connection. IndexedDB needs no secure origin and survives closing the tab, a reload and a
 * restart of the tablet; logout does not clear it (an entry belongs to its user and farm and is
 * shown and sent only under that login, ADR 0025 'A shared tablet').
 */
import Dexie, { type EntityTable } from 'dexie';

/** What a waiting write is: daily feed usage, egg production, a chicken transaction, a task mark, a vaccination, a body-weight sample. */
export type OutboxKind = 'pakan' | 'telur' | 'ayam' | 'tugas' | 'vaksin' | 'timbang';

/**
 * State of an entry: `waiting` to be sent; `sending` in flight; `conflict` refused with 409 because
 * the server's rows changed since the tablet read them (kept until the user chooses); `failed`
 * refused by the server (a 4xx with its message; kept until the user discards it).
 */
export type OutboxState = 'waiting' | 'sending' | 'conflict' | 'failed';

/** The paths a waiting write may go to (all POST). */
export type OutboxPath = '/api/transaksi-pakan' | '/api/transaksi-telur' | '/api/transaksi-ayam' | '/api/task-executions' | '/api/health/vaccinations' | '/api/measurements/body-weights';

/** One waiting write. */
export interface OutboxEntry {
  /** Auto-increment: the order of creation, the order of sending. */
  id?: number;
  /** The `Idempotency-Key` made when the user pressed Simpan; every retry sends it. */
  key: string;
  /**
   * The farm (tenant id) and the user (id) whose write it is: listed, shown and sent only under
   * that login. No login name is kept: on a shared tablet the next user sees nothing of it.
   */
  tenantId: string;
  userId: string;
  method: 'POST';
  path: OutboxPath;
  kind: OutboxKind;
  /** The JSON body, as the server takes it (with the row versions the tablet read, ADR 0010). */
  body: unknown;
  /** For people: 'Pakan 27/11 · 12 tingkat'. */
  label: string;
  /** The screen (route) and its day (YYYY-MM-DD) where the entry can be seen and a conflict chosen. */
  route: string;
  day: string;
  /** ISO time of Simpan. */
  createdAt: string;
  state: OutboxState;
  /** The server's message of the last refusal (or of a server error while it stays waiting). */
  error: string | null;
  /** Rows of a 409 (ADR 0010): the rows in conflict as the server holds them now. */
  conflicts: unknown[] | null;
  /** Sends tried so far. */
  attempts: number;
  /** ISO time the entry went to `sending` (a tab closed while sending leaves it; it is sent again after a minute). */
  sendingSince: string | null;
}

/** The database; one table, `outbox`, ordered by id. */
export class KandangDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'id'>;

  constructor(name = 'kandang-petelur') {
    super(name);
    this.version(1).stores({ outbox: '++id, key, state, kind, day' });
    // 2: the login name an entry kept until then is removed (the next user of a shared tablet sees no name).
    this.version(2)
      .stores({ outbox: '++id, key, state, kind, day' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((e: Record<string, unknown>) => {
            delete e.username;
          }),
      );
  }
}

/** The app's database. */
export const db = new KandangDb();
