/**
 * Laporan Laba Rugi per kode akun (/laba-rugi, spec part 2): a period, its
 * cards (income, expense, net profit), the year-to-date cards, the Kas, Bank
 * and Piutang balances at the end of the period, and the table per account
 * with its totals. 'Cetak' prints an A4 page with the farm's name and period.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PrintIcon from '@mui/icons-material/Print';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { StatCard } from '../../components/StatCard';
import { scrollRegion } from '../../components/scrollRegion';
import { TableCards } from '../../components/table/TableCards';
import type { DataColumn } from '../../components/table/columns';
import { formatDate, formatRupiah } from '../../lib/format';
import { useTenantName } from '../../lib/useSession';
import { PL_TEXTS, defaultPeriod, isNegative, splitRows, type ProfitLoss, type ProfitLossRow } from './profit-loss';

/** Print: only the report, on A4 (browser print). */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4 portrait', margin: '12mm' },
        body: { background: '#fff' },
        'body *': { visibility: 'hidden' },
        '#laba-rugi-print, #laba-rugi-print *': { visibility: 'visible' },
        '#laba-rugi-print': { position: 'absolute', left: 0, top: 0, width: '100%', fontSize: '10pt' },
        // Six columns on A4 portrait: amounts on one line, only the account name wraps.
        '#laba-rugi-print .MuiTableCell-root': { padding: '4px 6px', fontSize: '9pt' },
        '#laba-rugi-print .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
        '.no-print, header, nav, .MuiTabs-root': { display: 'none !important' },
        '.print-only': { display: 'block !important' },
        '.MuiPaper-root': { boxShadow: 'none !important' },
        '.pl-cards': { breakInside: 'avoid' },
        'tr': { breakInside: 'avoid' },
      },
    }}
  />
);

const money = (decimal: string) => formatRupiah(decimal);
/** Profit green, loss red: the dark shades, readable (4.5:1) on the grey of the total rows too (WCAG AA, issue #11). */
const profitColor = (decimal: string) => (isNegative(decimal) ? 'error.dark' : 'success.dark');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box className="pl-cards">
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="region" aria-label={title}>
        {children}
      </Stack>
    </Box>
  );
}

function Rows({ rows }: { rows: ProfitLossRow[] }) {
  if (rows.length === 0) {
    return (
      <TableRow>
        <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary' }}>
          Tidak ada data.
        </TableCell>
      </TableRow>
    );
  }
  return rows.map((r) => (
    <TableRow key={r.account_id}>
      <TableCell>{r.code}</TableCell>
      <TableCell>{r.name}</TableCell>
      <TableCell align="right">{money(r.debit)}</TableCell>
      <TableCell align="right">{money(r.credit)}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {money(r.amount)}
      </TableCell>
      <TableCell align="right">{money(r.ytd_amount)}</TableCell>
    </TableRow>
  ));
}

function TotalRow({ label, amount, ytd, strong }: { label: string; amount: string; ytd: string; strong?: boolean }) {
  const sx = { fontWeight: 700, bgcolor: strong ? 'action.selected' : 'action.hover' };
  return (
    <TableRow>
      <TableCell colSpan={4} sx={sx}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, color: strong ? profitColor(amount) : undefined }}>
        {money(amount)}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, color: strong ? profitColor(ytd) : undefined }}>
        {money(ytd)}
      </TableCell>
    </TableRow>
  );
}

function GroupHeader({ label }: { label: string }) {
  return (
    <TableRow>
      <TableCell colSpan={6} sx={{ fontWeight: 700, pt: 2 }}>
        {label}
      </TableCell>
    </TableRow>
  );
}

/** The table's columns as a phone's card lines: the account as the heading, the four amounts below. */
const CARD_COLUMNS: DataColumn<ProfitLossRow>[] = [
  { field: 'name', headerName: 'Nama Akun', card: 'title', renderCell: ({ row }) => `${row.code} · ${row.name}` },
  { field: 'debit', headerName: 'Debit', type: 'number', valueFormatter: money },
  { field: 'credit', headerName: 'Kredit', type: 'number', valueFormatter: money },
  { field: 'amount', headerName: 'Jumlah', type: 'number', valueFormatter: money },
  { field: 'ytd_amount', headerName: 'Tahun berjalan', type: 'number', valueFormatter: money },
];

/**
 * The table below 600 px (its six columns need about 700 px): per group ('Pendapatan', 'Beban')
 * one card per account with Debit, Kredit, Jumlah and Tahun berjalan, and the group's total as its
 * last card; then the net profit (loss) card, green or red.
 */
