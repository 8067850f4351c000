/**
 * Pieces shared by the daily entry screens (feed usage, egg production,
 * chicken info): who may read and write, the day picker and the notice for
 * roles the server does not serve.
 */
import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ApiError, messageOf } from '../../api/client';
import { useRole } from '../../app/useSession';
import { DATE_FORMAT, DatePickerProvider } from '../../components/DatePickerProvider';
import { PageHeader } from '../../components/PageHeader';

/**
 * Server permissions of DESIGN §3 for feed usage, egg production and chicken
 * transactions: admin, abk and viewer read; admin and abk write.
 */
export function dailyAccess(role: string): { canRead: boolean; canWrite: boolean } {
  const canWrite = role === 'admin' || role === 'superadmin' || role === 'abk';
  return { canRead: canWrite || role === 'viewer', canWrite };
}

/**
 * The server's message of a failed call, else `fallback` (the spec's default
 * text): 'where the server sends a message, the product shows it' (§8).
 */
export function serverMessage(err: unknown, fallback: string): string {
  return (err instanceof ApiError && messageOf(err.data)) || fallback;
}

/** {@link dailyAccess} for the logged-in user. */
export function useDailyAccess() {
  return dailyAccess(useRole());
}

/**
 * What a daily screen shows instead of its data, or null when it may load:
 * a notice for a role the server refuses (the call would end the session),
 * or 'Tenant belum dipilih' (spec §8) when no tenant resolves.
 */
export function dailyNotice(canRead: boolean, tenant: { tenantId: string | null; resolving: boolean }): ReactNode {
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

/** Frame of a daily screen: optional sub-navigation, the title row with its actions, then the body. */
export function DailyPage({ title, subtitle, actions, nav, children }: { title: string; subtitle?: string; actions?: ReactNode; nav?: ReactNode; children: ReactNode }) {
  return (
    <Box>
      {nav}
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
