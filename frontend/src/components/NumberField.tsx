import type { ChangeEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The typed text (keep it as a string; parse with parseDecimal). */
  value: string;
  onChange: (value: string) => void;
  /** Allow one decimal separator, a comma or a dot (default true). */
  decimal?: boolean;
};

const DECIMAL = /^\d*([.,]\d*)?$/;
const DIGITS = /^\d*$/;

/**
 * Text field for numbers: accepts only digits and, when `decimal`, one comma
 * or dot. Other keystrokes are ignored. Opens the numeric keypad on tablets.
 */
export function NumberField({ value, onChange, decimal = true, slotProps, ...rest }: NumberFieldProps) {
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if ((decimal ? DECIMAL : DIGITS).test(text)) onChange(text);
  };
  return (
    <TextField
      {...rest}
      value={value}
      onChange={handle}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: decimal ? 'decimal' : 'numeric', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
