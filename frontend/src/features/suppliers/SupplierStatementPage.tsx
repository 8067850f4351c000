/**
 * Kartu hutang (/hutang/:supplierId, issue #37 'Suppliers and payables'): one supplier's credit
 * purchases and payments from..to (default the last 90 days) with the balance after each, the
 * opening and closing balance. Printable (browser print: only the card) and sent as a text
 * through 'Kirim via WhatsApp'.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { DocumentActions } from '../../components/DocumentActions';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { SimpleTable, type SimpleColumn } from '../../components/SimpleTable';
import { defaultStatementRange } from '../../lib/ageing';
import { formatDate } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { waLink } from '../../lib/phone';
import { useTenantName } from '../../lib/useSession';
import { PAYABLES_TEXT, cents, statementText, type SupplierStatement } from './suppliers';

type Line = SupplierStatement['rows'][number];

/** Print: only the card, A4 portrait, the table at full width. */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4 portrait', margin: '12mm' },
        'body *': { visibility: 'hidden' },
        '#kartu-hutang, #kartu-hutang *': { visibility: 'visible' },
        '#kartu-hutang': { position: 'absolute', inset: '0 0 auto 0', border: 'none !important' },
        '.no-print, header, nav': { display: 'none !important' },
      },
    }}
  />
);

const amount = (v: string) => (cents(v) === 0 ? '' : centsRupiah(cents(v)));

const COLUMNS: SimpleColumn<Line>[] = [
  { field: 'date', headerName: 'Tanggal', minWidth: 90, valueFormatter: (v: string) => formatDate(v) },
  { field: 'code', headerName: 'No. bukti', minWidth: 110, valueFormatter: (v: string | null, r) => v ?? `#${r.ref_id}` },
  { field: 'description', headerName: 'Keterangan', flex: 2, minWidth: 140, valueFormatter: (v: string | null, r) => `${r.kind === 'pembelian' ? 'Pembelian' : 'Pembayaran'}${v ? `: ${v}` : ''}` },
  { field: 'credit', headerName: 'Pembelian', type: 'number', minWidth: 110, valueFormatter: amount },
  { field: 'debit', headerName: 'Pembayaran', type: 'number', minWidth: 110, valueFormatter: amount },
  { field: 'balance', headerName: 'Saldo', type: 'number', minWidth: 110, valueFormatter: (v: string) => centsRupiah(cents(v)) },
];

/** The card itself: what is printed. */
function Card({ s, farm }: { s: SupplierStatement; farm: string }) {
  return (
    <Paper id="kartu-hutang" variant="outlined" component="article" aria-label={`Kartu hutang ${s.name}`} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Box>
          {farm && <Typography sx={{ fontWeight: 700 }}>{farm}</Typography>}
          <Typography variant="h6" component="h2">
            Kartu Hutang: {s.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Periode {formatDate(s.from)} – {formatDate(s.to)}
            {s.address ? ` · ${s.address}` : ''}
            {s.phone ? ` · ${s.phone}` : ''}
          </Typography>
        </Box>
        <Typography variant="body2">Saldo awal per {formatDate(s.from)}: {centsRupiah(cents(s.opening_balance))}</Typography>
        {s.rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Tidak ada mutasi pada periode ini.
          </Typography>
        ) : (
          <SimpleTable<Line> cards sortable={false} pageSize={100} label={`Mutasi hutang ${s.name}`} rows={s.rows} columns={COLUMNS} getRowId={(r) => `${r.kind}-${r.ref_id}`} />
        )}
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          Pembelian {centsRupiah(cents(s.total_credit))} · Pembayaran {centsRupiah(cents(s.total_debit))} · Sisa hutang per {formatDate(s.to)}: {centsRupiah(cents(s.closing_balance))}
        </Typography>
      </Stack>
    </Paper>
  );
}

/** The /hutang/:supplierId route. */
export default function SupplierStatementPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const farm = useTenantName();
  const id = Number(useParams().supplierId);
  const valid = Number.isInteger(id) && id > 0;
  const [range, setRange] = useState<DateRange>(() => defaultStatementRange());
  const { start: from, end: to } = rangeDays(range);
  const q = useApiQuery(tenantId && valid && from && to ? '/api/suppliers/{id}/statement' : null, { params: { path: { id }, query: { from, to } } }, { keepPreviousData: true });
  const s = q.data;

  return (
    <Box>
      {PRINT}
      <Box className="no-print">
        <PageHeader title={title} subtitle={s?.name} actions={<DocumentActions backTo="/hutang" ready={!!s} waHref={s ? waLink(s.phone, statementText(s, farm)) : null} />} />
        <Box sx={{ mb: 2 }}>
          <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai" />
        </Box>
      </Box>
      {!valid && <EmptyState message="Pemasok tidak ditemukan." />}
      {q.error && <Alert severity="error">{errorText(q.error, PAYABLES_TEXT.statement)}</Alert>}
      {valid && !s && !q.error && <PageLoading label="Memuat kartu hutang…" />}
      {s && <Card s={s} farm={farm} />}
    </Box>
  );
}
