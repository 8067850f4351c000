/**
 * The app's date input (dd/mm/yyyy): a text box with a dd/mm/yyyy mask and a calendar button
 * (components/DateInputField, with react-number-format: ~5.5 KB gzip). The field's code loads when
 * the user first reaches for a date input — a touch or focus of its box, a tap of its calendar
 * button — once for the whole app (docs/adr/0028-delivery-budgets-and-chunks.md). Until then a
 * plain field of the same label, size, day and calendar button holds its place, read-only; the
 * field then takes its place, focused, or with its calendar open when that button was tapped. A page
 * shown after it arrived gets the field at once.
 */
import { useState, type ComponentType } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { PICKERS_LOCALE_ID } from '../lib/mui-x-locale';
import { DATE_FORMAT } from './DatePickerProvider';
import { DATE_BOX_SX, type DateInputProps } from './date-input-rules';
import type { DateInputFieldProps } from './DateInputField';

export { dateProblem, FIRST_DAY, isCompleteDay, type DateInputProps } from './date-input-rules';

/** The field once loaded (then rendered directly, without a stand-in). */
let loaded: ComponentType<DateInputFieldProps> | null = null;

/** Loads the field (the first date input reached for does; tests call it before rendering). */
export function preloadDateInput(): Promise<ComponentType<DateInputFieldProps>> {
  return import('./DateInputField').then((m) => (loaded = m.default));
}

/** How the user reached for a date input before its field was there: to type in it, or for its calendar. */
type Intent = 'type' | 'calendar';

/** Same label, size, day and calendar button as the field, read-only: reaching for it loads the field. */
function StandIn({ onWanted, label, value, required, disabled, size, fullWidth, helperText, error, sx }: DateInputProps & { onWanted: (intent: Intent) => void }) {
  const day = value && value.isValid() ? value.format(DATE_FORMAT) : null;
  return (
    <TextField
      label={label}
      value={day ?? ''}
      required={required}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      helperText={helperText}
      error={error}
      sx={sx}
      slotProps={{
        htmlInput: { readOnly: true, onFocus: () => onWanted('type'), onPointerDown: () => onWanted('type') },
        input: {
          sx: DATE_BOX_SX,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" disabled={disabled} aria-label={PICKERS_LOCALE_ID.openDatePickerDialogue(day)} onClick={() => onWanted('calendar')} sx={{ width: 44, height: 44 }}>
                <CalendarMonthIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The app's date input: a day is handed to the screen only when whole and inside
 * `[minDate, maxDate]` (see {@link DateInputProps}); the calendar offers only those days.
 */
export function DateInput(props: DateInputProps) {
  const [Field, setField] = useState<ComponentType<DateInputFieldProps> | null>(() => loaded);
  const [intent, setIntent] = useState<Intent | null>(null);
  const want = (next: Intent) => {
    if (intent) return;
    setIntent(next);
    // A load that failed (the network dropped) is tried again at the next touch.
    preloadDateInput().then(
      (field) => setField(() => field),
      () => setIntent(null),
    );
  };
  if (Field) return <Field {...props} autoFocus={intent === 'type'} calendarOpen={intent === 'calendar'} />;
  return <StandIn {...props} onWanted={want} />;
}
