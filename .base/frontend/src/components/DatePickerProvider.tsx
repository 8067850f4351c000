import type { ReactNode } from 'react';
import 'dayjs/locale/id';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PICKERS_LOCALE_ID } from '../lib/mui-x-locale';

/** Date format shown in every picker. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** Indonesian texts of the MUI X date and time pickers (the package ships none): every key. */
export const PICKER_LOCALE_TEXT = PICKERS_LOCALE_ID;

/**
 * Localization for MUI X date pickers: dayjs with the Indonesian locale
 * (weeks start on Monday) and Indonesian texts. Wrap any picker in it.
 */
export function DatePickerProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id" localeText={PICKER_LOCALE_TEXT}>
      {children}
    </LocalizationProvider>
  );
}
