/**
 * The app's date input (dd/mm/yyyy): a text box with a dd/mm/yyyy mask and a calendar button
 * (components/DateInputField, with react-number-format: ~5 KB gzip). The field loads after the
 * page's first paint, once for the whole app; until it is there a plain field of the same size shows
 * the label and the day, read-only (docs/adr/0028-delivery-budgets-and-chunks.md). A page shown after
 * it arrived gets the field at once.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { DATE_FORMAT } from './DatePickerProvider';
import { DATE_BOX_SX, type DateInputProps } from './date-input-rules';
import { afterPaint } from '../lib/idle';

export { dateProblem, FIRST_DAY, isCompleteDay, type DateInputProps } from './date-input-rules';

/** The field once loaded (then rendered directly, without a placeholder). */
let loaded: ComponentType<DateInputProps> | null = null;

/** Loads the field (the app's first date input does; tests call it before rendering). */
export function preloadDateInput(): Promise<ComponentType<DateInputProps>> {
  return import('./DateInputField').then((m) => (loaded = m.default));
}

/** Asked for once the page around it has painted (its request does not delay the page's first paint). */
const LazyField = lazy(() => afterPaint().then(preloadDateInput).then((field) => ({ default: field })));

/** Same label, size and day as the field, read-only: holds its place while the field loads. */
function Placeholder({ label, value, required, disabled, size, fullWidth, helperText, error, sx }: DateInputProps) {
  return (
    <TextField
      label={label}
      value={value && value.isValid() ? value.format(DATE_FORMAT) : ''}
      required={required}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      helperText={helperText}
      error={error}
      sx={sx}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-busy': true },
        input: {
          sx: DATE_BOX_SX,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" disabled tabIndex={-1} aria-hidden sx={{ width: 44, height: 44 }}>
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
  // Chosen once per field: switching from the lazy to the loaded one would remount it and drop what is typed.
  const [Field] = useState<ComponentType<DateInputProps>>(() => loaded ?? LazyField);
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <Field {...props} />
    </Suspense>
  );
}
