/**
 * The frame of the daily entry screens (feed usage, egg production, chicken
 * info): who may read and write, the inputs of a day and their Simpan, the
 * page frame, the day picker, the save bar and the notice shown instead of the
 * data to a role the server does not serve or when no tenant is chosen.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useApiMutation } from '../api/hooks';
import { useTenantId } from '../api/tenant';
import { useRole } from '../lib/useSession';
import { DATE_FORMAT, DatePickerProvider } from './DatePickerProvider';
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

/** Options of {@link useDayEntry}; `I` is what is typed in one row, keyed by the row's id. */
export interface DayEntryOptions<I, B, R> {
  /** The day shown ('YYYY-MM-DD'). */
  tanggal: string;
  /** The inputs of the day's rows once they are loaded (memoised), undefined while loading. */
  initial: Record<number, I> | undefined;
  /** The body to send, or the message of the first input that is not valid. */
  build: (inputs: Record<number, I>) => { body: B } | { error: string };
  /** Sends the body (a call of the typed client). */
  post: (body: B) => Promise<R>;
  /** The spec's text when saving fails and the server sends no message. */
  fallback: string;
  /** After a successful save: the toast and the reload of the day. */
  onSaved: (reply: R) => unknown;
}

/**
 * The inputs of a daily entry screen: filled from the day's rows whenever they
 * arrive, `loaded` once they belong to the day shown, and `save()` that checks
 * them, sends them and reports the input or server error for the {@link SaveBar}.
 */
export function useDayEntry<I, B, R>({ tanggal, initial, build, post, fallback, onSaved }: DayEntryOptions<I, B, R>) {
  const [inputs, setInputs] = useState<Record<number, I>>({});
  const [loadedDay, setLoadedDay] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const mutation = useApiMutation(post, { fallback, onSuccess: onSaved });
  useEffect(() => {
    if (!initial) return;
    setInputs(initial);
    setLoadedDay(tanggal);
  }, [initial, tanggal]);
  const save = () => {
    const built = build(inputs);
    setInputError('error' in built ? built.error : null);
    if (!('error' in built)) void mutation.trigger(built.body);
  };
  return { inputs, setInputs, loaded: !!initial && loadedDay === tanggal, save, saving: mutation.busy, error: inputError ?? mutation.error };
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

/** Date picker of a daily entry screen (dd/mm/yyyy, Indonesian). */
export function DayField({ value, onChange, label = 'Tanggal' }: { value: Dayjs; onChange: (d: Dayjs) => void; label?: string }) {
  return (
    <DatePickerProvider>
      <DatePicker
        label={label}
        format={DATE_FORMAT}
        value={value}
        onChange={(d) => d?.isValid() && onChange(d)}
        dayOfWeekFormatter={(d) => d.format('ddd')}
        slotProps={{ textField: { size: 'small', sx: { width: 190 } } }}
      />
    </DatePickerProvider>
  );
}

/** Frame of a daily screen: the title row with its actions, then the body. */
export function DailyPage({ title, subtitle, actions, children }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} actions={actions || undefined} />
      {children}
    </Box>
  );
}

/** Bottom bar of an entry screen: the day's totals, Simpan (for roles that write) and the save error. */
export function SaveBar({
  summary,
  canWrite,
  saving,
  onSave,
  error,
  buttonId,
}: {
  summary: ReactNode;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
  error: string | null;
  buttonId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        {summary}
        {canWrite && (
          <Button id={buttonId} variant="contained" onClick={onSave} disabled={saving}>
            {saving ? 'Menyimpan…' : 'Simpan'}
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
