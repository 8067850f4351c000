/**
 * Piutang (/piutang, issue #20 'Receivables (piutang) per customer'): at a chosen day (default
 * today) the ageing buckets as cards, then one row per customer with the amount in each bucket
 * and the total; each customer opens its statement (kartu piutang). Every total shown is the sum
 * of the rows shown, in integer cents.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { AgeingCards } from '../../components/AgeingCards';
import { scrollRegion } from '../../components/scrollRegion';
import { TableCards } from '../../components/table/TableCards';
import type { DataColumn } from '../../components/table/columns';
import { formatDate } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { BUCKETS, RECEIVABLES_TEXTS, ageingTable, ledgerDifference, type CustomerRow } from './receivables';

/** The last day the API reads (today + 5 years). */
const LAST_DAY = dayjs().add(5, 'year');

/** A customer's name, a link to its statement, with its number of open notas below. */
function CustomerCell({ row }: { row: CustomerRow }) {
  return (
    <>
      <Link component={RouterLink} to={`/piutang/${row.customer_id}`} aria-label={`Kartu piutang ${row.customer}`} sx={{ display: 'inline-block', py: 1 }}>
        {row.customer}
      </Link>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
        {row.invoices} nota
      </Box>
    </>
  );
}

/**
 * The table's columns as a phone's card lines (below 600 px the six columns do not fit): the
 * customer as the heading, then each bucket that is not empty, then the total.
 */
const CARD_COLUMNS: DataColumn<CustomerRow>[] = [
  { field: 'customer', headerName: 'Pelanggan', card: 'title', renderCell: ({ row }) => <CustomerCell row={row} /> },
  ...BUCKETS.map(
    (b): DataColumn<CustomerRow> => ({
      field: b.key,
      headerName: b.label,
      type: 'number',
      valueGetter: (_v: never, row: CustomerRow) => row.buckets[b.key],
      valueFormatter: (v: number) => (v === 0 ? '' : centsRupiah(v)),
    }),
  ),
  { field: 'total', headerName: 'Total', type: 'number', valueFormatter: (v: number) => centsRupiah(v) },
];

/** The /piutang route. */
export default function ReceivablesPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const [asofDay, setAsofDay] = useState<Dayjs | null>(() => dayjs().startOf('day'));
  const asof = asofDay?.format('YYYY-MM-DD');
  const q = useApiQuery(tenantId && asof ? '/api/receivables' : null, { params: { query: { asof } } }, { keepPreviousData: true });
  const { rows, totals, total } = ageingTable(q.data);
  const difference = ledgerDifference(q.data, total);
  const shownDay = formatDate(q.data?.asof ?? asof);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} />
      <Stack spacing={2}>
        <DatePickerProvider>
          <DateInput size="small" label="Per tanggal" value={asofDay} maxDate={LAST_DAY} onChange={setAsofDay} sx={{ maxWidth: 220 }} />
        </DatePickerProvider>
        {q.error && <Alert severity="error">{errorText(q.error, RECEIVABLES_TEXTS.load)}</Alert>}
        {!q.data && !q.error && <PageLoading label="Memuat piutang…" />}
        {q.data && (
          <>
            <AgeingCards label={`Ringkasan piutang per ${shownDay}`} totals={totals} total={total} totalLabel="Total piutang" hint={`${rows.length} pelanggan`} />
            {difference !== null && (
              <Alert severity="warning">
                Saldo akun Piutang Usaha per {shownDay} ({centsRupiah(total + difference)}) berbeda {centsRupiah(difference)} dari total nota yang belum lunas: ada jurnal
                lain pada akun itu.
              </Alert>
            )}
            {rows.length === 0 ? (
              <EmptyState message={`${RECEIVABLES_TEXTS.empty} per ${shownDay}.`} hint="Semua nota penjualan piutang sudah lunas pada tanggal itu." />
            ) : phone ? (
              <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
                {q.isValidating && <LinearProgress aria-label="Memuat data" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
                <TableCards<CustomerRow>
                  label={`Piutang per pelanggan per ${shownDay}`}
                  columns={CARD_COLUMNS}
                  rows={rows}
                  idOf={(r) => r.customer_id}
                  empty={RECEIVABLES_TEXTS.empty}
                  totals={{ label: 'Total', values: { ...Object.fromEntries(BUCKETS.map((b) => [b.key, centsRupiah(totals[b.key])])), total: centsRupiah(total) } }}
                />
              </Box>
            ) : (
              <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflowX: 'auto' }} {...scrollRegion('Tabel piutang per pelanggan')}>
                {q.isValidating && <LinearProgress aria-label="Memuat data" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
                <Table size="small" aria-label={`Piutang per pelanggan per ${shownDay}`} sx={{ '& th': { fontWeight: 600 }, '& td.MuiTableCell-alignRight': { whiteSpace: 'nowrap' } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Pelanggan</TableCell>
                      {BUCKETS.map((b) => (
                        <TableCell key={b.key} align="right">
                          {b.label}
                        </TableCell>
                      ))}
                      <TableCell align="right">Total</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.customer_id} hover>
                        <TableCell>
                          <CustomerCell row={r} />
                        </TableCell>
                        {BUCKETS.map((b) => (
                          <TableCell key={b.key} align="right">
                            {r.buckets[b.key] === 0 ? '-' : centsRupiah(r.buckets[b.key])}
                          </TableCell>
                        ))}
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                          {centsRupiah(r.total)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                  <TableFooter>
                    <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: 14, bgcolor: 'action.hover' } }}>
                      <TableCell>Total</TableCell>
                      {BUCKETS.map((b) => (
                        <TableCell key={b.key} align="right">
                          {centsRupiah(totals[b.key])}
                        </TableCell>
                      ))}
                      <TableCell align="right">{centsRupiah(total)}</TableCell>
                    </TableRow>
                  </TableFooter>
                </Table>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
