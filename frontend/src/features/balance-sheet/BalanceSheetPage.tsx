/**
 * Neraca (/neraca, issue #20 'Balance sheet and trial balance'): two tabs. 'Neraca' shows the
 * assets, liabilities and equity at a day (the profit of earlier years and of the running year as
 * equity lines) and whether they balance; 'Neraca Saldo' shows each account's opening balance,
 * debit, credit and closing balance over a period. Every total is the sum of the rows shown, in
 * integer cents. 'Excel' saves the tab shown with numeric cells; 'Cetak' prints it on A4.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import type { Dayjs } from 'dayjs';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { scrollRegion } from '../../components/scrollRegion';
import { formatDate } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { downloadXlsx } from '../../lib/spreadsheet';
import { useTenantName } from '../../lib/useSession';
import {
  cents,
  creditSide,
  debitSide,
  defaultDate,
  defaultPeriod,
  NERACA_TEXTS,
  SHEET_COLUMNS,
  sheetIsEmpty,
  sheetLines,
  sheetTotals,
  TRIAL_COLUMNS,
  trialIsEmpty,
  trialLines,
  trialTotals,
  withOwnRows,
  type BalanceSheet,
  type BalanceSheetRow,
  type TrialBalance,
} from './balance-sheet';

/** Print: only the report of the tab shown, on A4 (browser print): portrait for the Neraca, landscape for the eight columns of the Neraca Saldo. */
const printStyles = (orientation: 'portrait' | 'landscape') => (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: `A4 ${orientation}`, margin: '12mm' },
        body: { background: '#fff' },
        'body *': { visibility: 'hidden' },
        '#neraca-print, #neraca-print *': { visibility: 'visible' },
        '#neraca-print': { position: 'absolute', left: 0, top: 0, width: '100%', fontSize: '10pt' },
        '.no-print, header, nav, .MuiTabs-root': { display: 'none !important' },
        '.print-only': { display: 'block !important' },
        '.MuiPaper-root': { boxShadow: 'none !important' },
        '.neraca-columns': { display: 'block !important' },
        '.neraca-columns > *': { marginBottom: '6mm', breakInside: 'avoid' },
        '.MuiTableCell-root': { padding: '2px 6px !important', fontSize: '9pt' },
        tr: { breakInside: 'avoid' },
      },
    }}
  />
);

const money = (c: number) => centsRupiah(c);
const totalSx = { fontWeight: 700, bgcolor: 'action.hover' };
const indent = (depth: number) => ({ pl: 2 + depth * 3 });

function Balanced({ ok }: { ok: boolean }) {
  return <Chip size="small" color={ok ? 'success' : 'error'} label={ok ? NERACA_TEXTS.balanced : NERACA_TEXTS.unbalanced} />;
}

/** One section of the Neraca: its rows (parents bold, sub-accounts indented) and its total. */
function SectionTable({ title, rows, total, extra }: { title: string; rows: BalanceSheetRow[]; total: number; extra?: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" {...scrollRegion(`Tabel ${title}`)}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 80 }}>Kode</TableCell>
            <TableCell>{title}</TableCell>
            <TableCell align="right">Jumlah</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {withOwnRows(rows, ['amount']).map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.code}</TableCell>
              <TableCell sx={{ ...indent(r.depth), fontWeight: r.parent ? 600 : undefined, fontStyle: r.code === null && r.depth > 0 ? 'italic' : undefined }}>{r.name}</TableCell>
              <TableCell align="right" sx={{ fontWeight: r.parent ? 600 : undefined }}>
                {money(cents(r.row.amount))}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} sx={totalSx}>
              Total {title}
            </TableCell>
            <TableCell align="right" sx={totalSx}>
              {money(total)}
            </TableCell>
          </TableRow>
          {extra}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SheetReport({ data }: { data: BalanceSheet }) {
  const t = sheetTotals(data);
  const ok = t.assets === t.liabilitiesAndEquity;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status" aria-label="Keseimbangan neraca">
        <Typography variant="body2">
          Aset {money(t.assets)} {ok ? '=' : '≠'} Liabilitas + Ekuitas {money(t.liabilitiesAndEquity)}
        </Typography>
        <Balanced ok={ok} />
      </Stack>
      <Box className="neraca-columns" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <SectionTable title="Aset" rows={data.assets} total={t.assets} />
        <Stack spacing={2}>
          <SectionTable title="Liabilitas" rows={data.liabilities} total={t.liabilities} />
          <SectionTable
            title="Ekuitas"
            rows={data.equity}
            total={t.equity}
            extra={
              <TableRow>
                <TableCell colSpan={2} sx={{ ...totalSx, bgcolor: 'action.selected' }}>
                  Total Liabilitas + Ekuitas
                </TableCell>
                <TableCell align="right" sx={{ ...totalSx, bgcolor: 'action.selected' }}>
                  {money(t.liabilitiesAndEquity)}
                </TableCell>
              </TableRow>
            }
          />
        </Stack>
      </Box>
    </Stack>
  );
}

