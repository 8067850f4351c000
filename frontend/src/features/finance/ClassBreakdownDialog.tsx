/**
 * Breakdown of one card (part 2 §2): a donut of the accounts of the class that
 * moved in the range, on the debit or the credit side, and a legend per
 * account with its debit, credit and share.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { TableCards } from '../../components/table/TableCards';
import type { DataColumn } from '../../components/table/columns';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import type { SummaryClass } from './finance';

/** Colours of the slices (and of the legend's dots), in account order. */
const SLICE_COLORS = ['#2e7d32', '#1565c0', '#ef6c00', '#6a1b9a', '#c62828', '#00838f', '#9e9d24', '#4e342e', '#ad1457', '#37474f'];
const CHART_TEXT = { noData: 'Tidak ada data.', loading: 'Memuat…' };

type Side = 'debit' | 'credit';

type LegendRow = SummaryClass['accounts'][number] & { color: string };

/** The legend's dot and account ('1101 · Kas'). */
function AccountCell({ row }: { row: LegendRow }) {
  return (
    <>
      <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: row.color, mr: 1 }} />
      {row.code} · {row.name}
    </>
  );
}

/** The share of `row` on `side` in `total` ('42,5%'), '-' when the side has no total. */
const share = (row: LegendRow, side: Side, total: number) => (total > 0 ? `${formatNumber((Number(row[side]) / total) * 100, 1)}%` : '-');

export interface ClassBreakdownDialogProps {
  klass: SummaryClass;
  from: string | undefined;
  to: string | undefined;
  onClose: () => void;
}

export function ClassBreakdownDialog({ klass, from, to, onClose }: ClassBreakdownDialogProps) {
  // The side with the larger total first (debit for assets and expenses, credit for income, usually).
  const [side, setSide] = useState<Side>(() => (Number(klass.credit) > Number(klass.debit) ? 'credit' : 'debit'));
  const accounts = klass.accounts.map((a, i) => ({ ...a, color: SLICE_COLORS[i % SLICE_COLORS.length] }));
  // Slices are drawn from the amounts as numbers; every figure shown is the server's.
  const slices = accounts
    .map((a) => ({ id: a.id, value: Number(a[side]), label: `${a.code} ${a.name}`, color: a.color }))
    .filter((s) => s.value > 0);
  const total = Number(klass[side]);
  // Below 600 px the legend is one card per account: its four columns do not fit the dialog there.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cardColumns: DataColumn<LegendRow>[] = [
    { field: 'name', headerName: 'Akun', card: 'title', renderCell: ({ row }) => <AccountCell row={row} /> },
    { field: 'debit', headerName: 'Debit', type: 'number', valueFormatter: (v: string) => formatRupiah(v) },
    { field: 'credit', headerName: 'Kredit', type: 'number', valueFormatter: (v: string) => formatRupiah(v) },
    { field: 'share', headerName: '%', type: 'number', valueGetter: (_v: never, row: LegendRow) => share(row, side, total) },
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="breakdown-title">
      <DialogTitle id="breakdown-title">
        Rincian {klass.class} · {klass.label}
        <Typography variant="body2" color="text.secondary">
          {formatDate(from)} – {formatDate(to)} · Debit {formatRupiah(klass.debit)} · Kredit {formatRupiah(klass.credit)}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <ToggleButtonGroup exclusive size="small" color="primary" value={side} onChange={(_e, v: Side | null) => v && setSide(v)} aria-label="Sisi" sx={{ mb: 1 }}>
          <ToggleButton value="debit">Debit</ToggleButton>
          <ToggleButton value="credit">Kredit</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0 }} data-testid="donut">
            <PieChart
              height={260}
              skipAnimation
              hideLegend
              localeText={CHART_TEXT}
              series={[
                {
                  data: slices,
                  innerRadius: 60,
                  outerRadius: 110,
                  paddingAngle: 1,
                  cornerRadius: 3,
                  valueFormatter: (item) => formatRupiah(item.value),
                },
              ]}
            />
          </Box>
          {phone ? (
            <TableCards<LegendRow> label="Legenda per akun" columns={cardColumns} rows={accounts} idOf={(a) => a.id} empty="Tidak ada data." />
          ) : (
            <Table size="small" aria-label="Legenda per akun">
              <TableHead>
                <TableRow>
                  <TableCell>Akun</TableCell>
                  <TableCell align="right">Debit</TableCell>
                  <TableCell align="right">Kredit</TableCell>
                  <TableCell align="right">%</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4} align="center">
                      Tidak ada data.
                    </TableCell>
                  </TableRow>
                )}
                {accounts.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      <AccountCell row={a} />
                    </TableCell>
                    <TableCell align="right">{formatRupiah(a.debit)}</TableCell>
                    <TableCell align="right">{formatRupiah(a.credit)}</TableCell>
                    <TableCell align="right">{share(a, side, total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}
