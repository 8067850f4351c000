/**
 * Saldo Awal (/saldo-awal, issue #20 'Opening balances'): the farm's Kas, Bank accounts, customers'
 * open invoices, what it owed its suppliers, feed stock and other assets and liabilities on the day it starts its books here,
 * with a live summary of what goes to Saldo Awal Ekuitas, posted (after a confirmation) as one
 * opening journal SA-… dated the day before the start date. Once the month is closed the server
 * refuses a change (422 '… sudah ditutup.'): the screen shows it and turns read-only. The
 * customer picker of a receivable offers 'Tambah pelanggan' in place (the customer form of Data
 * Pelanggan) and selects the customer added, the supplier picker of a payable (Hutang per pemasok,
 * issue #37) 'Tambah pemasok' likewise; an empty bank picker links to Kode Akun.
 */
import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { useBookLock } from '../../data/useBookLock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { NumberInput } from '../../components/NumberInput';
import { lazyDialog } from '../../components/lazyDialog';
import { PICKER_SOURCES, pickerHelper, type PickerSource } from '../../components/PickerEmpty';
import { PageHeader } from '../../components/PageHeader';
import { NextSetupStep } from '../../components/NextSetupStep';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { OpenBillRows, type OpenBillWords } from './OpenBillRows';
import { centsRupiah } from '../../lib/money';
import {
  OPENING_LIMITS,
  OPENING_TEXTS,
  accountChoices,
  dayBefore,
  formOf,
  isClosedMessage,
  openingBody,
  putOpening,
  summaryOf,
  validateOpening,
  type AccountRow,
  type FinanceAccount,
  type InvoiceRow,
  type OpeningBalances,
  type PayableRow,
  type OpeningForm,
} from './opening-balances';

const CustomerDialog = lazyDialog(() => import('../../components/CustomerDialog').then((m) => m.CustomerDialog), (p) => p.target !== null);
const SupplierDialog = lazyDialog(() => import('../../components/SupplierDialog').then((m) => m.SupplierDialog), (p) => p.target !== null);

const INVOICE_WORDS: OpenBillWords = {
  party: 'Pelanggan tagihan',
  date: 'Tanggal tagihan',
  amount: 'Jumlah tagihan',
  noun: 'tagihan',
  newParty: 'Tambah pelanggan',
  empty: 'Belum ada pelanggan: pilih Tambah pelanggan.',
};
const PAYABLE_WORDS: OpenBillWords = {
  party: 'Pemasok hutang',
  date: 'Tanggal hutang',
  amount: 'Jumlah hutang',
  noun: 'hutang',
  newParty: 'Tambah pemasok',
  empty: 'Belum ada pemasok: pilih Tambah pemasok.',
};

const dayOf = (text: string) => (text ? dayjs(text) : null);
const textOf = (d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}

