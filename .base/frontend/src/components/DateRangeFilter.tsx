import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { DateInput } from './DateInput';
import { DatePickerProvider } from './DatePickerProvider';
import type { DateRange } from './dateRange';

export { rangeDays, type DateRange } from './dateRange';

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  startLabel?: string;
  endLabel?: string;
  /** Extra controls placed after the two pickers (e.g. a Tampilkan button). */
  children?: ReactNode;
}

/**
 * Two date inputs (dd/mm/yyyy, Indonesian) for a start and an end date. The
 * end cannot be before the start; a date reaches `onChange` only once it is
 * complete and valid (no request for the year '0202' while it is typed).
 * Format values with `date.format('YYYY-MM-DD')`.
 */
export function DateRangeFilter({
  value,
  onChange,
  startLabel = 'Tanggal mulai',
  endLabel = 'Tanggal akhir',
  children,
}: DateRangeFilterProps) {
  return (
    <DatePickerProvider>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateInput size="small" label={startLabel} value={value.start} maxDate={value.end ?? undefined} onChange={(start) => onChange({ ...value, start })} />
        <DateInput size="small" label={endLabel} value={value.end} minDate={value.start ?? undefined} onChange={(end) => onChange({ ...value, end })} />
        {children}
      </Stack>
    </DatePickerProvider>
  );
}
