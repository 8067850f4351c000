/**
 * The inputs of a daily entry screen and their Simpan (ADR 0010, ADR 0025): the state, the loading
 * and the saving of a day's rows, their versions and conflicts, and the outbox. The screen's frame,
 * save bar and conflict notices are in components/DailyPage.tsx.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import { ApiError } from '../api/client';
import { useApiMutation } from '../api/hooks';
import { QUEUED_MESSAGE, currentSession, isOffline, ownedBy, queueDayEntry, sendOrQueue, type DayBody, type OutboxEntry } from '../data/outbox';
import { useOutboxEntries } from '../data/useOutbox';
import { newRequestKey } from '../lib/request-key';
import { useToken } from '../lib/useSession';
import { ConflictChoice, ConflictNotice, type DayWrite } from './DailyPage';

/** Options of {@link useDayEntry}: `Row` is a row of the day's GET (with its version), `I` what is typed in one row. */
export interface DayEntryOptions<Row, I, B extends DayBody> {
  /** The day shown ('YYYY-MM-DD'). */
  tanggal: string;
  /** The day's rows as the server answered them, undefined while loading. */
  rows: Row[] | undefined;
  /** False while something the inputs depend on is still loading (the feed unit). */
  settled?: boolean;
  idOf: (row: Row) => number;
  /** The inputs showing a stored row (memoised by the caller when they depend on settings). */
  toInputs: (row: Row) => I;
  /** True when two inputs of a row hold the same values ('82,5' and '82.5'). */
  sameInputs: (a: I, b: I) => boolean;
  /** The body for the rows the user changed (each with its loaded version), or the first invalid input. */
  build: (changed: Row[], inputs: Record<number, I>) => { body: B } | { error: string };
  /** Where the body goes (sent now, or kept in the outbox when offline). */
  write: DayWrite;
  /** The spec's text when saving fails and the server sends no message. */
  fallback: string;
  /** After a successful save, before the day is loaded again: the toast. */
  onSaved: () => void;
  /** Loads the day again (SWR's mutate of the day's read): after a save and after a conflict. */
  reload: () => Promise<unknown>;
}

/** What the inputs of a day relate to: the rows loaded and the inputs they showed. */
interface Base<Row, I> {
  day: string;
  rows: Map<number, Row>;
  inputs: Record<number, I>;
}

/** Rows of a 409 answer (ADR 0010): the rows in conflict as they are now. */
function conflictRows<Row>(err: unknown): Row[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const rows = (err.data as { conflicts?: unknown } | null)?.conflicts;
  return Array.isArray(rows) ? (rows as Row[]) : null;
}

/** The day's rows as the tablet shows them: the server's, with the rows of the day's outbox entry (values and versions) in their place. */
function withEntryRows<Row>(rows: Row[] | undefined, entry: OutboxEntry | undefined, idField: string): Row[] | undefined {
  if (!rows || !entry) return rows;
  const typed = new Map((entry.body as DayBody).data.map((r) => [String(r[idField]), r]));
  return rows.map((r) => {
    const own = typed.get(String((r as Record<string, unknown>)[idField]));
    return own ? ({ ...r, ...own } as Row) : r;
  });
}

/** 'Pakan 27/11 · 12 tingkat'. */
const entryLabel = (write: DayWrite, body: DayBody) => `${write.title} ${dayjs(body.tanggal).format('DD/MM')} · ${body.data.length} ${write.rowName}`;

/**
 * The inputs of a daily entry screen and their Simpan, without lost updates (issue #11, ADR 0010):
 * - the inputs are filled from the day's rows when they arrive; when the same day is loaded again
 *   (after a save, or "Muat ulang"), rows the user changed keep what was typed;
 * - `save()` sends only the rows the user changed, each with the version it was loaded at;
 * - a 409 keeps every input and gives `conflicts` (the rows as they are now, someone else's
 *   values); `reloadAfterConflict()` loads the day again, takes the stored values of those rows and
 *   keeps the user's other changes, to be saved again;
 * - `dirty` tells the screen to ask before the entries are left behind;
 * - offline (or when the save gets no answer) the body goes to the outbox (ADR 0025) with the key
 *   made at Simpan, the inputs stay and the bar says 'Tersimpan di tablet, akan dikirim saat
 *   online'; while the day's entry waits, the inputs show its values (over the server's older
 *   ones) and a new Simpan joins it; when sending it met a 409, the bar shows per field the value
 *   'di tablet' and 'di server' and saves the choice with the server's current versions.
 */
