/**
 * Pieces shared by the daily entry screens (feed usage, egg production,
 * chicken info): who may read and write, the day picker and the notice for
 * roles the server does not serve.
 */
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ApiError, messageOf } from '../../api/client';
import { useRole } from '../../app/useSession';
import { DATE_FORMAT, DatePickerProvider } from '../../components/DatePickerProvider';

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

/** Shown instead of the data to a role the server refuses (the call would end the session). */
export function NoDailyAccess() {
  return <Alert severity="info">Data ini tidak tersedia untuk peran Anda.</Alert>;
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
