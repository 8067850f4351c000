/**
 * The frame of the daily entry screens (feed usage, egg production, chicken
 * info): who may read and write, the inputs of a day and their Simpan (through
 * the outbox when offline, ADR 0025), the page frame, the day picker, the save
 * bar, the conflict notice and the notice shown instead of the data to a role
 * the server does not serve or when no tenant is chosen.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ApiError } from '../api/client';
import { useApiMutation } from '../api/hooks';
import { useTenantId } from '../api/tenant';
import type { OfflineListPath } from '../lib/offline-lists';
import {
  QUEUED_MESSAGE,
  currentSession,
  isOffline,
  ownedBy,
  queueDayEntry,
  replaceBody,
  resolveDayConflict,
  sendOrQueue,
  type ConflictChoices,
  type DayBody,
  type OutboxEntry,
  type OutboxKind,
  type OutboxPath,
} from '../data/outbox';
import { newRequestKey } from '../lib/request-key';
import { useOutboxEntries } from '../data/useOutbox';
import { useRole, useToken } from '../lib/useSession';
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

/** The day named by `?tanggal=YYYY-MM-DD` (the outbox panel's link to a conflict), when it is a real day up to today. */
function dayOfParam(param: string | null): Dayjs | null {
  if (!param || !/^\d{4}-\d{2}-\d{2}$/.test(param)) return null;
  const day = dayjs(param);
  return day.isValid() && day.format('YYYY-MM-DD') === param && !day.isAfter(dayjs(), 'day') ? day : null;
}

/** The day a daily screen shows: today, or the day of `?tanggal=` (also when the link is followed while the screen is open). */
export function useDayParam(): [Dayjs, (day: Dayjs) => void] {
  const [params] = useSearchParams();
  const param = params.get('tanggal');
  const [date, setDate] = useState(() => dayOfParam(param) ?? dayjs());
  const [seen, setSeen] = useState(param);
  if (param !== seen) {
    setSeen(param);
    const day = dayOfParam(param);
    if (day) setDate(day);
  }
  return [date, setDate];
}

/** A field of a day's row as a conflict shows it: its name in the row and the body, its label, its value as text. */
export interface DayField {
  name: string;
  label: string;
  show: (value: unknown) => string;
}

/**
 * Where a day's save goes and how the outbox names it (ADR 0025): the POST path, the kind and
 * screen of the entry, the body field naming a row, and the fields a conflict compares.
 */
export interface DayWrite {
  kind: Extract<OutboxKind, 'pakan' | 'telur'>;
  path: OutboxPath;
  /** The screen's route ('/transaksipakan'), for the link from the outbox panel. */
  route: string;
  /** 'Pakan' or 'Telur': the start of the entry's label. */
  title: string;
  /** What a row is ('tingkat', 'bagian'): the end of the label ('Pakan 27/11 · 12 tingkat'). */
  rowName: string;
  /** The field naming a row in the day's rows and the body ('tingkat_id'). */
  idField: string;
  /** The values of a row a conflict shows, 'di tablet' and 'di server'. */
  fields: readonly DayField[];
}

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
 * how many rows are not saved yet (or that the saved ones wait on the tablet), Simpan (for roles that write) and the save error.
 */
