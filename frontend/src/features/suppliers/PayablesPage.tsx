/**
 * Hutang (/hutang, issue #37 'Suppliers and payables'): at a chosen day (default today) the ageing
 * buckets of the open credit purchases as cards, then per supplier its open purchases with due
 * date, rest and days overdue, a link to its statement (kartu hutang) and, for the admin, Bayar.
 * Every total shown is the sum of the rows shown, in integer cents.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { EmptyState } from '../../components/EmptyState';
import { lazyDialog } from '../../components/lazyDialog';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { SimpleTable, type SimpleColumn } from '../../components/SimpleTable';
import { AgeingCards } from '../../components/AgeingCards';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { centsRupiah, rupiahOf } from '../../lib/money';
import { useRole } from '../../lib/useSession';
import { PAYABLES_TEXT, billKey, cents, payablesDifference, payablesTotals, type OpenPurchase, type SupplierPayable } from './suppliers';

const PayDialog = lazyDialog(() => import('./PayDialog').then((m) => m.PayDialog), (p) => p.supplier !== null);

/** The last day the API reads (today + 5 years). */
const LAST_DAY = dayjs().add(5, 'year');

const PURCHASE_COLUMNS: SimpleColumn<OpenPurchase>[] = [
  { field: 'code', headerName: 'No. bukti', minWidth: 110, valueFormatter: (v: string | null, r) => v ?? `#${r.purchase_id}` },
  { field: 'date', headerName: 'Tanggal', minWidth: 90, valueFormatter: (v: string) => formatDate(v) },
  { field: 'due_date', headerName: 'Jatuh tempo', minWidth: 90, valueFormatter: (v: string) => formatDate(v) },
  { field: 'description', headerName: 'Barang', flex: 1.3, minWidth: 110 },
  { field: 'total', headerName: 'Total', type: 'number', minWidth: 110, valueFormatter: (v: string) => rupiahOf(v) },
  { field: 'outstanding', headerName: 'Sisa', type: 'number', minWidth: 110, valueFormatter: (v: string) => rupiahOf(v) },
  { field: 'days_overdue', headerName: 'Terlambat', type: 'number', minWidth: 80, valueFormatter: (v: number) => (v > 0 ? `${v} hari` : '-') },
];

/** One supplier: its name (to the kartu hutang), what it is owed, Bayar, and the open purchases. */
function SupplierBlock({ s, onPay }: { s: SupplierPayable; onPay?: (s: SupplierPayable) => void }) {
  return (
    <Paper variant="outlined" component="section" aria-label={`Hutang ke ${s.name}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Link component={RouterLink} to={`/hutang/${s.supplier_id}`} variant="subtitle1" sx={{ fontWeight: 700, py: 1 }}>
          {s.name}
        </Link>
        <Typography variant="subtitle1" sx={{ ml: 'auto', fontWeight: 700, whiteSpace: 'nowrap' }}>
          {centsRupiah(cents(s.outstanding))}
        </Typography>
        {onPay && (
          <Button variant="contained" onClick={() => onPay(s)} sx={{ minHeight: 44 }} aria-label={`Bayar hutang ${s.name}`} aria-haspopup="dialog">
            Bayar
          </Button>
        )}
      </Box>
      <SimpleTable<OpenPurchase> cards sortable={false} label={`Pembelian belum lunas ${s.name}`} rows={s.purchases} columns={PURCHASE_COLUMNS} getRowId={billKey} />
    </Paper>
  );
}

/** The /hutang route. */
export default function PayablesPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const canPay = useRole() !== 'viewer';
  const [asofDay, setAsofDay] = useState<Dayjs | null>(() => dayjs().startOf('day'));
  const [paying, setPaying] = useState<SupplierPayable | null>(null);
  const { toast, showToast } = useToast();
  const asof = asofDay?.format('YYYY-MM-DD');
  const q = useApiQuery(tenantId && asof ? '/api/payables' : null, { params: { query: { asof } } }, { keepPreviousData: true });
  const { totals, total } = payablesTotals(q.data);
  const difference = payablesDifference(q.data, total);
  const shownDay = formatDate(q.data?.asof ?? asof);
  const suppliers = q.data?.suppliers ?? [];

  const paid = () => {
    setPaying(null);
    showToast(PAYABLES_TEXT.paid);
    void q.mutate();
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to="/pemasok" variant="outlined" sx={{ minHeight: 44 }}>
            Pemasok
          </Button>
        }
      />
      <Stack spacing={2}>
        <DatePickerProvider>
          <DateInput size="small" label="Per tanggal" value={asofDay} maxDate={LAST_DAY} onChange={setAsofDay} sx={{ maxWidth: 220 }} />
        </DatePickerProvider>
        {!q.data && !q.error && <PageLoading label="Memuat hutang…" />}
        {q.error && <Alert severity="error">{errorText(q.error, PAYABLES_TEXT.load)}</Alert>}
        {q.data && (
          <>
            <AgeingCards label={`Ringkasan hutang per ${shownDay}`} totals={totals} total={total} totalLabel="Total hutang" hint={`${suppliers.length} pemasok`} />
            {difference !== null && (
              <Alert severity="warning">
                Saldo akun Hutang Usaha per {shownDay} ({centsRupiah(total + difference)}) berbeda {centsRupiah(difference)} dari pembelian kredit yang belum lunas: ada saldo
                awal atau jurnal lama pada akun itu.
              </Alert>
            )}
            {suppliers.length === 0 ? (
              <EmptyState message={`${PAYABLES_TEXT.empty} per ${shownDay}.`} hint="Semua pembelian kredit sudah lunas pada tanggal itu." />
            ) : (
              suppliers.map((s) => <SupplierBlock key={s.supplier_id} s={s} onPay={canPay ? setPaying : undefined} />)
            )}
          </>
        )}
      </Stack>
      <PayDialog supplier={paying} onClose={() => setPaying(null)} onSaved={paid} />
      {toast}
    </Box>
  );
}
