import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { DateField } from '@mui/x-date-pickers/DateField';
import dayjs, { type Dayjs } from 'dayjs';
import { closedPeriodMessage, isClosedDay, openMinDate } from '../lib/book-lock';
import { PICKERS_LOCALE_ID } from '../lib/mui-x-locale';
import { DATE_FORMAT } from './DatePickerProvider';

/** The calendar opens in a popover loaded when first asked for (about 45 KB gzip that a route need not carry). */
const CalendarPopover = lazy(() => import('./DateCalendarPopover'));

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

/**
 * The app's date input (dd/mm/yyyy, dayjs 'id'): a keyboard field and a calendar button. The
 * calendar offers only days in [minDate, maxDate] (no day after the farm's today on entry screens);
 * a typed day outside them is shown with the reason and never handed to the screen.
 */
export function DateInput({ label, value, onChange, maxDate, minDate: givenMin = FIRST_DAY, lockDate, required, disabled, size, fullWidth, helperText, error, sx, onProblem }: DateInputProps) {
  const minDate = openMinDate(lockDate, givenMin) ?? givenMin;
  const [draft, setDraft] = useState<Dayjs | null>(value);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const anchor = useRef<HTMLDivElement | null>(null);
  /** Section the keyboard is in (0 day, 1 month, 2 year; 'all' or null otherwise). */
  const section = useRef<number | 'all' | null>(null);

  // A new day from the screen (another page, '=kemarin', a reset) replaces what is typed.
  useEffect(() => {
    setDraft((d) => (value && d && d.isValid() && d.isSame(value, 'day')) || (!value && !d) ? d : value);
  }, [value]);

  const report = (message: string | null) => {
    setProblem(message);
    onProblem?.(message);
  };

  /** Hands `next` to the screen; back to the shown day when the screen answers false. */
  const handOver = (next: Dayjs | null) => {
    const before = value;
    void Promise.resolve(onChange(next)).then((ok) => {
      if (ok === false) setDraft(before);
    });
  };

  /** Hands `next` to the screen when it is a whole day in the window; shows the reason otherwise. */
  const commit = (next: Dayjs | null) => {
    if (next === null) {
      report(null);
      if (value !== null) handOver(null);
      return;
    }
    if (!next.isValid() || next.year() < 1000) return; // still being typed ('0202' on the way to 2024)
    const why = dateProblem(next, givenMin, maxDate, lockDate);
    report(why);
    if (!why && !(value && next.isSame(value, 'day'))) handOver(next);
  };

  /**
   * Typing changes one section at a time; each step is a date, but not the one meant ('02' typed
   * into the day of 10/06/2025 is 02/06/2025 on the way to 02/03/2024). The day is handed over
   * once the year has been typed, or when the field is left or Enter is pressed.
   */
  const typed = (next: Dayjs | null) => {
    const yearTyped = section.current === 2 && !!next && next.year() !== draft?.year();
    setDraft(next);
    if (next === null || yearTyped || section.current === 'all') commit(next);
  };

  const pick = (day: Dayjs) => {
    setDraft(day);
    commit(day);
  };

  return (
    <>
      <DateField
        ref={anchor}
        label={label}
        value={draft}
        onChange={typed}
        onSelectedSectionsChange={(sel) => {
          section.current = typeof sel === 'number' || sel === 'all' ? sel : null;
        }}
        format={DATE_FORMAT}
        minDate={minDate}
        maxDate={maxDate}
        required={required}
        disabled={disabled}
        size={size}
        fullWidth={fullWidth}
        sx={sx}
        slotProps={{
          textField: {
            error: error || !!problem,
            helperText: problem ?? helperText,
            onBlur: () => commit(draft),
            onKeyDown: (e: KeyboardEvent) => {
              if (e.key === 'Enter') commit(draft);
            },
            slotProps: {
              input: {
                endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    disabled={disabled}
                    aria-label={PICKERS_LOCALE_ID.openDatePickerDialogue(isCompleteDay(draft, minDate, maxDate) ? draft.format(DATE_FORMAT) : null)}
                    onClick={() => setOpen(true)}
                    sx={{ width: 44, height: 44 }}
                  >
                    <CalendarMonthIcon />
                  </IconButton>
                </InputAdornment>
                ),
              },
            },
          },
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <CalendarPopover
            anchorEl={anchor.current}
            label={label}
            value={isCompleteDay(draft, minDate, maxDate) ? draft : (value ?? null)}
            minDate={minDate}
            maxDate={maxDate}
            onPick={(day) => {
              setOpen(false);
              pick(day);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