export function SaveBar({
  summary,
  canWrite,
  saving,
  onSave,
  error,
  buttonId,
  unsaved = 0,
  waiting = false,
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
  /** The saved rows wait on the tablet (outbox) for the connection: 'Menunggu dikirim', not 'Semua tersimpan'. */
  waiting?: boolean;
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
              {unsaved ? `${unsaved} baris belum disimpan` : waiting ? 'Menunggu dikirim' : 'Semua tersimpan'}
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

/** A conflict row of an outbox entry: its name and the server's row now. */
interface ChoiceRow {
  key: number;
  lokasi: string;
  server: Record<string, unknown>;
}

/**
 * A side of a conflict ('di tablet', 'di server') in the text colour, the chosen one bold: MUI's
 * grey for an unchosen toggle is under 4.5:1 on the warning's tint.
 */
const CHOICE_SX = { minHeight: 40, textTransform: 'none', color: 'text.primary', '&.Mui-selected': { color: 'text.primary', fontWeight: 700 } } as const;

/**
 * The rows of a day's outbox entry that the server refused because someone else changed them
 * meanwhile (409, ADR 0010, ADR 0025): per field the value 'di tablet' and 'di server', a choice
 * per field (or all from the tablet / all from the server), saved with the server's current
 * versions through the outbox (a new key). Nothing is lost silently: until the choice is saved,
 * the entry stays on the tablet.
 */
function ConflictChoice({ entry, write, rows }: { entry: OutboxEntry; write: DayWrite; rows: ChoiceRow[] }) {
  const body = entry.body as DayBody;
  const [choices, setChoices] = useState<ConflictChoices>({});
  const [busy, setBusy] = useState(false);
  const tabletRow = (key: number) => body.data.find((r) => String(r[write.idField]) === String(key)) ?? {};
  const differing = (r: ChoiceRow) => write.fields.filter((f) => f.show(tabletRow(r.key)[f.name]) !== f.show(r.server[f.name]));
  const chooseAll = (side: 'tablet' | 'server') =>
    setChoices(Object.fromEntries(rows.map((r) => [String(r.key), Object.fromEntries(write.fields.map((f) => [f.name, side]))])));
  const save = async () => {
    setBusy(true);
    try {
      const next = resolveDayConflict(body, rows.map((r) => r.server), write.idField, write.fields.map((f) => f.name), choices);
      await replaceBody(entry.id!, next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert severity="warning" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="subtitle2" component="p">
        Data di tablet belum terkirim: baris ini sudah diubah pengguna lain sejak tablet membacanya. Pilih nilai yang disimpan:
      </Typography>
      <Stack spacing={1.5} sx={{ my: 1 }}>
        {rows.map((r) => {
          const fields = differing(r);
          return (
            <Box key={r.key} component="section" aria-label={`Konflik ${r.lokasi}`}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {r.lokasi}
              </Typography>
              {fields.length === 0 && <Typography variant="body2">Nilai di tablet dan di server sama.</Typography>}
              {fields.map((f) => {
                const chosen = choices[String(r.key)]?.[f.name] ?? 'tablet';
                return (
                  <Stack key={f.name} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
                    <Typography variant="body2" sx={{ minWidth: 72 }}>
                      {f.label}
                    </Typography>
                    <ToggleButtonGroup
                      exclusive
                      size="small"
                      value={chosen}
                      aria-label={`${f.label} ${r.lokasi}`}
                      onChange={(_e, side: 'tablet' | 'server' | null) => {
                        if (side) setChoices((all) => ({ ...all, [String(r.key)]: { ...all[String(r.key)], [f.name]: side } }));
                      }}
                    >
                      <ToggleButton value="tablet" sx={CHOICE_SX}>
                        di tablet: {f.show(tabletRow(r.key)[f.name])}
                      </ToggleButton>
                      <ToggleButton value="server" sx={CHOICE_SX}>
                        di server: {f.show(r.server[f.name])}
                      </ToggleButton>
                    </ToggleButtonGroup>
                  </Stack>
                );
              })}
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button color="inherit" variant="outlined" onClick={() => chooseAll('tablet')} disabled={busy} sx={{ minHeight: 44 }}>
          Semua dari tablet
        </Button>
        <Button color="inherit" variant="outlined" onClick={() => chooseAll('server')} disabled={busy} sx={{ minHeight: 44 }}>
          Semua dari server
        </Button>
        <Button variant="contained" color="warning" onClick={() => void save()} disabled={busy} sx={{ minHeight: 44 }}>
          Simpan pilihan
        </Button>
      </Stack>
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