function TrialReport({ data }: { data: TrialBalance }) {
  const t = trialTotals(data);
  const ok = t.openingDebit === t.openingCredit && t.debit === t.credit && t.closingDebit === t.closingCredit;
  const cell = (c: number) => (c === 0 ? '' : money(c));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status" aria-label="Keseimbangan neraca saldo">
        <Typography variant="body2">Debit = Kredit pada saldo awal, mutasi dan saldo akhir</Typography>
        <Balanced ok={ok} />
      </Stack>
      <TableContainer component={Paper} variant="outlined" {...scrollRegion('Tabel neraca saldo')}>
        <Table size="small" aria-label="Neraca saldo per kode akun">
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2} sx={{ width: 80 }}>
                Kode
              </TableCell>
              <TableCell rowSpan={2}>Nama Akun</TableCell>
              <TableCell colSpan={2} align="center">
                Saldo Awal
              </TableCell>
              <TableCell colSpan={2} align="center">
                Mutasi
              </TableCell>
              <TableCell colSpan={2} align="center">
                Saldo Akhir
              </TableCell>
            </TableRow>
            <TableRow>
              {['Saldo Awal', 'Mutasi', 'Saldo Akhir'].flatMap((g) => [
                <TableCell key={`${g}-d`} align="right" aria-label={`${g} Debit`}>
                  Debit
                </TableCell>,
                <TableCell key={`${g}-k`} align="right" aria-label={`${g} Kredit`}>
                  Kredit
                </TableCell>,
              ])}
            </TableRow>
          </TableHead>
          <TableBody>
            {withOwnRows(data.rows, ['opening', 'debit', 'credit', 'closing']).map((r) => {
              const o = cents(r.row.opening);
              const c = cents(r.row.closing);
              const sx = { fontWeight: r.parent ? 600 : undefined };
              return (
                <TableRow key={r.key}>
                  <TableCell>{r.code}</TableCell>
                  <TableCell sx={{ ...indent(r.depth), ...sx, fontStyle: r.code === null ? 'italic' : undefined }}>{r.name}</TableCell>
                  <TableCell align="right" sx={sx}>
                    {cell(debitSide(o))}
                  </TableCell>
                  <TableCell align="right" sx={sx}>
                    {cell(creditSide(o))}
                  </TableCell>
                  <TableCell align="right" sx={sx}>
                    {cell(cents(r.row.debit))}
                  </TableCell>
                  <TableCell align="right" sx={sx}>
                    {cell(cents(r.row.credit))}
                  </TableCell>
                  <TableCell align="right" sx={sx}>
                    {cell(debitSide(c))}
                  </TableCell>
                  <TableCell align="right" sx={sx}>
                    {cell(creditSide(c))}
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell colSpan={2} sx={totalSx}>
                Total
              </TableCell>
              {[t.openingDebit, t.openingCredit, t.debit, t.credit, t.closingDebit, t.closingCredit].map((v, i) => (
                <TableCell key={i} align="right" sx={totalSx}>
                  {money(v)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

type TabName = 'neraca' | 'saldo';

/** The /neraca route. */
export default function BalanceSheetPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const farm = useTenantName();
  const [tab, setTab] = useState<TabName>('neraca');
  const [date, setDate] = useState<Dayjs | null>(() => defaultDate());
  const [range, setRange] = useState<DateRange>(() => defaultPeriod());
  const { start, end } = rangeDays(range);
  const day = date?.isValid() ? date.format('YYYY-MM-DD') : null;

  const sheet = useApiQuery(tenantId && tab === 'neraca' && day ? '/api/finance/balance-sheet' : null, { params: { query: { date: day ?? undefined } } });
  const trial = useApiQuery(tenantId && tab === 'saldo' && start && end ? '/api/finance/trial-balance' : null, { params: { query: { start, end } } });
  const current = tab === 'neraca' ? sheet : trial;

  const exportXlsx = () => {
    if (tab === 'neraca' && sheet.data) void downloadXlsx(`neraca_${sheet.data.date}.xlsx`, 'Neraca', SHEET_COLUMNS, sheetLines(sheet.data));
    if (tab === 'saldo' && trial.data) void downloadXlsx(`neraca-saldo_${trial.data.start}_${trial.data.end}.xlsx`, 'Neraca Saldo', TRIAL_COLUMNS, trialLines(trial.data));
  };

  let body: ReactNode;
  if (current.error) body = <Alert severity="error">{errorText(current.error, NERACA_TEXTS.load)}</Alert>;
  else if (tab === 'neraca' && sheet.data) {
    body = sheetIsEmpty(sheet.data) ? <EmptyState message={NERACA_TEXTS.emptySheet} hint={NERACA_TEXTS.emptyHint} /> : <SheetReport data={sheet.data} />;
  } else if (tab === 'saldo' && trial.data) {
    body = trialIsEmpty(trial.data) ? <EmptyState message={NERACA_TEXTS.emptyTrial} hint={NERACA_TEXTS.emptyHint} /> : <TrialReport data={trial.data} />;
  } else body = <PageLoading />;

  const printTitle =
    tab === 'neraca' ? (sheet.data ? `Neraca per ${formatDate(sheet.data.date)}` : '') : trial.data ? `Neraca Saldo ${formatDate(trial.data.start)} – ${formatDate(trial.data.end)}` : '';

  return (
    <Box>
      {printStyles(tab === 'neraca' ? 'portrait' : 'landscape')}
      <Box className="no-print">
        <PageHeader
          title={title}
          subtitle={subtitle}
          actions={
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportXlsx} disabled={!current.data}>
                Excel
              </Button>
              <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!current.data}>
                Cetak
              </Button>
            </Stack>
          }
        />
        <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} aria-label="Jenis laporan neraca" sx={{ mb: 2 }}>
          <Tab value="neraca" label="Neraca" id="tab-neraca" />
          <Tab value="saldo" label="Neraca Saldo" id="tab-saldo" />
        </Tabs>
        <Box sx={{ mb: 2 }}>
          {tab === 'neraca' ? (
            <DatePickerProvider>
              <DateInput size="small" label="Per tanggal" value={date} onChange={setDate} />
            </DatePickerProvider>
          ) : (
            <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai" />
          )}
        </Box>
      </Box>
      <Box id="neraca-print" role="tabpanel" aria-labelledby={tab === 'neraca' ? 'tab-neraca' : 'tab-saldo'}>
        <Box className="print-only" sx={{ display: 'none', mb: 2 }}>
          <Typography variant="h6" component="p">
            {farm}
          </Typography>
          <Typography variant="subtitle1" component="p">
            {printTitle}
          </Typography>
        </Box>
        {body}
      </Box>
    </Box>
  );
}
