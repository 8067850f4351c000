/**
 * The frame of the daily entry screens (feed usage, egg production, chicken
 * info): who may read and write, the page frame, the day picker, the save
 * bar, the conflict notices and the notice shown instead of the data to a role
 * the server does not serve or when no tenant is chosen. The inputs of a day and
 * their Simpan (through the outbox when offline, ADR 0025) are `useDayEntry`
 * (components/useDayEntry.tsx).
 */
import { useState, type ReactNode } from 'react';
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
import { useTenantId } from '../api/tenant';
import { replaceBody, resolveDayConflict, type ConflictChoices, type DayBody, type OutboxEntry, type OutboxKind, type OutboxPath } from '../data/outbox';
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
export function ConflictChoice({ entry, write, rows }: { entry: OutboxEntry; write: DayWrite; rows: ChoiceRow[] }) {
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