export function useDayEntry<Row, I, B extends DayBody>(o: DayEntryOptions<Row, I, B>) {
  const { tanggal, settled: inputsSettled = true, idOf, toInputs, write } = o;
  const token = useToken();
  const entries = useOutboxEntries();
  const session = useMemo(() => (token ? currentSession() : null), [token]);
  const entry = entries?.find((e) => e.kind === write.kind && e.day === tanggal && ownedBy(e, session));
  const rows = useMemo(() => withEntryRows(o.rows, entry, write.idField), [o.rows, entry, write.idField]);
  const settled = inputsSettled && entries !== undefined;
  const [queued, setQueued] = useState(false);
  const [inputs, setInputs] = useState<Record<number, I>>({});
  const [base, setBase] = useState<Base<Row, I> | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<Row[] | null>(null);
  /** Rows whose typed values give way to the stored ones at the next load (after a conflict). */
  const takeStored = useRef<Set<number>>(new Set());
  const baseRef = useRef(base);
  baseRef.current = base;
  const sameRef = useRef(o.sameInputs);
  sameRef.current = o.sameInputs;

  useEffect(() => {
    if (!rows || !settled) return;
    const stored: Record<number, I> = Object.fromEntries(rows.map((r) => [idOf(r), toInputs(r)]));
    const old = baseRef.current;
    const drop = takeStored.current;
    takeStored.current = new Set();
    setInputs((cur) => {
      if (!old || old.day !== tanggal) return stored;
      const next: Record<number, I> = { ...stored };
      for (const [key, typed] of Object.entries(cur)) {
        const id = Number(key);
        const before = old.inputs[id];
        const changed = before === undefined || !sameRef.current(typed, before);
        if (changed && !drop.has(id) && id in stored) next[id] = typed;
      }
      return next;
    });
    setBase({ day: tanggal, rows: new Map(rows.map((r) => [idOf(r), r])), inputs: stored });
  }, [rows, settled, tanggal, idOf, toInputs]);

  const loaded = !!rows && settled && base?.day === tanggal;
  const changedIds = loaded ? Object.keys(inputs).map(Number).filter((id) => base.inputs[id] !== undefined && !o.sameInputs(inputs[id], base.inputs[id])) : [];

  // The day's entry was sent (or discarded): the day is read again from the server.
  const entryId = entry?.id;
  const hadEntry = useRef<number | undefined>(undefined);
  const reloadRef = useRef(o.reload);
  reloadRef.current = o.reload;
  useEffect(() => {
    if (hadEntry.current !== undefined && entryId === undefined) {
      setQueued(false);
      void reloadRef.current();
    }
    hadEntry.current = entryId;
  }, [entryId]);

  const draft = (body: B) => ({ kind: write.kind, path: write.path, route: write.route, day: tanggal, body, label: entryLabel(write, body) });
  const mutation = useApiMutation(
    async ({ body, key }: { body: B; key: string }) => {
      try {
        // A day already waiting in the outbox: the new rows join it (sent after it, never before).
        if (entry || isOffline()) return { queued: true, entry: await queueDayEntry({ ...draft(body), label: (b: B) => entryLabel(write, b) }, write.idField, key) };
        return await sendOrQueue(draft(body), key);
      } catch (err) {
        setConflicts(conflictRows<Row>(err));
        throw err;
      }
    },
    {
      fallback: o.fallback,
      onSuccess: (answer) => {
        setQueued(answer.queued);
        if (answer.queued) return;
        o.onSaved();
        return o.reload();
      },
    },
  );

  const save = () => {
    if (!base) return;
    const changed = changedIds.map((id) => base.rows.get(id)).filter((r): r is Row => r !== undefined);
    const built = o.build(changed, inputs);
    setInputError('error' in built ? built.error : null);
    setConflicts(null);
    // The key is made when the user pressed Simpan; every retry of this save sends it.
    if (!('error' in built)) void mutation.trigger({ body: built.body, key: newRequestKey() });
  };

  /** The rows the outbox met in conflict (its entry of this day), as the server holds them now. */
  const entryConflicts = entry?.state === 'conflict' ? ((entry.conflicts ?? []) as Row[]) : null;
  const shownConflicts = conflicts ?? entryConflicts;

  const reloadAfterConflict = async () => {
    takeStored.current = new Set((conflicts ?? []).map(idOf));
    setConflicts(null);
    mutation.reset();
    await o.reload();
  };

  return {
    inputs,
    setInputs,
    loaded,
    /** Ids of the rows whose inputs differ from what was loaded. */
    changedIds,
    dirty: changedIds.length > 0,
    save,
    saving: mutation.busy,
    error: inputError ?? mutation.error,
    /** Rows another user changed since they were loaded (from a 409 of this save, or of the day's outbox entry), as they are now. */
    conflicts: shownConflicts,
    reloadAfterConflict,
    /** The day's outbox entry of this user (waiting, sending, in conflict or refused), if any. */
    entry,
    /** True while the day's saved rows are on the tablet only (an outbox entry of the day, or a save just queued). */
    waiting: !!entry || queued,
    /**
     * The save bar's notice: the rows of a conflict ({@link ConflictNotice}: of this save, 'Muat
     * ulang' runs `reloadAfterConflict`; of the outbox entry, the choice per field), each named and
     * described by `describe`; else the outbox state of the day; null when there is nothing to say.
     */
    conflictNotice: (describe: (row: Row) => { lokasi: string; now: string }): ReactNode => {
      if (conflicts) return <ConflictNotice busy={mutation.busy} onReload={() => void reloadAfterConflict()} rows={conflicts.map((c) => ({ key: idOf(c), ...describe(c) }))} />;
      if (entry && entryConflicts) return <ConflictChoice entry={entry} write={write} rows={entryConflicts.map((c) => ({ key: idOf(c), lokasi: describe(c).lokasi, server: c as Record<string, unknown> }))} />;
      if (entry?.state === 'failed')
        return (
          <Alert severity="error" role="alert">
            Data di tablet ditolak server: {entry.error ?? 'Gagal menyimpan data'}. Perbaiki isian lalu simpan lagi, atau buang dari daftar kiriman.
          </Alert>
        );
      if (entry || queued)
        return (
          <Alert severity="info" role="status">
            {QUEUED_MESSAGE}
            {entry ? ` · ${entry.body && (entry.body as DayBody).data.length} ${write.rowName} menunggu dikirim` : ''}
          </Alert>
        );
      return null;
    },
  };
}