/** Rows of an account and an amount (Bank, other assets and liabilities). */
function AccountRows({
  label,
  rows,
  choices,
  readOnly,
  limit,
  source,
  onChange,
}: {
  label: string;
  rows: AccountRow[];
  /** The accounts to pick from; undefined while loading. */
  choices: FinanceAccount[] | undefined;
  readOnly: boolean;
  limit: number;
  /** Where accounts of this kind are created, named by the picker while it has none. */
  source?: PickerSource;
  onChange: (rows: AccountRow[]) => void;
}) {
  const set = (n: number, patch: Partial<AccountRow>) => onChange(rows.map((r, i) => (i === n ? { ...r, ...patch } : r)));
  return (
    <>
      {rows.map((r, n) => (
        <Stack key={n} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={`${label} ${n + 1}`}
            value={r.accountId ?? ''}
            onChange={(e) => set(n, { accountId: e.target.value === '' ? null : Number(e.target.value) })}
            disabled={readOnly}
            helperText={source && pickerHelper(choices, source)}
            sx={{ minWidth: 260 }}
          >
            {(choices ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.code} {a.name}
              </MenuItem>
            ))}
          </TextField>
          <NumberInput label={`Jumlah ${label.toLowerCase()} ${n + 1} (Rp)`} size="small" mode="decimal" decimals={2} value={r.amount} onChange={(amount) => set(n, { amount })} disabled={readOnly} />
          {!readOnly && (
            <IconButton aria-label={`Hapus ${label.toLowerCase()} ${n + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== n))}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && rows.length < limit && (
        <Box>
          <Button size="small" onClick={() => onChange([...rows, { accountId: null, amount: '' }])}>
            Tambah {label.toLowerCase()}
          </Button>
        </Box>
      )}
    </>
  );
}

export default function OpeningBalancesPage({ title, subtitle }: PageProps) {
  const tenantId = useTenantId();
  const q = useApiQuery(tenantId ? '/api/finance/opening-balances' : null, {}, { revalidateOnFocus: false });
  const { showToast, toast } = useToast();
  return (
    <DatePickerProvider>
      <PageHeader title={title} subtitle={subtitle} />
      <NextSetupStep after="saldo_awal" watch={q.data} />
      {q.error ? (
        <Alert severity="error">{errorText(q.error, OPENING_TEXTS.load)}</Alert>
      ) : !q.data ? (
        <PageLoading />
      ) : (
        // A new posting (another journal) starts the form again from what the server has.
        <OpeningEditor
          key={q.data.journal?.code ?? 'baru'}
          data={q.data}
          onSaved={async () => {
            showToast(OPENING_TEXTS.saved);
            await q.mutate();
          }}
        />
      )}
      {toast}
    </DatePickerProvider>
  );
}

/** The form of the opening balances, started from what the server has. */
function OpeningEditor({ data, onSaved }: { data: OpeningBalances; onSaved: () => Promise<unknown> }) {
  const tenantId = useTenantId();
  const ready = !!tenantId;
  const accounts = useApiQuery(ready ? '/api/finance/accounts' : null, {});
  const customers = useApiQuery(ready ? '/api/customers' : null, {});
  const suppliers = useApiQuery(ready ? '/api/suppliers' : null, {});
  const [form, setForm] = useState<OpeningForm>(() => formOf(data));
  const [inputError, setInputError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [closed, setClosed] = useState(false);
  // The receivable row whose picker opened 'Tambah pelanggan'.
  const [addingFor, setAddingFor] = useState<number | null>(null);
  // The payable row whose picker opened 'Tambah pemasok'.
  const [supplierFor, setSupplierFor] = useState<number | null>(null);

  const save = useApiMutation(putOpening, {
    fallback: OPENING_TEXTS.save,
    onSuccess: async () => {
      setConfirming(false);
      await onSaved();
    },
    onError: (message) => {
      setConfirming(false);
      if (isClosedMessage(message)) setClosed(true);
    },
  });

  const list = useMemo(() => accounts.data ?? [], [accounts.data]);
  const choices = useMemo(() => (accounts.data ? accountChoices(accounts.data) : undefined), [accounts.data]);
  const types = useMemo(() => new Map(list.map((a) => [a.id, a.type])), [list]);
  const summary = summaryOf(form, types);
  // Closed once the month close covers the opening journal (the server refuses the reversal too).
  const lock = useBookLock();
  const coveredByClose = !!(data.journal && lock.lockDate && lock.lockDate >= data.journal.trx_date);
  const readOnly = closed || coveredByClose || save.busy;
  const set = <K extends keyof OpeningForm>(key: K) => (value: OpeningForm[K]) => {
    setInputError(null);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const setInvoice = (n: number, patch: Partial<InvoiceRow>) => set('invoices')(form.invoices.map((r, i) => (i === n ? { ...r, ...patch } : r)));
  const setPayable = (n: number, patch: Partial<PayableRow>) => set('payables')(form.payables.map((r, i) => (i === n ? { ...r, ...patch } : r)));

  const submit = () => {
    const problem = validateOpening(form);
    setInputError(problem);
    if (!problem) setConfirming(true);
  };

  const journal = data.journal;

  return (
    <>
      <Stack spacing={2}>
        {journal ? (
          <Alert severity="info">
            Saldo awal sudah diposting: jurnal {journal.code} tanggal {formatDate(journal.trx_date)}. Mengubahnya membalik jurnal itu dan memposting yang baru.
          </Alert>
        ) : (
          <Alert severity="info">Isi sekali saat mulai memakai aplikasi. Selisih aset dan kewajiban masuk ke akun Saldo Awal Ekuitas.</Alert>
        )}
        {(closed || coveredByClose) && <Alert severity="warning">{OPENING_TEXTS.closed}</Alert>}

        <Section title="Tanggal mulai">
          <DateInput
            label="Tanggal mulai"
            value={dayOf(form.startDate)}
            onChange={(d) => set('startDate')(textOf(d))}
            maxDate={dayjs()}
            size="small"
            required
            disabled={readOnly}
            helperText={form.startDate ? `Jurnal saldo awal bertanggal ${formatDate(dayBefore(form.startDate))}` : undefined}
          />
        </Section>

        <Section title="Kas & Bank">
          <NumberInput label="Kas (Rp)" size="small" mode="decimal" decimals={2} value={form.kas} onChange={set('kas')} disabled={readOnly} />
          <AccountRows label="Rekening bank" rows={form.banks} choices={choices?.banks} source={PICKER_SOURCES.rekeningBank} readOnly={readOnly} limit={OPENING_LIMITS.banks} onChange={set('banks')} />
        </Section>

        <Section title="Piutang per pelanggan">
          <OpenBillRows
            rows={form.invoices.map((i) => ({ ...i, partyId: i.customerId }))}
            parties={customers.data}
            words={INVOICE_WORDS}
            readOnly={readOnly}
            limit={OPENING_LIMITS.invoices}
            onChange={(n, { partyId, ...patch }) => setInvoice(n, partyId === undefined ? patch : { ...patch, customerId: partyId })}
            onRemove={(n) => set('invoices')(form.invoices.filter((_, i) => i !== n))}
            onAdd={() => set('invoices')([...form.invoices, { customerId: null, invoiceDate: '', dueDate: '', amount: '' }])}
            onNewParty={setAddingFor}
          />
        </Section>

        <Section title="Hutang per pemasok">
          <OpenBillRows
            rows={form.payables.map((p) => ({ ...p, partyId: p.supplierId }))}
            parties={suppliers.data}
            words={PAYABLE_WORDS}
            readOnly={readOnly}
            limit={OPENING_LIMITS.payables}
            onChange={(n, { partyId, ...patch }) => setPayable(n, partyId === undefined ? patch : { ...patch, supplierId: partyId })}
            onRemove={(n) => set('payables')(form.payables.filter((_, i) => i !== n))}
            onAdd={() => set('payables')([...form.payables, { supplierId: null, invoiceDate: '', dueDate: '', amount: '' }])}
            onNewParty={setSupplierFor}
          />
        </Section>

        <Section title="Stok Pakan">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <NumberInput label="Stok pakan (kg)" size="small" mode="decimal" decimals={3} value={form.feedKg} onChange={set('feedKg')} disabled={readOnly} />
            <NumberInput label="Nilai stok pakan (Rp)" size="small" mode="decimal" decimals={2} value={form.feedValue} onChange={set('feedValue')} disabled={readOnly} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            Menjadi pergerakan pertama rata-rata harga pakan (seperti pembelian).
          </Typography>
        </Section>

        <Section title="Aset/Kewajiban lain">
          <AccountRows label="Akun lain" rows={form.others} choices={choices?.others} readOnly={readOnly} limit={OPENING_LIMITS.others} onChange={set('others')} />
        </Section>

        <Paper component="section" aria-label="Ringkasan" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Ringkasan
          </Typography>
          {summary ? (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, '& dd': { m: 0, textAlign: 'right' } }}>
              <dt>Total aset</dt>
              <dd data-testid="total-aset">{centsRupiah(summary.assets)}</dd>
              <dt>Kewajiban & modal lain</dt>
              <dd data-testid="total-kewajiban">{centsRupiah(summary.liabilities)}</dd>
              <dt>
                <strong>Saldo Awal Ekuitas</strong>
              </dt>
              <dd data-testid="saldo-awal-ekuitas">
                <strong>{centsRupiah(summary.equity)}</strong>
              </dd>
            </Box>
          ) : (
            <Typography color="error">Periksa jumlah yang diisi.</Typography>
          )}
        </Paper>

        {(inputError ?? (confirming ? null : save.error)) && <Alert severity="error">{inputError ?? save.error}</Alert>}
        {!closed && !coveredByClose && (
          <Box>
            <Button variant="contained" onClick={submit} disabled={save.busy}>
              {journal ? 'Posting ulang saldo awal' : 'Posting saldo awal'}
            </Button>
          </Box>
        )}
      </Stack>
      <CustomerDialog
        target={addingFor === null ? null : 'new'}
        onClose={() => setAddingFor(null)}
        onSaved={(_message, c) => {
          const n = addingFor;
          setAddingFor(null);
          // The list first, so the picker has the customer it then shows.
          void customers.mutate().then(() => {
            if (n !== null) setForm((f) => ({ ...f, invoices: f.invoices.map((r, i) => (i === n ? { ...r, customerId: c.id } : r)) }));
          });
        }}
      />
      <SupplierDialog
        target={supplierFor === null ? null : 'new'}
        onClose={() => setSupplierFor(null)}
        onSaved={(_message, added) => {
          const n = supplierFor;
          setSupplierFor(null);
          void suppliers.mutate().then(() => {
            if (n !== null) setForm((f) => ({ ...f, payables: f.payables.map((r, i) => (i === n ? { ...r, supplierId: added.id } : r)) }));
          });
        }}
      />
      <ConfirmDialog
        open={confirming}
        title="Posting saldo awal?"
        message={
          summary && form.startDate
            ? `Jurnal saldo awal tanggal ${formatDate(dayBefore(form.startDate))}: total aset ${centsRupiah(summary.assets)}, Saldo Awal Ekuitas ${centsRupiah(summary.equity)}.${journal ? ` Jurnal ${journal.code} dibalik.` : ''}`
            : ''
        }
        confirmLabel="Posting"
        cancelLabel="Batal"
        destructive={false}
        busy={save.busy}
        error={save.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save.trigger(openingBody(form))}
      />
    </>
  );
}
