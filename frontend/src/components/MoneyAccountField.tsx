/**
 * 'Dari akun' of a cash or transfer payment (issue #37): the Kas/Bank account the money leaves
 * from, the main Kas (Tunai) or Bank (Transfer) first and by default, then their active
 * sub-accounts (lib/money-account). Used by the feed purchase and the Bayar Hutang dialogs. The
 * field's value is '' (the main account) or an account id as text; a choice the method no longer
 * offers (Tunai → Transfer) falls back to ''.
 */
import MenuItem from '@mui/material/MenuItem';
import { useEffect } from 'react';
import { useController, type FieldValues, type PathValue } from 'react-hook-form';
import { useApiQuery } from '../api/hooks';
import { moneyAccountOptions } from '../lib/money-account';
import { FormTextField, type BoundField } from './FormFields';

export interface MoneyAccountFieldProps<F extends FieldValues> extends BoundField<F> {
  /** Tunai (Kas accounts) or Transfer (Bank accounts). */
  method: 'cash' | 'transfer';
}

/** The select of the account money leaves from, bound to a text field of the form. */
export function MoneyAccountField<F extends FieldValues>({ control, name, method }: MoneyAccountFieldProps<F>) {
  const accounts = useApiQuery('/api/finance/accounts', { params: { query: { active: true } } });
  const options = moneyAccountOptions(accounts.data, method);
  const { field } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  const offered = options.some((o) => o.value === value);
  const { onChange } = field;
  useEffect(() => {
    if (!offered && accounts.data) onChange('' as PathValue<F, typeof name>);
  }, [offered, accounts.data, onChange]);
  return (
    <FormTextField
      control={control}
      name={name}
      select
      label="Dari akun"
      size="small"
      // '' is the main account: shown as its name, not as an empty select.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      helperText={accounts.error ? 'Gagal memuat akun kas/bank' : undefined}
    >
      {options.map((o) => (
        <MenuItem key={o.value || 'utama'} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
