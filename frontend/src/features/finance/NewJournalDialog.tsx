/**
 * 'Transaksi Baru' (part 2 §2, §5): tab Pengeluaran Cepat (nominal, expense
 * account 6-…, cash account, date, memo: debits the expense, credits cash)
 * and tab Umum (general journal lines with the live balance in integer cents).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import dayjs from 'dayjs';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { FormDialog } from '../../components/FormDialog';
import { useBookLock } from '../../data/useBookLock';
import { at, useDialogForm } from '../../components/useDialogForm';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { AmountField } from './AmountField';
import { BalanceChip } from './BalanceChip';
import {
  FINANCE_TEXTS,
  MIN_LINES,
  QUICK_SERVER_FIELDS,
  accountLabel,
  cashAccounts,
  centsRupiah,
  emptyGeneralForm,
  emptyLine,
  emptyQuickForm,
  expenseAccounts,
  generalBody,
  journalBalance,
  CONTROL_NOTE,
  lineAccounts,
  postJournal,
  quickBody,
  removeLine,
  setLineAmount,
  validateGeneral,
  validateQuick,
  withDefaultAccounts,
  type Account,
  type GeneralForm,
  type QuickForm,
} from './finance';

type TabName = 'quick' | 'general';

export interface NewJournalDialogProps {
  onClose: () => void;
  /** After a journal was posted, with its code. */
  onPosted: (code: string) => void;
}

