/**
 * Rules of the app's date input (components/DateInput): reading the typed digits (dd/mm/yyyy) as a
 * day, the window of days a screen may ask for and the message of a day outside it. Pure functions,
 * shared by the field and the screens.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { SxProps, Theme } from '@mui/material/styles';
import { closedPeriodMessage, isClosedDay } from '../lib/book-lock';
import { DATE_FORMAT } from './DatePickerProvider';

/** First day any entry or read may have (the server's window starts there). */
export const FIRST_DAY = dayjs('2000-01-01');

/** True for a whole, valid day within [min, max]: what a screen may ask the server for. */
export function isCompleteDay(value: Dayjs | null, min: Dayjs = FIRST_DAY, max?: Dayjs): value is Dayjs {
  if (!value || !value.isValid()) return false;
  if (value.isBefore(min, 'day')) return false;
  return !(max && value.isAfter(max, 'day'));
}

export interface DateInputProps {
  label: string;
  /** The last complete, valid day (null: none). */
  value: Dayjs | null;
  /**
   * Called with a day only once it is complete and valid (typing '0202' on the way to '2025' is
   * not a day), and with null when the field is emptied. Answering false (or a promise of false)
   * keeps the day shown before (the screen chose not to change it).
   */
  onChange: (value: Dayjs | null) => void | boolean | Promise<boolean | void>;
  /** Latest day offered (entry screens: the farm's today). */
  maxDate?: Dayjs;
  minDate?: Dayjs;
  /**
   * Month close: the farm's lock date (YYYY-MM-DD, from `useBookLock()`; null/absent: nothing
   * closed). The calendar starts at the day after it, and a closed day typed shows 'Periode sampai
   * dd/mm/yyyy sudah ditutup.' and is never handed to the screen. Forms that post to the books pass it.
   */
  lockDate?: string | null;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  helperText?: string;
  error?: boolean;
  sx?: SxProps<Theme>;
  /** Called when the day typed or picked is outside [minDate, maxDate] (its message, or null when fixed). */
  onProblem?: (message: string | null) => void;
}

/** Message of a day outside the window, or in a closed period (on or before `lockDate`). */
export const dateProblem = (value: Dayjs, min: Dayjs, max?: Dayjs, lockDate?: string | null): string | null => {
  if (max && value.isAfter(max, 'day')) return `Tanggal tidak boleh melewati ${max.format(DATE_FORMAT)}.`;
  if (lockDate && isClosedDay(value, lockDate)) return closedPeriodMessage(lockDate);
  if (value.isBefore(min, 'day')) return `Tanggal tidak boleh sebelum ${min.format(DATE_FORMAT)}.`;
  return null;
};

/** The 8 digits a day is typed with (DDMMYYYY, the field's text without its slashes); '' for none. */
export const dayDigits = (value: Dayjs | null | undefined): string => (value && value.isValid() ? value.format('DDMMYYYY') : '');

/** Style of the box of the date input (and of its stand-in while it loads): 44 px high at least, a finger's tap target even when small. */
export const DATE_BOX_SX = { minHeight: 44 } as const;

/** The field's placeholder and mask: hari/bulan/tahun. */
export const DAY_PLACEHOLDER = 'hh/bb/tttt';

/**
 * Reads the digits typed into the date input (DDMMYYYY, up to 8) strictly: the day, or the reason it
 * is none — 'Tanggal belum lengkap (hh/bb/tttt).' for fewer than 8 digits, 'Tanggal 31/02/2025
 * tidak ada.' for a day the calendar does not have (no rolling over into the next month). The window
 * of the screen is not checked here ({@link dateProblem}).
 */
export function readDay(digits: string): { day: Dayjs; problem?: undefined } | { day?: undefined; problem: string } {
  if (!/^\d{8}$/.test(digits)) return { problem: `Tanggal belum lengkap (${DAY_PLACEHOLDER}).` };
  const [d, m, y] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4))];
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m - 1, d); // not new Date(y, …): that reads years 0–99 as 1900–1999
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) {
    return { problem: `Tanggal ${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)} tidak ada.` };
  }
  return { day: dayjs(date).startOf('day') };
}
