import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT, DatePickerProvider } from './DatePickerProvider';

export interface DateRange {
  start: Dayjs | null;
  end: Dayjs | null;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  startLabel?: string;
  endLabel?: string;
  /** Extra controls placed after the two pickers (e.g. a Tampilkan button). */
  children?: ReactNode;
}

/** Weekday header of the calendars: Sen … Min. */
const weekdayLabel = (date: Dayjs) => date.format('ddd');

/**
 * Two date pickers (dd/mm/yyyy, Indonesian) for a start and an end date. The
 * end cannot be before the start. Format values with `date.format('YYYY-MM-DD')`.
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
        <DatePicker
          label={startLabel}
          format={DATE_FORMAT}
          value={value.start}
          maxDate={value.end ?? undefined}
          onChange={(start) => onChange({ ...value, start })}
          dayOfWeekFormatter={weekdayLabel}
          slotProps={{ textField: { size: 'small' } }}
        />
        <DatePicker
          label={endLabel}
          format={DATE_FORMAT}
          value={value.end}
          minDate={value.start ?? undefined}
          onChange={(end) => onChange({ ...value, end })}
          dayOfWeekFormatter={weekdayLabel}
          slotProps={{ textField: { size: 'small' } }}
        />
        {children}
      </Stack>
    </DatePickerProvider>
  );
}
