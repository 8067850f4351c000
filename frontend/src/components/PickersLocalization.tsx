import type { ReactNode } from 'react';
import 'dayjs/locale/id';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PICKER_LOCALE_TEXT } from './DatePickerProvider';

/**
 * Localization of the MUI X date and time pickers: dayjs with the Indonesian locale (weeks start on
 * Monday) and Indonesian texts. Every picker sits inside it: the date input's calendar brings its own
 * (components/DateCalendarPopover), a screen with another picker (a time picker) wraps it in this.
 */
export function PickersLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id" localeText={PICKER_LOCALE_TEXT}>
      {children}
    </LocalizationProvider>
  );
}
