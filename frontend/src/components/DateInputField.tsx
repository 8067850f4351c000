/**
 * The field of the app's date input (components/DateInput, which loads this module when the user first
 * reaches for a date input): a text box with a dd/mm/yyyy mask (react-number-format's `PatternFormat` in MUI's
 * TextField) and a calendar button. The calendar (MUI X DateCalendar, components/DateCalendarPopover)
 * loads the first time it is opened (docs/adr/0028-delivery-budgets-and-chunks.md).
 */
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { PatternFormat } from 'react-number-format';
import dayjs, { type Dayjs } from 'dayjs';
import { openMinDate } from '../lib/book-lock';
import { PICKERS_LOCALE_ID } from '../lib/mui-x-locale';
import { DATE_FORMAT } from './DatePickerProvider';
import { DATE_BOX_SX, DAY_PLACEHOLDER, dateProblem, dayDigits, FIRST_DAY, isCompleteDay, readDay, type DateInputProps } from './date-input-rules';

/** The calendar opens in a popover loaded when first asked for (MUI X, about 27 KB gzip that a route need not carry). */
const CalendarPopover = lazy(() => import('./DateCalendarPopover'));

/** What an unfilled place of the mask shows: hh/bb/tttt (hari, bulan, tahun). */
const MASK = DAY_PLACEHOLDER.replace(/\//g, '').split('');

/**
 * The text box of the field: the digits (DDMMYYYY) shown as dd/mm/yyyy, unfilled places as hh/bb/tttt.
 * `onDigits` gets the digits after each keystroke (not when `value` changes).
 */
function DayMaskInput({ ref, value, onDigits, ...rest }: Omit<InputBaseComponentProps, 'defaultValue' | 'type'> & { ref?: Ref<HTMLInputElement>; onDigits?: (digits: string) => void }) {
  return (
    <PatternFormat
      {...rest}
      getInputRef={ref}
      format="##/##/####"
      mask={MASK}
      value={value as string}
      valueIsNumericString
      onValueChange={({ value: digits }, { source }) => {
        if (source === 'event') onDigits?.(digits);
      }}
    />
  );
}

const sameDay = (a: Dayjs | null, b: Dayjs | null) => (!a || !a.isValid() ? !b || !b.isValid() : !!b && b.isValid() && a.isSame(b, 'day'));

/** The field's props: the date input's, and how it starts when the user reached for it before it was loaded. */
export interface DateInputFieldProps extends DateInputProps {
  /** Takes the focus when shown (the user touched or focused the box while the field loaded). */
  autoFocus?: boolean;
  /** Opens its calendar once shown (the user tapped the calendar button while the field loaded). */
  calendarOpen?: boolean;
}

/**
 * The app's date input: a labelled text box where the day is typed as 8 digits (the slashes come by
 * themselves; `inputMode` numeric for a phone's number pad) and a calendar button (44×44). A day is
 * handed to the screen (`onChange`) only when whole, real (31/02/2025 is not) and inside
 * `[minDate, maxDate]` after `lockDate`: on the 8th digit typed, when the field is left, on Enter,
 * or when picked in the calendar (which offers only those days). Otherwise the reason shows under
 * the field (its helper text, described-by) and goes to `onProblem`. Emptying the field hands null.
 * ArrowUp/ArrowDown move the day one day later/earlier within the window. See {@link DateInputProps}.
 * Screens use it through `DateInput`.
 */
export default function DateInputField({ label, value, onChange, maxDate, minDate: givenMin = FIRST_DAY, lockDate, required, disabled, size, fullWidth, helperText, error, sx, onProblem, autoFocus, calendarOpen }: DateInputFieldProps) {
  const minDate = openMinDate(lockDate, givenMin) ?? givenMin;
  /** The digits typed (DDMMYYYY, up to 8). */
  const [text, setText] = useState(() => dayDigits(value));
  /** The screen's day the text was last set from: a new one replaces what is typed. */
  const [shown, setShown] = useState<Dayjs | null>(value);
  const [open, setOpen] = useState(false);
  // Asked for before the field was there: opened once the field is on screen (the calendar is placed at its box).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after the commit: the calendar is anchored at the field's box, which the first render has not placed yet.
    if (calendarOpen) setOpen(true);
  }, [calendarOpen]);
  const [problem, setProblem] = useState<string | null>(null);
  const anchor = useRef<HTMLDivElement | null>(null);
  /** Whether the box had the focus when the mouse was pressed on it (a first click selects all). */
  const hadFocus = useRef(false);

  if (!sameDay(shown, value)) {
    // A new day from the screen (another page, '=kemarin', a reset) replaces what is typed.
    setShown(value);
    setText(dayDigits(value));
    if (problem) setProblem(null);
  }

  const report = (message: string | null) => {
    setProblem(message);
    onProblem?.(message);
  };

  /** Hands `next` to the screen; back to the day shown before when the screen answers false. */
  const handOver = (next: Dayjs | null) => {
    const before = value;
    void Promise.resolve(onChange(next)).then((ok) => {
      if (ok === false) setText(dayDigits(before));
    });
  };

  /** Hands the day of `digits` to the screen when it is a whole day in the window; shows the reason otherwise. */
  const commit = (digits: string) => {
    if (digits === '') {
      report(null);
      if (value && value.isValid()) handOver(null);
      return;
    }
    const read = readDay(digits);
    const why = read.day ? dateProblem(read.day, givenMin, maxDate, lockDate) : read.problem;
    report(why);
    if (read.day && !why && !sameDay(read.day, value)) handOver(read.day);
  };

  const pick = (day: Dayjs) => {
    setText(dayDigits(day));
    commit(dayDigits(day));
  };

  /** ArrowUp/ArrowDown: the day one day later/earlier, if still in the window (today, or the nearest day of the window, when none). */
  const step = (by: 1 | -1) => {
    const read = readDay(text);
    const base = read.day ?? (value && value.isValid() ? value : null);
    let next = base ? base.add(by, 'day') : dayjs().startOf('day');
    if (!base && maxDate && next.isAfter(maxDate, 'day')) next = maxDate;
    if (!base && next.isBefore(minDate, 'day')) next = minDate;
    if (isCompleteDay(next, minDate, maxDate)) pick(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit(text);
    else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const complete = readDay(text).day;
  const calendarDay = complete && isCompleteDay(complete, minDate, maxDate) ? complete : null;

  return (
    <>
      <TextField
        ref={anchor}
        value={text}
        onBlur={() => commit(text)}
        onFocus={(e) => e.target.select()}
        autoFocus={autoFocus}
        label={label}
        placeholder={DAY_PLACEHOLDER}
        required={required}
        disabled={disabled}
        size={size}
        fullWidth={fullWidth}
        sx={sx}
        error={error || !!problem}
        helperText={problem ?? helperText}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            onDigits: (digits: string) => {
              setText(digits);
              // A whole day goes over at once, and so does an emptied field.
              if (digits.length === 8 || digits === '') commit(digits);
            },
            onKeyDown,
            onMouseDown: (e: MouseEvent<HTMLInputElement>) => {
              hadFocus.current = document.activeElement === e.currentTarget;
            },
            onMouseUp: (e: MouseEvent<HTMLInputElement>) => {
              // The first click into the box selects the whole day (typing replaces it), a later one places the caret.
              if (!hadFocus.current) {
                e.preventDefault();
                e.currentTarget.select();
                hadFocus.current = true;
              }
            },
          },
          input: {
            inputComponent: DayMaskInput,
            sx: DATE_BOX_SX,
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  disabled={disabled}
                  aria-label={PICKERS_LOCALE_ID.openDatePickerDialogue(calendarDay ? calendarDay.format(DATE_FORMAT) : null)}
                  onClick={() => setOpen(true)}
                  sx={{ width: 44, height: 44 }}
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <CalendarPopover
            anchorEl={anchor.current}
            label={label}
            value={calendarDay ?? (value && isCompleteDay(value, minDate, maxDate) ? value : null)}
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
