/**
 * The entry part of Penjualan Telur (part 2 §2): date, customer (only active ones, resellers
 * first, with '+ Pelanggan'), payment method (and a due date for piutang), the availability
 * cards of grades A, B and C, and the entry table. Saves through POST /api/egg-sales.
 */
import { useRef, useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { PICKER_SOURCES, PickerEmptyText } from '../../components/PickerEmpty';
import { useBookLock } from '../../data/useBookLock';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { StatCard } from '../../components/StatCard';
import { useUnsavedGuard } from '../../components/useUnsavedGuard';
import { renderListboxGroup } from '../../components/ListboxGroup';
import { formatDate, formatNumber } from '../../lib/format';
import { fetchLastPrices, fillPrices, lastPriceTexts, type PriceTexts } from '../../data/last-prices';
import { paymentMethodOptions } from '../../lib/payment';
import { GradeLines } from './GradeLines';
import { GRADES, SALE_TEXTS, emptyLines, isReseller, emptySaleForm, linesTouched, postSale, saleBody, validateSale, type Customer, type Grade, type SaleDetail, type SaleForm } from './egg-sales';
import { lazyDialog } from '../../components/lazyDialog';
import { HeldEggsNotice } from '../../components/HeldEggsNotice';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const CustomerDialog = lazyDialog(() => import('../../components/CustomerDialog').then((m) => m.CustomerDialog), (p) => p.target !== null);

const TALL = { '& .MuiInputBase-root': { minHeight: 44 } } as const;

export interface SaleEntryProps {
  /** The active customers in the picker's order. */
  customers: readonly Customer[];
  customersLoading: boolean;
  customersError: string | null;
  /** After a customer was added (to reload the list). */
  onCustomerAdded: () => unknown;
  /** After a sale was recorded. */
  onSaved: (sale: SaleDetail) => unknown;
}

/** The new-sale form with its availability cards. */
export function SaleEntry({ customers, customersLoading, customersError, onCustomerAdded, onSaved }: SaleEntryProps) {
  const [form, setForm] = useState<SaleForm>(() => emptySaleForm());
  const [inputError, setInputError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // The chosen customer's last price and its day per grade: filled into empty prices, replaced on the next customer unless typed over.
  const [last, setLast] = useState<{ texts: Partial<PriceTexts>; days: Partial<Record<Grade, string>> }>({ texts: {}, days: {} });
  const choosing = useRef(0);
  // Leaving asks first only for what the user entered: a price filled in from the last sale is not an entry.
  const entered = Object.fromEntries(GRADES.map((g) => [g, form.lines[g].price === last.texts[g] ? { ...form.lines[g], price: '' } : form.lines[g]])) as SaleForm['lines'];
  const guard = useUnsavedGuard(linesTouched(entered));

  const day = form.date?.isValid() ? form.date.format('YYYY-MM-DD') : null;
  const availability = useApiQuery(day ? '/api/egg-sales/available' : null, { params: { query: { date: day ?? undefined } } });
  const a = availability.data;
  const avail = a ? (Object.fromEntries(GRADES.map((g) => [g, a[g].avail_kg])) as Record<Grade, number>) : null;

  const save = useApiMutation(postSale, {
    fallback: SALE_TEXTS.save,
    onSuccess: async (sale) => {
      setForm((f) => ({ ...f, lines: emptyLines(), notes: '', dueDate: null }));
      setInputError(null);
      // The next sale to the same customer starts from the prices just used.
      await Promise.all([availability.mutate(), onSaved(sale), chooseCustomer(sale.header.customer_id)]);
    },
  });

  const set = <K extends keyof SaleForm>(key: K) => (value: SaleForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const customer = customers.find((c) => c.id === form.customerId) ?? null;

  /** Picks the customer and fills each empty price with its last price of that grade (editable). */
  const chooseCustomer = async (id: number | null) => {
    set('customerId')(id);
    const turn = ++choosing.current;
    const answer = id === null ? undefined : await fetchLastPrices(id).catch(() => undefined);
    if (turn !== choosing.current) return; // another customer was picked meanwhile
    const texts = lastPriceTexts(answer);
    const before = last.texts;
    setForm((f) => {
      const prices = fillPrices(Object.fromEntries(GRADES.map((g) => [g, f.lines[g].price])) as PriceTexts, texts, before).prices;
      return { ...f, lines: Object.fromEntries(GRADES.map((g) => [g, { ...f.lines[g], price: prices[g] }])) as SaleForm['lines'] };
    });
    setLast({ texts, days: Object.fromEntries((answer?.prices ?? []).map((p) => [p.grade, p.sale_date])) });
  };
  const priceHints = Object.fromEntries(
    GRADES.filter((g) => last.texts[g] !== undefined && form.lines[g].price === last.texts[g]).map((g) => [g, `Harga terakhir ${formatDate(last.days[g])}`]),
  ) as Partial<Record<Grade, string>>;

  const lock = useBookLock();
  const submit = () => {
    const invalid = lock.problem(form.date) ?? validateSale(form, avail ?? undefined);
    setInputError(invalid);
    if (!invalid) void save.trigger(saleBody(form));
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="entry-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="entry-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Penjualan baru
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '180px minmax(240px, 2fr) 180px 180px' }, alignItems: 'start' }}>
          <DatePickerProvider>
            <DateInput label="Tanggal" value={form.date} onChange={set('date')} maxDate={dayjs()} lockDate={lock.lockDate} required fullWidth />
          </DatePickerProvider>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Autocomplete
              sx={{ flex: 1, minWidth: 0 }}
              options={customers as Customer[]}
              value={customer}
              loading={customersLoading}
              onChange={(_e, c) => void chooseCustomer(c?.id ?? null)}
              getOptionLabel={(c) => c.name}
              isOptionEqualToValue={(o, v) => o.id === v.id}
              groupBy={(c) => (isReseller(c) ? 'Reseller' : 'Pelanggan')}
              renderGroup={renderListboxGroup}
              noOptionsText={customers.length === 0 ? <PickerEmptyText {...PICKER_SOURCES.pelanggan} /> : 'Belum ada pelanggan aktif'}
              loadingText="Memuat…"
              renderInput={(params) => <TextField {...params} label="Pelanggan" required error={!!customersError} helperText={customersError ?? undefined} />}
            />
            <Button aria-haspopup="dialog" variant="outlined" onClick={() => setAdding(true)} startIcon={<PersonAddIcon />} sx={{ minHeight: 56, flexShrink: 0 }} aria-label="Tambah pelanggan baru">
              Baru
            </Button>
          </Stack>
          <TextField select label="Metode bayar" required value={form.method} onChange={(e) => set('method')(e.target.value as SaleForm['method'])}>
            <MenuItem value="" disabled>
              Pilih metode
            </MenuItem>
            {paymentMethodOptions().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          {form.method === 'piutang' && (
            <DatePickerProvider>
              <DateInput label="Jatuh tempo" value={form.dueDate} onChange={set('dueDate')} minDate={form.date ?? undefined} maxDate={dayjs().add(1, 'year')} fullWidth helperText="Opsional" />
            </DatePickerProvider>
          )}
        </Box>

        <HeldEggsNotice date={day} note="Telur bagian ini tidak dihitung tersedia dan tidak dapat dijual." />
        {availability.error ? (
          <Alert severity="error">{errorText(availability.error, SALE_TEXTS.availability)}</Alert>
        ) : (
          <Stack direction="row" spacing={1.5} aria-label="Ketersediaan telur" role="group" sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
            {GRADES.map((g) => (
              <StatCard
                key={g}
                label={`Grade ${g} tersedia`}
                value={a ? `${formatNumber(a[g].avail_kg, 2)} kg` : '…'}
                hint={a ? `Dipesan ${formatNumber(a[g].reserved_kg, 2)} kg · produksi ${formatNumber(a[g].prod_kg, 2)} · terjual ${formatNumber(a[g].sold_kg, 2)}` : undefined}
                color={a && a[g].avail_kg <= 0 ? 'text.secondary' : 'success.dark'}
              />
            ))}
          </Stack>
        )}

        <Box sx={{ overflowX: 'auto' }}>
          <GradeLines lines={form.lines} onChange={set('lines')} avail={avail} disabled={save.busy} priceHints={priceHints} />
        </Box>
        <TextField label="Catatan" value={form.notes} onChange={(e) => set('notes')(e.target.value)} sx={TALL} slotProps={{ htmlInput: { maxLength: 300 } }} />
        {(inputError ?? save.error) && (
          <Alert severity="error" role="alert">
            {inputError ?? save.error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            color="inherit"
            disabled={save.busy}
            sx={{ minHeight: 44 }}
            onClick={() => {
              setForm((f) => ({ ...emptySaleForm(), date: f.date }));
              setInputError(null);
            }}
          >
            Kosongkan
          </Button>
          <Button variant="contained" onClick={submit} disabled={save.busy} sx={{ minHeight: 44, minWidth: 140 }}>
            {save.busy ? 'Menyimpan…' : 'Simpan Penjualan'}
          </Button>
        </Stack>
      </Stack>
      <CustomerDialog
        target={adding ? 'new' : null}
        onClose={() => setAdding(false)}
        onSaved={(_message, c) => {
          setAdding(false);
          void chooseCustomer(c.id);
          void onCustomerAdded();
        }}
      />
      {guard}
    </Paper>
  );
}
