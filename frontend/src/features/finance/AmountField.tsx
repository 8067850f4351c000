import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { AMOUNT_INPUT } from './finance';

export type AmountFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (value: string) => void };

/** A rupiah amount as typed: digits, one comma or dot and at most two decimals (minimum 0, step 0.01). */
export function AmountField({ value, onChange, slotProps, ...rest }: AmountFieldProps) {
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(e) => AMOUNT_INPUT.test(e.target.value) && onChange(e.target.value)}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
