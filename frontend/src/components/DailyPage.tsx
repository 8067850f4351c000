/**
 * The frame of the daily entry screens (feed usage, egg production, chicken
 * info): who may read and write, the inputs of a day and their Simpan, the
 * page frame, the day picker, the save bar and the notice shown instead of the
 * data to a role the server does not serve or when no tenant is chosen.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../api/client';
import { useApiMutation } from '../api/hooks';
import { useTenantId } from '../api/tenant';
import type { OfflineListPath } from '../lib/offline-lists';
import { useRole } from '../lib/useSession';
import { CachedNotice } from './CachedNotice';
import { DateInput } from './DateInput';
import { DatePickerProvider } from './DatePickerProvider';
import { PageHeader } from './PageHeader';

/**
 * Server permissions of DESIGN §3 for feed usage, egg production and chicken
 * transactions: admin, abk and viewer read; admin and abk write.
 */
export function dailyAccess(role: string): { canRead: boolean; canWrite: boolean } {
  const canWrite = role === 'admin' || role === 'superadmin' || role === 'abk';
  return { canRead: canWrite || role === 'viewer', canWrite };
}

/**
 * The start of every daily screen: who may read and write, whether its data
 * may load (a role the server serves and a resolved tenant), and the notice
 * to show instead of the data otherwise.
 */
export function useDailyScreen(): { canRead: boolean; canWrite: boolean; ready: boolean; notice: ReactNode } {
  const tenant = useTenantId();
  const { canRead, canWrite } = dailyAccess(useRole());
  return { canRead, canWrite, ready: canRead && !!tenant.tenantId, notice: dailyNotice(canRead, tenant) };
}

/** Options of {@link useDayEntry}: `Row` is a row of the day's GET (with its version), `I` what is typed in one row. */
export interface DayEntryOptions<Row, I, B, R> {
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
  /** Sends the body (a call of the typed client). */
  post: (body: B) => Promise<R>;
  /** The spec's text when saving fails and the server sends no message. */
  fallback: string;
  /** After a successful save, before the day is loaded again: the toast. */
  onSaved: (reply: R) => void;
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

/**
 * The inputs of a daily entry screen and their Simpan, without lost updates (issue #11, ADR 0010):
 * - the inputs are filled from the day's rows when they arrive; when the same day is loaded again
 *   (after a save, or "Muat ulang"), rows the user changed keep what was typed;
 * - `save()` sends only the rows the user changed, each with the version it was loaded at;
 * - a 409 keeps every input and gives `conflicts` (the rows as they are now, someone else's
 *   values); `reloadAfterConflict()` loads the day again, takes the stored values of those rows and
 *   keeps the user's other changes, to be saved again;
 * - `dirty` tells the screen to ask before the entries are left behind.
 */
export function useDayEntry<Row, I, B, R>(o: DayEntryOptions<Row, I, B, R>) {
  const { tanggal, rows, settled = true, idOf, toInputs } = o;
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

  const mutation = useApiMutation(
    async (body: B) => {
      try {
        return await o.post(body);
      } catch (err) {
        setConflicts(conflictRows<Row>(err));
        throw err;
      }
    },
    {
      fallback: o.fallback,
      onSuccess: (reply) => {
        o.onSaved(reply);
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
    if (!('error' in built)) void mutation.trigger(built.body);
  };

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
    /** Rows another user changed since they were loaded (from a 409), as they are now. */
    conflicts,
    reloadAfterConflict,
    /**
     * The save bar's notice of those rows ({@link ConflictNotice}, 'Muat ulang' runs
     * `reloadAfterConflict`), each named and described by `describe`; null without a conflict.
     */
    conflictNotice: (describe: (row: Row) => { lokasi: string; now: string }): ReactNode =>
      conflicts && <ConflictNotice busy={mutation.busy} onReload={() => void reloadAfterConflict()} rows={conflicts.map((c) => ({ key: idOf(c), ...describe(c) }))} />,
  };
}

/**
 * What a daily screen shows instead of its data, or null when it may load:
 * a notice for a role the server refuses (the call would end the session),
 * or 'Tenant belum dipilih' (spec §8) when no tenant resolves.
 */
function dailyNotice(canRead: boolean, tenant: { tenantId: string | null; resolving: boolean }): ReactNode {
  if (!canRead) return <Alert severity="info">Data ini tidak tersedia untuk peran Anda.</Alert>;
  if (!tenant.tenantId && !tenant.resolving) return <Alert severity="warning">Tenant belum dipilih</Alert>;
  return null;
}

/**
 * Date of a daily entry screen (dd/mm/yyyy, Indonesian): no day after the farm's today is offered
 * or taken (the server refuses them too). `onChange` may answer false to keep the shown day (the
 * user chose to stay with unsaved entries).
 */
export function DayField({ value, onChange, label = 'Tanggal' }: { value: Dayjs; onChange: (d: Dayjs) => boolean | Promise<boolean>; label?: string }) {
  return (
    <DatePickerProvider>
      <DateInput label={label} value={value} maxDate={dayjs()} onChange={(d) => (d ? onChange(d) : false)} size="small" sx={{ width: 220 }} />
    </DatePickerProvider>
  );
}

/**
 * Frame of a daily screen: the title row with its actions, 'Data tersimpan HH:mm (offline)' while
 * one of the `lists` it reads came from the tablet's copy (components/CachedNotice), then the body.
 */
export function DailyPage({ title, subtitle, actions, lists = [], children }: { title: string; subtitle?: string; actions?: ReactNode; lists?: readonly OfflineListPath[]; children: ReactNode }) {
  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} actions={actions || undefined} />
      <CachedNotice paths={lists} />
      {children}
    </Box>
  );
}

