/**
 * Indonesian texts of the MUI X components that ship no `idID` locale (issue #11): the date and
 * time pickers and the charts. The data grid's own `idID` (@mui/x-data-grid/locales) is used as is.
 * Every key of the pickers' English defaults is given here, so no English reaches the screen
 * ("Choose time…", "Select hours", "Hours", "Minutes").
 */
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { ChartsLocaleText } from '@mui/x-charts/locales';

const VIEW_NAMES: Record<string, string> = {
  year: 'tahun',
  month: 'bulan',
  day: 'hari',
  weekDay: 'hari dalam minggu',
  hours: 'jam',
  minutes: 'menit',
  seconds: 'detik',
  meridiem: 'AM/PM',
};
const viewName = (view: string) => VIEW_NAMES[view] ?? view;

/** Every text of the date and time pickers, in Indonesian. */
export const PICKERS_LOCALE_ID: PickersLocaleText = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  openPreviousView: 'Buka tampilan sebelumnya',
  openNextView: 'Buka tampilan berikutnya',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'Tampilan tahun terbuka, beralih ke kalender' : 'Tampilan kalender terbuka, beralih ke tahun',
  start: 'Mulai',
  end: 'Selesai',
  startDate: 'Tanggal mulai',
  startTime: 'Jam mulai',
  endDate: 'Tanggal selesai',
  endTime: 'Jam selesai',
  cancelButtonLabel: 'Batal',
  clearButtonLabel: 'Kosongkan',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hari ini',
  nextStepButtonLabel: 'Berikutnya',
  datePickerToolbarTitle: 'Pilih tanggal',
  dateTimePickerToolbarTitle: 'Pilih tanggal & jam',
  timePickerToolbarTitle: 'Pilih jam',
  dateRangePickerToolbarTitle: 'Pilih rentang tanggal',
  timeRangePickerToolbarTitle: 'Pilih rentang jam',
  clockLabelText: (view, formattedTime) => `Pilih ${viewName(view)}. ${formattedTime ? `Jam terpilih ${formattedTime}` : 'Belum ada jam terpilih'}`,
  // Two digits, as the clock's items show them ('05'): a name holds the visible text (WCAG 2.5.3).
  hoursClockNumberText: (hours) => `${String(hours).padStart(2, '0')} jam`,
  minutesClockNumberText: (minutes) => `${String(minutes).padStart(2, '0')} menit`,
  secondsClockNumberText: (seconds) => `${String(seconds).padStart(2, '0')} detik`,
  selectViewText: (view) => `Pilih ${viewName(view)}`,
  calendarWeekNumberHeaderLabel: 'Minggu ke',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `Minggu ke-${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) => (formattedDate ? `Pilih tanggal, tanggal terpilih ${formattedDate}` : 'Pilih tanggal'),
  openTimePickerDialogue: (formattedTime) => (formattedTime ? `Pilih jam, jam terpilih ${formattedTime}` : 'Pilih jam'),
  openRangePickerDialogue: (formattedRange) => (formattedRange ? `Pilih rentang, rentang terpilih ${formattedRange}` : 'Pilih rentang'),
  fieldClearLabel: 'Kosongkan',
  timeTableLabel: 'pilih jam',
  dateTableLabel: 'pilih tanggal',
  fieldYearPlaceholder: (params) => 'T'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'BBBB' : 'BB'),
  fieldDayPlaceholder: () => 'HH',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'HHHH' : 'HH'),
  fieldHoursPlaceholder: () => 'jj',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'dd',
  fieldMeridiemPlaceholder: () => 'aa',
  year: 'Tahun',
  month: 'Bulan',
  day: 'Hari',
  weekDay: 'Hari dalam minggu',
  hours: 'Jam',
  minutes: 'Menit',
  seconds: 'Detik',
  meridiem: 'AM/PM',
  empty: 'Kosong',
};

/** The chart texts a screen of the app can show (overlay, toolbar, zoom, export). */
export const CHARTS_LOCALE_ID: Partial<ChartsLocaleText> = {
  loading: 'Memuat data…',
  noData: 'Tidak ada data',
  zoomIn: 'Perbesar',
  zoomOut: 'Perkecil',
  toolbarExport: 'Ekspor',
  toolbarExportPrint: 'Cetak',
  toolbarExportImage: (mimeType: string) => `Ekspor sebagai ${String(mimeType).replace('image/', '').toUpperCase()}`,
  toolbarExportExcel: 'Ekspor ke Excel',
};
