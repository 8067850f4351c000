import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { Dayjs } from 'dayjs';
import { openMinDate } from '../lib/book-lock';
import { PICKERS_LOCALE_ID } from '../lib/mui-x-locale';
import { DATE_FORMAT } from './DatePickerProvider';
import { dateProblem, FIRST_DAY, isCompleteDay, type DateInputProps } from './date-input-rules';
import { PickersLocalization } from './PickersLocalization';

/** The calendar opens in a popover loaded when first asked for (about 45 KB gzip that a route need not carry). */
const CalendarPopover = lazy(() => import('./DateCalendarPopover'));

/**
 * The app's date input (dd/mm/yyyy, dayjs 'id'): a keyboard field and a calendar button. The
 * calendar offers only days in [minDate, maxDate] (no day after the farm's today on entry screens);
 * a typed day outside them is shown with the reason and never handed to the screen. Screens use it
 * through `DateInput` (components/DateInput.tsx), which loads this module after the first paint; it
 * brings the MUI X localization (dayjs 'id', Indonesian texts) with it.
 */
export default function DateInputField({ label, value, onChange, maxDate, minDate: givenMin = FIRST_DAY, lockDate, required, disabled, size, fullWidth, helperText, error, sx, onProblem }: DateInputProps) {
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
    <PickersLocalization>
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
    </PickersLocalization>
  );
}
