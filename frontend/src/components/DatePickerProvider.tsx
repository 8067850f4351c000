import type { ReactNode } from 'react';
import 'dayjs/locale/id';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

/** Date format shown in every picker. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** Indonesian texts of the MUI X date pickers (the package ships none). */
export const PICKER_LOCALE_TEXT = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  openPreviousView: 'Buka tampilan sebelumnya',
  openNextView: 'Buka tampilan berikutnya',
  calendarViewSwitchingButtonAriaLabel: (view: string) =>
    view === 'year' ? 'Tampilan tahun terbuka, beralih ke kalender' : 'Tampilan kalender terbuka, beralih ke tahun',
  start: 'Mulai',
  end: 'Selesai',
  startDate: 'Tanggal mulai',
  endDate: 'Tanggal selesai',
  cancelButtonLabel: 'Batal',
  clearButtonLabel: 'Kosongkan',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hari ini',
  datePickerToolbarTitle: 'Pilih tanggal',
  openDatePickerDialogue: (formatted: string | null) =>
    formatted ? `Pilih tanggal, tanggal terpilih ${formatted}` : 'Pilih tanggal',
  fieldClearLabel: 'Kosongkan',
  dateTableLabel: 'pilih tanggal',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'T'.repeat(params.digitAmount),
  fieldMonthPlaceholder: () => 'BB',
  fieldDayPlaceholder: () => 'HH',
  year: 'Tahun',
  month: 'Bulan',
  day: 'Hari',
  weekDay: 'Hari dalam minggu',
  empty: 'Kosong',
};

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