/** An account picker of the quick expense showing `fallback` (the default account) until the user picks one. */
function QuickAccountSelect({ control, name, label, options, fallback }: { control: Control<QuickForm>; name: 'expenseId' | 'cashId'; label: string; options: Account[]; fallback: number | '' }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      size="small"
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value === '' ? fallback : field.value}
      onChange={(e) => field.onChange(Number(e.target.value))}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
    >
      {options.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {accountLabel(a)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The debit or credit of a general journal line: a typed amount clears the other side (part 2 §5). */
function LineAmount({ control, index, side }: { control: Control<GeneralForm>; index: number; side: 'debit' | 'credit' }) {
  const other = side === 'debit' ? 'credit' : 'debit';
  const { field } = useController({ control, name: `lines.${index}.${side}` });
  const { field: otherField } = useController({ control, name: `lines.${index}.${other}` });
  const line = useWatch({ control, name: `lines.${index}` });
  const change = (text: string) => {
    const next = setLineAmount(line, side, text);
    field.onChange(next[side]);
    if (next[other] !== otherField.value) otherField.onChange(next[other]);
  };
  return <AmountField label={side === 'debit' ? 'Debit' : 'Kredit'} size="small" name={field.name} inputRef={field.ref} value={field.value} onChange={change} onBlur={field.onBlur} sx={{ flex: 1 }} />;
}

export function NewJournalDialog({ onClose, onPosted }: NewJournalDialogProps) {
  const accounts = useApiQuery('/api/finance/accounts', { params: { query: { active: true } } });
  const all = accounts.data ?? [];
  const [tab, setTab] = useState<TabName>('quick');
  const today = dayjs();
  const lock = useBookLock();
  // Each tab holds its form, taken afresh when the dialog opens; the nominal and the date answer at their
  // field, the balance of the whole journal (and a refused line, numbered among the lines sent) at the top.
  const quick = useDialogForm<QuickForm>({
    values: emptyQuickForm(),
    check: (f) => {
      const closed = lock.problem(f.date);
      return closed ? at('date', closed) : validateQuick(withDefaultAccounts(f, all));
    },
    serverFields: QUICK_SERVER_FIELDS,
  });
  const general = useDialogForm<GeneralForm>({
    values: emptyGeneralForm(),
    check: (f) => {
      const closed = lock.problem(f.date);
      return closed ? at('date', closed) : validateGeneral(f);
    },
    serverFields: { trx_date: 'date' },
  });
  const lineFields = useFieldArray({ control: general.control, name: 'lines' });
  const lines = useWatch({ control: general.control, name: 'lines' });
  const posted = (j: { header: { code: string } }) => onPosted(j.header.code);
  const saveQuick = useApiMutation(postJournal, { fallback: FINANCE_TEXTS.save, onSuccess: posted, onError: quick.onServerError });
  const saveGeneral = useApiMutation(postJournal, {
    fallback: FINANCE_TEXTS.save,
    onSuccess: posted,
    onError: general.onServerError,
  });
  const busy = saveQuick.busy || saveGeneral.busy;

  // Until the user picks, the quick expense uses the first expense account and the Kas account.
  const defaults = emptyQuickForm(all);
  const balance = journalBalance(lines);

  const submit = () => {
    if (tab === 'quick') quick.submit((f) => saveQuick.trigger(quickBody(withDefaultAccounts(f, all))))();
    else general.submit((f) => saveGeneral.trigger(generalBody(f)))();
  };
  const error = (tab === 'quick' ? quick.dialog.error : general.dialog.error) ?? (accounts.error ? errorText(accounts.error, FINANCE_TEXTS.accounts) : null);

  return (
    <FormDialog
      open
      title="Transaksi Baru"
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      error={error}
      maxWidth={tab === 'general' ? 'lg' : 'sm'}
      onOpen={() => {
        quick.dialog.onOpen();
        general.dialog.onOpen();
      }}
      belowTitle={
        <Tabs
          value={tab}
          onChange={(_e, v: TabName) => {
            setTab(v);
            for (const form of [quick, general]) {
              form.clearErrors();
              form.setTopError(null);
            }
          }}
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="quick" label="Pengeluaran Cepat" />
          <Tab value="general" label="Umum" />
        </Tabs>
      }
    >
      {tab === 'quick' ? (
        <>
          <FormNumberInput control={quick.control} name="amount" mode="decimal" decimals={2} label="Nominal (Rp)" size="small" required autoFocus />
          <QuickAccountSelect control={quick.control} name="expenseId" label="Akun biaya" options={expenseAccounts(all)} fallback={defaults.expenseId} />
          <QuickAccountSelect control={quick.control} name="cashId" label="Akun kas" options={cashAccounts(all)} fallback={defaults.cashId} />
          <DatePickerProvider>
            <FormDateInput control={quick.control} name="date" label="Tanggal" maxDate={today} lockDate={lock.lockDate} size="small" required sx={{ minWidth: 190 }} />
          </DatePickerProvider>
          <FormTextField control={quick.control} name="memo" label="Memo" size="small" slotProps={{ htmlInput: { maxLength: 300 } }} />
          <Typography variant="body2" color="text.secondary">
            Debit akun biaya, kredit akun kas.
          </Typography>
        </>
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <DatePickerProvider>
              <FormDateInput control={general.control} name="date" label="Tanggal" maxDate={today} lockDate={lock.lockDate} size="small" required sx={{ minWidth: 190 }} />
            </DatePickerProvider>
            <FormTextField control={general.control} name="memo" label="Memo" size="small" fullWidth slotProps={{ htmlInput: { maxLength: 300 } }} />
            <FormTextField control={general.control} name="party" label="Pihak" size="small" sx={{ minWidth: 220 }} slotProps={{ htmlInput: { maxLength: 120 } }} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {CONTROL_NOTE}
          </Typography>
          {lineFields.fields.map((line, i) => (
            <Stack key={line.id} direction={{ xs: 'column', md: 'row' }} spacing={1} role="group" aria-label={`Baris ${i + 1}`} sx={{ alignItems: { md: 'center' } }}>
              <FormTextField control={general.control} name={`lines.${i}.accountId`} select size="small" label="Akun" sx={{ flex: 2, minWidth: 220 }}>
                {lineAccounts(all).map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {accountLabel(a)}
                  </MenuItem>
                ))}
              </FormTextField>
              <LineAmount control={general.control} index={i} side="debit" />
              <LineAmount control={general.control} index={i} side="credit" />
              <FormTextField control={general.control} name={`lines.${i}.note`} label="Catatan" size="small" sx={{ flex: 1.5 }} slotProps={{ htmlInput: { maxLength: 200 } }} />
              <IconButton aria-label={`Hapus baris ${i + 1}`} disabled={lineFields.fields.length <= MIN_LINES} onClick={() => lineFields.replace(removeLine(general.getValues('lines'), line.key))}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button startIcon={<AddIcon />} onClick={() => lineFields.append(emptyLine())}>
              Tambah baris
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Stack direction="row" spacing={2} useFlexGap aria-label="Keseimbangan" role="status" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">Total debit: {centsRupiah(balance.debit)}</Typography>
              <Typography variant="body2">Total kredit: {centsRupiah(balance.credit)}</Typography>
              <Typography variant="body2">Selisih: {centsRupiah(Math.abs(balance.difference))}</Typography>
              <BalanceChip balanced={balance.balanced && balance.linesValid} />
            </Stack>
          </Stack>
        </>
      )}
    </FormDialog>
  );
}