function PhoneRows({ data }: { data: ProfitLoss }) {
  const t = data.totals;
  const { income, expense } = splitRows(data.rows);
  const group = (label: string, rows: ProfitLossRow[], total: string, ytd: string) => (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 1 }}>
        {label}
      </Typography>
      <TableCards<ProfitLossRow>
        label={`Akun ${label.toLowerCase()}`}
        columns={CARD_COLUMNS}
        rows={rows}
        idOf={(r) => r.account_id}
        empty="Tidak ada data."
        totals={{ label: `Total ${label.toLowerCase()}`, values: { amount: money(total), ytd_amount: money(ytd) } }}
      />
    </Box>
  );
  return (
    <Stack spacing={1}>
      {group('Pendapatan', income, t.total_income, t.ytd_income)}
      {group('Beban', expense, t.total_expense, t.ytd_expense)}
      <Paper variant="outlined" sx={{ p: 1.5, mx: 1, bgcolor: 'action.selected' }}>
        <Typography sx={{ fontWeight: 700, mb: 0.5 }}>Laba (rugi) bersih</Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, m: 0, '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 700 } }}>
          <dt>Jumlah</dt>
          <Box component="dd" sx={{ color: profitColor(t.net_profit) }}>
            {money(t.net_profit)}
          </Box>
          <dt>Tahun berjalan</dt>
          <Box component="dd" sx={{ color: profitColor(t.ytd_profit) }}>
            {money(t.ytd_profit)}
          </Box>
        </Box>
      </Paper>
    </Stack>
  );
}

function Report({ data }: { data: ProfitLoss }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { totals: t, balances: b } = data;
  const { income, expense } = splitRows(data.rows);
  const year = data.end.slice(0, 4);
  return (
    <Stack spacing={2}>
      <Section title={`Periode ${formatDate(data.start)} – ${formatDate(data.end)}`}>
        <StatCard label="Pendapatan" value={money(t.total_income)} />
        <StatCard label="Beban" value={money(t.total_expense)} />
        <StatCard label="Laba bersih" value={money(t.net_profit)} color={profitColor(t.net_profit)} />
      </Section>
      <Section title={`Tahun berjalan (01/01/${year} – ${formatDate(data.end)})`}>
        <StatCard label="Pendapatan s.d. periode" value={money(t.ytd_income)} />
        <StatCard label="Beban s.d. periode" value={money(t.ytd_expense)} />
        <StatCard label="Laba s.d. periode" value={money(t.ytd_profit)} color={profitColor(t.ytd_profit)} />
      </Section>
      <Section title={`Saldo per ${formatDate(data.end)}`}>
        <StatCard label="Kas" value={money(b.cash)} />
        <StatCard label="Bank" value={money(b.bank)} />
        <StatCard label="Piutang" value={money(b.receivable)} />
      </Section>
      {phone ? (
        <PhoneRows data={data} />
      ) : (
        <TableContainer component={Paper} variant="outlined" {...scrollRegion('Tabel laba rugi')}>
          <Table size="small" aria-label="Laba rugi per kode akun">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 90 }}>Kode</TableCell>
                <TableCell>Nama Akun</TableCell>
                <TableCell align="right">Debit</TableCell>
                <TableCell align="right">Kredit</TableCell>
                <TableCell align="right">Jumlah</TableCell>
                <TableCell align="right">Tahun berjalan</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <GroupHeader label="Pendapatan" />
              <Rows rows={income} />
              <TotalRow label="Total pendapatan" amount={t.total_income} ytd={t.ytd_income} />
              <GroupHeader label="Beban" />
              <Rows rows={expense} />
              <TotalRow label="Total beban" amount={t.total_expense} ytd={t.ytd_expense} />
              <TotalRow label="Laba (rugi) bersih" amount={t.net_profit} ytd={t.ytd_profit} strong />
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

/** The /laba-rugi route. */
export default function ProfitLossPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const farm = useTenantName();
  const [range, setRange] = useState<DateRange>(() => defaultPeriod());
  const { start, end } = rangeDays(range);
  const ready = !!tenantId && !!start && !!end;
  const report = useApiQuery(ready ? '/api/laba-rugi' : null, { params: { query: { start, end } } });
  const data = report.data;

  return (
    <Box>
      {PRINT_STYLES}
      <Box className="no-print">
        <PageHeader
          title={title}
          subtitle={subtitle}
          actions={
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!data}>
              Cetak
            </Button>
          }
        />
        <Box sx={{ mb: 2 }}>
          <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai" />
        </Box>
      </Box>
      {report.error && <Alert severity="error">{errorText(report.error, PL_TEXTS.load)}</Alert>}
      {!data && !report.error && <PageLoading />}
      {data && (
        <Box id="laba-rugi-print">
          <Box className="print-only" sx={{ display: 'none', mb: 2 }}>
            <Typography variant="h6" component="p">
              {farm}
            </Typography>
            <Typography variant="subtitle1" component="p">
              Laporan Laba Rugi per kode akun
            </Typography>
            <Typography variant="body2">
              Periode {formatDate(data.start)} – {formatDate(data.end)}
            </Typography>
          </Box>
          <Report data={data} />
        </Box>
      )}
    </Box>
  );
}
