/**
 * Kartu piutang (/piutang/:customerId, issue #20): one customer's statement from..to (default the
 * last 90 days): opening balance, each sale, return, receipt, discount and refund with its running balance,
 * the closing balance, and the invoices still open at the end of the period. Printable on A4
 * (browser print: only the statement) and sent as a text through 'Kirim via WhatsApp'.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { DocumentActions } from '../../components/DocumentActions';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { scrollRegion } from '../../components/scrollRegion';
import { formatDate } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { waLink } from '../../lib/phone';
import { useTenantName } from '../../lib/useSession';
import { OpenInvoiceList, StatementList } from './StatementLists';
import { RECEIVABLES_TEXTS, cents, defaultStatementRange, kindLabel, rupiah, statementText, statementTotals, type OpenInvoice, type Statement } from './receivables';

/**
 * Print: only the statement, on A4 portrait inside 12 mm margins (186 × 273 mm, about 703 CSS px
 * wide): 8.5 pt cells 4.5 mm high (60 rows a page: 273 / 4.5 = 60.7) with 4 px between columns, so
 * 'Pelunasan nota PT-2609-0019' stays on one line beside the figures; dates, document numbers and
 * amounts on one line (a longer description wraps), the header row again on each page, the closing
 * balance once at the end (not repeated at the foot of every page), and nothing else of the screen
 * taking room (no blank page after the statement).
 */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4 portrait', margin: '12mm' },
        body: { background: '#fff' },
        'body *': { visibility: 'hidden' },
        '#kartu-piutang, #kartu-piutang *': { visibility: 'visible' },
        '#kartu-piutang': { position: 'absolute', left: 0, top: 0, width: '100%', padding: '0 !important', border: 'none !important', boxShadow: 'none !important' },
        '#kartu-piutang .MuiTableCell-root': { padding: '0 4px !important', fontSize: '8.5pt', lineHeight: 1.25 },
        '#kartu-piutang tr': { height: '4.5mm' },
        '#kartu-piutang .statement-scroll': { overflow: 'visible !important' },
        // The description takes the width the figures leave (one line for 'Pelunasan nota PT-2609-0019').
        '#kartu-piutang .desc': { width: '100%' },
        '.no-print, header, nav': { display: 'none !important' },
        thead: { display: 'table-header-group' },
        '#kartu-piutang tfoot': { display: 'table-row-group !important' },
        tr: { breakInside: 'avoid' },
      },
    }}
  />
);

/** Dates, document numbers and amounts never break inside (a wrapped 'Rp 12.500.000' or 'PT-2611-0001' reads as two figures). */
const ONE_LINE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A document number inside a description ('Pelunasan nota PT-2609-0019'): never broken at its hyphens. */
const DOC_NUMBER = /([A-Z]{2,3}-\d{4}-\d{3,})/;

/** A line's description with its document numbers kept whole. */
function Description({ text }: { text: string }) {
  return text.split(DOC_NUMBER).map((part, i) => (i % 2 ? <span key={i} style={ONE_LINE}>{part}</span> : part));
}

const money = (c: number) => (c === 0 ? '' : centsRupiah(c));

