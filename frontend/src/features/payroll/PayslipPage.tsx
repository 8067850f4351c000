/** Slip gaji (/gaji/:slipId, issue #40 'Wages'): one payslip, printable (only the slip) and sent on WhatsApp to the ABK. */
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
import { DocumentActions } from '../../components/DocumentActions';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { formatDate } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { waLink } from '../../lib/phone';
import { useTenantName } from '../../lib/useSession';
import { METHOD_LABELS, PAYROLL_TEXT, cents, periodLabel, slipText, type Slip } from './payroll';

const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A5 portrait', margin: '10mm' },
        'body *': { visibility: 'hidden' },
        '#slip-gaji, #slip-gaji *': { visibility: 'visible' },
        '#slip-gaji': { position: 'absolute', inset: '0 0 auto 0', border: 'none !important' },
        '.no-print, header, nav': { display: 'none !important' },
      },
    }}
  />
);

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
}

function Payslip({ s, farm }: { s: Slip; farm: string }) {
  return (
    <Paper id="slip-gaji" variant="outlined" component="article" aria-label={`Slip gaji ${s.abk_name}`} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 520 }}>
      <Stack spacing={1}>
        {farm && <Typography sx={{ fontWeight: 700 }}>{farm}</Typography>}
        <Typography variant="h6" component="h2">
          Slip Gaji {periodLabel(s.period)}
        </Typography>
        <Line label="Nama" value={s.abk_name} />
        <Line label="Tanggal" value={formatDate(s.date)} />
        <Line label="Gaji kotor" value={centsRupiah(cents(s.gross))} />
        <Line label="Potongan" value={centsRupiah(cents(s.deductions))} />
        <Line label="Gaji bersih" value={centsRupiah(cents(s.net))} strong />
        <Line label="Pembayaran" value={s.status === 'lunas' ? (s.paid_date ? `Dibayar ${formatDate(s.paid_date)}` : METHOD_LABELS[s.method]) : 'Belum dibayar'} />
        {s.note && <Line label="Catatan" value={s.note} />}
        <Typography variant="caption" color="text.secondary">
          Jurnal {s.journal_code ?? '-'}
          {s.paid_journal_code ? `, ${s.paid_journal_code}` : ''}
        </Typography>
      </Stack>
    </Paper>
  );
}

/** The /gaji/:slipId route. */
export default function PayslipPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const farm = useTenantName();
  const id = Number(useParams().slipId);
  const valid = Number.isInteger(id) && id > 0;
  const q = useApiQuery(tenantId && valid ? '/api/payroll/{id}' : null, { params: { path: { id } } });
  const s = q.data;
  return (
    <Box>
      {PRINT}
      <Box className="no-print">
        <PageHeader title={title} subtitle={s?.abk_name} actions={<DocumentActions backTo="/gaji" ready={!!s} waHref={s ? waLink(s.abk_phone, slipText(s, farm)) : null} />} />
      </Box>
      {!valid && <Alert severity="error">{PAYROLL_TEXT.load}</Alert>}
      {q.error && <Alert severity="error">{errorText(q.error, PAYROLL_TEXT.load)}</Alert>}
      {valid && !s && !q.error && <PageLoading label="Memuat slip gaji…" />}
      {s && <Payslip s={s} farm={farm} />}
    </Box>
  );
}
