/**
 * MUI fields bound to a dialog's form (`useDialogForm`, react-hook-form): each shows the message of
 * its field's problem (the client check or the server's refusal) as its helper text, in red.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Dayjs } from 'dayjs';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateInput, type DateInputProps } from './DateInput';
import { NumberInput, type NumberInputProps } from './NumberInput';

/** The form and the name of the field a component shows. */
export interface BoundField<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
}

/** The value, change handler and problem of one field. */
function useBound<F extends FieldValues>({ control, name }: BoundField<F>, helperText: TextFieldProps['helperText'], error?: boolean) {
  const { field, fieldState } = useController({ control, name });
  const problem = fieldState.error?.message;
  return { field, error: !!problem || !!error, helperText: problem ?? helperText };
}

/** A TextField (also `select`) of the form. */
export function FormTextField<F extends FieldValues>({ control, name, helperText, error, ...props }: BoundField<F> & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const bound = useBound({ control, name }, helperText, error);
  const { field } = bound;
  const value = field.value as unknown;
  return (
    <TextField
      {...props}
      name={field.name}
      value={value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={bound.error}
      helperText={bound.helperText}
    />
  );
}

/** A NumberInput of the form (its value is the typed text). */
export function FormNumberInput<F extends FieldValues>({ control, name, helperText, error, ...props }: BoundField<F> & Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const bound = useBound({ control, name }, helperText, error);
  const { field } = bound;
  return (
    <NumberInput
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={bound.error}
      helperText={bound.helperText}
    />
  );
}

/** A DateInput of the form (its value is a Dayjs or null). */
export function FormDateInput<F extends FieldValues>({ control, name, helperText, error, ...props }: BoundField<F> & Omit<DateInputProps, 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name });
  const problem = fieldState.error?.message;
  return <DateInput {...props} value={(field.value as Dayjs | null | undefined) ?? null} onChange={field.onChange} error={!!problem || error} helperText={problem ?? helperText} />;
}