/** The statement itself: what is printed. */
function StatementSheet({ s, open, farm }: { s: Statement; open: readonly OpenInvoice[]; farm: string }) {
  const t = statementTotals(s);
  // A phone shows the lines stacked (nothing beside the screen; printed from a phone, the same blocks on the paper).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Paper id="kartu-piutang" variant="outlined" component="article" aria-label={`Kartu piutang ${s.customer}`} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Box>
          {farm && (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {farm}
            </Typography>
          )}
          <Typography variant="h6" component="h2">
            Kartu Piutang: {s.customer}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Periode {formatDate(s.from)} – {formatDate(s.to)}
            {s.address ? ` · ${s.address}` : ''}
            {s.phone ? ` · ${s.phone}` : ''}
          </Typography>
        </Box>
        {phone ? (
          <StatementList s={s} />
        ) : (
        <Box className="statement-scroll" sx={{ overflowX: 'auto' }} {...scrollRegion('Tabel mutasi piutang')}>
          <Table size="small" aria-label="Mutasi piutang" sx={{ '& th': { fontWeight: 600 }, '& .one-line': ONE_LINE }}>
            <TableHead>
              <TableRow>
                <TableCell>Tanggal</TableCell>
                <TableCell>Jenis</TableCell>
                <TableCell>No. bukti</TableCell>
                <TableCell className="desc">Keterangan</TableCell>
                <TableCell align="right">Debit</TableCell>
                <TableCell align="right">Kredit</TableCell>
                <TableCell align="right">Saldo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell className="one-line">{formatDate(s.from)}</TableCell>
                <TableCell colSpan={5}>Saldo awal</TableCell>
                <TableCell align="right" className="one-line">{rupiah(s.opening_balance)}</TableCell>
              </TableRow>
              {s.rows.map((r) => (
                <TableRow key={`${r.kind}-${r.ref_id}`}>
                  <TableCell className="one-line">{formatDate(r.date)}</TableCell>
                  <TableCell>{kindLabel(r.kind)}</TableCell>
                  <TableCell className="one-line">{r.code ?? `#${r.ref_id}`}</TableCell>
                  <TableCell className="desc">{r.description ? <Description text={r.description} /> : ''}</TableCell>
                  <TableCell align="right" className="one-line">{money(cents(r.debit))}</TableCell>
                  <TableCell align="right" className="one-line">{money(cents(r.credit))}</TableCell>
                  <TableCell align="right" className="one-line">{rupiah(r.balance)}</TableCell>
                </TableRow>
              ))}
              {s.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary' }}>
                    Tidak ada mutasi pada periode ini.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: 14, bgcolor: 'action.hover' } }}>
                <TableCell colSpan={4}>Saldo akhir per {formatDate(s.to)}</TableCell>
                <TableCell align="right" className="one-line">{centsRupiah(t.debit)}</TableCell>
                <TableCell align="right" className="one-line">{centsRupiah(t.credit)}</TableCell>
                <TableCell align="right" className="one-line">{centsRupiah(t.closing)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
        )}
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            Nota belum lunas per {formatDate(s.to)}
          </Typography>
          {open.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Tidak ada.
            </Typography>
          ) : phone ? (
            <OpenInvoiceList open={open} />
          ) : (
            <Table size="small" aria-label="Nota belum lunas" sx={{ '& th': { fontWeight: 600 }, '& td': ONE_LINE }}>
              <TableHead>
                <TableRow>
                  <TableCell>No. nota</TableCell>
                  <TableCell>Tanggal</TableCell>
                  <TableCell>Jatuh tempo</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell align="right">Retur</TableCell>
                  <TableCell align="right">Dibayar</TableCell>
                  <TableCell align="right">Sisa</TableCell>
                  <TableCell align="right">Terlambat</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {open.map((i) => (
                  <TableRow key={i.sale_id}>
                    <TableCell>{i.sale_code ?? `#${i.sale_id}`}</TableCell>
                    <TableCell>{formatDate(i.sale_date)}</TableCell>
                    <TableCell>
                      {formatDate(i.due_date)}
                      {i.due_date_assumed ? ' (tanpa tempo)' : ''}
                    </TableCell>
                    <TableCell align="right">{rupiah(i.total)}</TableCell>
                    <TableCell align="right">{rupiah(i.returned)}</TableCell>
                    <TableCell align="right">{centsRupiah(cents(i.paid) + cents(i.discount))}</TableCell>
                    <TableCell align="right">{rupiah(i.outstanding)}</TableCell>
                    <TableCell align="right">{i.days_overdue > 0 ? `${i.days_overdue} hari` : '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

/** The /piutang/:customerId route. */
export default function StatementPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const farm = useTenantName();
  const id = Number(useParams().customerId);
  const valid = Number.isInteger(id) && id > 0;
  const [range, setRange] = useState<DateRange>(() => defaultStatementRange());
  const { start: from, end: to } = rangeDays(range);
  const ready = !!tenantId && valid && !!from && !!to;
  const q = useApiQuery(ready ? '/api/customers/{id}/statement' : null, { params: { path: { id }, query: { from, to } } }, { keepPreviousData: true });
  const ageing = useApiQuery(ready ? '/api/receivables' : null, { params: { query: { asof: to } } }, { keepPreviousData: true });
  const s = q.data;
  const open = ageing.data?.customers.find((c) => c.customer_id === id)?.invoices ?? [];
  const wa = s ? waLink(s.phone, statementText(s, open, farm)) : null;

  return (
    <Box>
      {PRINT_STYLES}
      <Box className="no-print">
        <PageHeader
          title={title}
          subtitle={s ? s.customer : undefined}
          actions={<DocumentActions backTo="/piutang" ready={!!s} waHref={wa} />}
        />
        <Stack spacing={1} sx={{ mb: 2 }}>
          <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai" />
          {s && !s.phone && (
            <Typography variant="body2" color="text.secondary">
              {RECEIVABLES_TEXTS.noPhone}
            </Typography>
          )}
        </Stack>
      </Box>
      {!valid && <EmptyState message="Pelanggan tidak ditemukan." />}
      {q.error && <Alert severity="error">{errorText(q.error, RECEIVABLES_TEXTS.statement)}</Alert>}
      {ageing.error && <Alert severity="warning">{errorText(ageing.error, RECEIVABLES_TEXTS.load)}</Alert>}
      {valid && !s && !q.error && <PageLoading label="Memuat kartu piutang…" />}
      {s && <StatementSheet s={s} open={open} farm={farm} />}
    </Box>
  );
}
