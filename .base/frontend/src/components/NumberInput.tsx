import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { caretAfterRegroup, checkNumber, settleNumber, stepNumber, typeNumber, type NumberMode } from '../lib/number-input';

export type NumberInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'multiline'> & {
  /** The text the field shows (the state); `parseNumber`/`checkNumber` (lib/number-input) give its value. */
  value: string;
  onChange: (text: string) => void;
  /**
   * `integer`: rupiah and whole counts, grouped as typed ('7.900'); `decimal`: kg in dialogs,
   * grouped, comma for decimals ('1.234,5'); `entry`: the daily grids, comma or dot for decimals,
   * shown with a comma once left.
   */
  mode: NumberMode;
  /** Digits after the separator (default 3; `integer` has none). */
  decimals?: number;
  /** ArrowUp/ArrowDown change the value by this much (never below `min`). */
  step?: number;
  min?: number;
  max?: number;
  /** Where a refused text is explained: under the field (default) or only in the field's description (dense grids). */
  errorDisplay?: 'helper' | 'title';
};

/**
 * The one number input of the app (issue #11): what it shows is the value it will save, in
 * Indonesian form. Opens the numeric keypad on tablets; explains a refused text once the field is
 * left ('16.5' as a count, '5.5' as kg).
 */
export function NumberInput({
  value,
  onChange,
  mode,
  decimals = 3,
  step,
  min = 0,
  max,
  errorDisplay = 'helper',
  error,
  helperText,
  onBlur,
  onKeyDown,
  slotProps,
  ...rest
}: NumberInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const [left, setLeft] = useState(false);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const problem = left ? checkNumber(value, mode, { decimals, min, max }).error : null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = typeNumber(value, typed, mode, decimals);
    const at = event.target.selectionStart ?? typed.length;
    caret.current = next === typed ? null : next === value ? Math.max(0, at - (typed.length - value.length)) : caretAfterRegroup(typed, at, next);
    if (next === value && caret.current !== null) {
      // Refused keystroke: React keeps the old text; put the caret back where it was.
      const pos = caret.current;
      caret.current = null;
      requestAnimationFrame(() => input.current?.setSelectionRange(pos, pos));
      return;
    }
    onChange(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    const settled = settleNumber(value, mode, decimals);
    if (settled !== value) onChange(settled);
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (step && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onChange(stepNumber(value, mode, step, event.key === 'ArrowUp' ? 1 : -1, { decimals, min, max }));
    }
    onKeyDown?.(event);
  };

  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...rest}
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
      inputRef={input}
      error={Boolean(error) || Boolean(problem)}
      // A message the form gives at this field (a refusal of its own rule or of the server) wins over the range check's.
      helperText={problem && errorDisplay === 'helper' && !(error && helperText) ? problem : helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: mode === 'integer' ? 'numeric' : 'decimal',
          autoComplete: 'off',
          ...(problem && errorDisplay === 'title' ? { title: problem } : {}),
          ...htmlInput,
        },
      }}
    />
  );
}
