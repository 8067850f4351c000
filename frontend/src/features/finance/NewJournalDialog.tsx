/**
 * 'Transaksi Baru' (part 2 §2, §5): tab Pengeluaran Cepat (nominal, expense
 * account 6-…, cash account, date, memo: debits the expense, credits cash)
 * and tab Umum (general journal lines with the live balance in integer cents).
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { useBookLock } from '../../lib/useBookLock';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { AmountField } from './AmountField';
import { BalanceChip } from './BalanceChip';
import {
  FINANCE_TEXTS,
  MIN_LINES,
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
  type GeneralForm,
  type JournalLineForm,
  type QuickForm,
} from './finance';

type TabName = 'quick' | 'general';

export interface NewJournalDialogProps {
  onClose: () => void;
  /** After a journal was posted, with its code. */
  onPosted: (code: string) => void;
}

export function NewJournalDialog({ onClose, onPosted }: NewJournalDialogProps) {
  const accounts = useApiQuery('/api/finance/accounts', { params: { query: { active: true } } });
  const all = accounts.data ?? [];
  const [tab, setTab] = useState<TabName>('quick');
  const [quick, setQuick] = useState<QuickForm>(() => emptyQuickForm());
  const [general, setGeneral] = useState<GeneralForm>(() => emptyGeneralForm());
  const [inputError, setInputError] = useState<string | null>(null);
  const save = useApiMutation(postJournal, { fallback: FINANCE_TEXTS.save, onSuccess: (j) => onPosted(j.header.code) });

  // Until the user picks, the quick expense uses the first expense account and the Kas account.
  const defaults = emptyQuickForm(all);
  const q: QuickForm = { ...quick, expenseId: quick.expenseId === '' ? defaults.expenseId : quick.expenseId, cashId: quick.cashId === '' ? defaults.cashId : quick.cashId };
  const balance = journalBalance(general.lines);
  const today = dayjs();
  const lock = useBookLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.busy) return;
    const invalid = lock.problem(tab === 'quick' ? q.date : general.date) ?? (tab === 'quick' ? validateQuick(q) : validateGeneral(general));
    setInputError(invalid);
    if (!invalid) void save.trigger(tab === 'quick' ? quickBody(q) : generalBody(general));
  };
  const setLine = (key: number, change: (l: JournalLineForm) => JournalLineForm) =>
    setGeneral((g) => ({ ...g, lines: g.lines.map((l) => (l.key === key ? change(l) : l)) }));
  const error = inputError ?? save.error ?? (accounts.error ? errorText(accounts.error, FINANCE_TEXTS.accounts) : null);

  const dateField = (value: QuickForm['date'], onChange: (d: QuickForm['date']) => void) => (
    <DatePickerProvider>
      <DateInput label="Tanggal" value={value} onChange={onChange} maxDate={today} lockDate={lock.lockDate} size="small" required sx={{ minWidth: 190 }} />
    </DatePickerProvider>
  );

  return (
    <Dialog
      open
      onClose={save.busy ? undefined : onClose}
      fullWidth
      maxWidth={tab === 'general' ? 'lg' : 'sm'}
      aria-labelledby="new-journal-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id="new-journal-title">Transaksi Baru</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_e, v: TabName) => {
          setTab(v);
          setInputError(null);
          save.reset();
        }}
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="quick" label="Pengeluaran Cepat" />
        <Tab value="general" label="Umum" />
      </Tabs>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {tab === 'quick' ? (
            <>
              <AmountField label="Nominal (Rp)" size="small" required autoFocus value={q.amount} onChange={(amount) => setQuick((f) => ({ ...f, amount }))} />
              <TextField
                select
                size="small"
                label="Akun biaya"
                value={q.expenseId === '' ? '' : String(q.expenseId)}
                onChange={(e) => setQuick((f) => ({ ...f, expenseId: Number(e.target.value) }))}
              >
                {expenseAccounts(all).map((a) => (
                  <MenuItem key={a.id} value={String(a.id)}>
                    {accountLabel(a)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label="Akun kas"
                value={q.cashId === '' ? '' : String(q.cashId)}
                onChange={(e) => setQuick((f) => ({ ...f, cashId: Number(e.target.value) }))}
              >
                {cashAccounts(all).map((a) => (
                  <MenuItem key={a.id} value={String(a.id)}>
                    {accountLabel(a)}
                  </MenuItem>
                ))}
              </TextField>
              {dateField(q.date, (date) => setQuick((f) => ({ ...f, date })))}
              <TextField label="Memo" size="small" value={q.memo} onChange={(e) => setQuick((f) => ({ ...f, memo: e.target.value }))} slotProps={{ htmlInput: { maxLength: 300 } }} />
              <Typography variant="body2" color="text.secondary">
                Debit akun biaya, kredit akun kas.
              </Typography>
            </>
          ) : (
            <>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                {dateField(general.date, (date) => setGeneral((g) => ({ ...g, date })))}
                <TextField label="Memo" size="small" fullWidth value={general.memo} onChange={(e) => setGeneral((g) => ({ ...g, memo: e.target.value }))} slotProps={{ htmlInput: { maxLength: 300 } }} />
                <TextField label="Pihak" size="small" sx={{ minWidth: 220 }} value={general.party} onChange={(e) => setGeneral((g) => ({ ...g, party: e.target.value }))} slotProps={{ htmlInput: { maxLength: 120 } }} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {CONTROL_NOTE}
              </Typography>
              {general.lines.map((line, i) => (
                <Stack key={line.key} direction={{ xs: 'column', md: 'row' }} spacing={1} role="group" aria-label={`Baris ${i + 1}`} sx={{ alignItems: { md: 'center' } }}>
                  <TextField
                    select
                    size="small"
                    label="Akun"
                    value={line.accountId === '' ? '' : String(line.accountId)}
                    onChange={(e) => setLine(line.key, (l) => ({ ...l, accountId: Number(e.target.value) }))}
                    sx={{ flex: 2, minWidth: 220 }}
                  >
                    {lineAccounts(all).map((a) => (
                      <MenuItem key={a.id} value={String(a.id)}>
                        {accountLabel(a)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <AmountField label="Debit" size="small" value={line.debit} onChange={(t) => setLine(line.key, (l) => setLineAmount(l, 'debit', t))} sx={{ flex: 1 }} />
                  <AmountField label="Kredit" size="small" value={line.credit} onChange={(t) => setLine(line.key, (l) => setLineAmount(l, 'credit', t))} sx={{ flex: 1 }} />
                  <TextField label="Catatan" size="small" value={line.note} onChange={(e) => setLine(line.key, (l) => ({ ...l, note: e.target.value }))} sx={{ flex: 1.5 }} slotProps={{ htmlInput: { maxLength: 200 } }} />
                  <IconButton
                    aria-label={`Hapus baris ${i + 1}`}
                    disabled={general.lines.length <= MIN_LINES}
                    onClick={() => setGeneral((g) => ({ ...g, lines: removeLine(g.lines, line.key) }))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Button startIcon={<AddIcon />} onClick={() => setGeneral((g) => ({ ...g, lines: [...g.lines, emptyLine()] }))}>
                  Tambah baris
                </Button>
                <Box sx={{ flexGrow: 1 }} />
                <Stack direction="row" spacing={2} aria-label="Keseimbangan" role="status" sx={{ alignItems: 'center' }}>
                  <Typography variant="body2">Total debit: {centsRupiah(balance.debit)}</Typography>
                  <Typography variant="body2">Total kredit: {centsRupiah(balance.credit)}</Typography>
                  <Typography variant="body2">Selisih: {centsRupiah(Math.abs(balance.difference))}</Typography>
                  <BalanceChip balanced={balance.balanced && balance.linesValid} />
                </Stack>
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={save.busy} color="inherit">
          Batal
        </Button>
        <Button type="submit" variant="contained" disabled={save.busy}>
          {save.busy ? 'Memproses…' : 'Simpan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
