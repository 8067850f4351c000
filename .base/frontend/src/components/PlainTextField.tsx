import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface PlainTextFieldProps {
  label: string;
  name?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * An outlined text input with its label, looking like MUI's TextField, built from the input parts
 * only: TextField also brings its select mode (Select, Menu, Popover, Modal — about 15 KB gzip) into
 * every route that uses it. For the login page, which must load fast on the farm's Wi-Fi (issue #11).
 */
export function PlainTextField({ label, name, type = 'text', autoComplete, required, autoFocus, value, onChange }: PlainTextFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} name={name} type={type} autoComplete={autoComplete} autoFocus={autoFocus} value={value} onChange={onChange} label={label} required={required} />
    </FormControl>
  );
}