/**
 * Bottom bar of an entry screen, kept in view while the rows scroll (sticky): the day's totals,
 * how many rows are not saved yet, Simpan (for roles that write) and the save error.
 */
export function SaveBar({
  summary,
  canWrite,
  saving,
  onSave,
  error,
  buttonId,
  unsaved = 0,
  notice,
}: {
  summary: ReactNode;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
  error: string | null;
  buttonId?: string;
  /** Rows changed and not saved yet. */
  unsaved?: number;
  /** Shown in the bar instead of the error (the rows of a 409, {@link ConflictNotice}), so it is in view. */
  notice?: ReactNode;
}) {
  return (
    <Paper
      elevation={4}
      component="section"
      aria-label="Simpan data"
      sx={{ position: 'sticky', bottom: 0, zIndex: (t) => t.zIndex.appBar - 1, p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ minWidth: 0 }}>{summary}</Box>
        {canWrite && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', ml: 'auto' }}>
            <Typography variant="body2" color={unsaved ? 'warning.main' : 'text.secondary'} role="status">
              {unsaved ? `${unsaved} baris belum disimpan` : 'Semua tersimpan'}
            </Typography>
            <Button id={buttonId} variant="contained" size="large" onClick={onSave} disabled={saving} sx={{ minWidth: 120, minHeight: 48 }}>
              {saving ? 'Menyimpan…' : 'Simpan'}
            </Button>
          </Stack>
        )}
      </Stack>
      {notice ? (
        <Box sx={{ mt: 1.5 }}>{notice}</Box>
      ) : (
        error && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        )
      )}
    </Paper>
  );
}

/**
 * The rows a save could not write because someone else changed them since they were loaded
 * (409, ADR 0010): each with the value stored now, and "Muat ulang", which takes those stored
 * values and keeps the user's other changes.
 */
export function ConflictNotice({ rows, onReload, busy }: { rows: Array<{ key: number; lokasi: string; now: string }>; onReload: () => void; busy?: boolean }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" variant="outlined" onClick={onReload} disabled={busy} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
          Muat ulang
        </Button>
      }
    >
      <Typography variant="subtitle2" component="p">
        Baris ini sudah diubah pengguna lain sejak halaman dimuat; tidak ada yang disimpan:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rows.map((r) => (
          <li key={r.key}>
            <strong>{r.lokasi}</strong>: sekarang {r.now}
          </li>
        ))}
      </Box>
      <Typography variant="body2" component="p">
        Muat ulang mengambil nilai terbaru baris tersebut; isian Anda di baris lain tetap ada, lalu simpan lagi.
      </Typography>
    </Alert>
  );
}

/** Background of a row changed on this page and not saved yet. */
export const CHANGED_ROW_SX = { bgcolor: 'rgba(242, 165, 22, 0.10)' } as const;
/** Background of a row someone else changed since it was loaded (a 409). */
export const CONFLICT_ROW_SX = { bgcolor: 'rgba(211, 47, 47, 0.08)', boxShadow: 'inset 4px 0 0 #d32f2f' } as const;

/** The line under a row's name saying what another user stored meanwhile. */
export function ConflictLine({ now }: { now: string }) {
  return (
    <Typography component="span" variant="caption" sx={{ display: 'block', color: 'error.dark', fontWeight: 600 }}>
      Diubah pengguna lain: {now}
    </Typography>
  );
}
