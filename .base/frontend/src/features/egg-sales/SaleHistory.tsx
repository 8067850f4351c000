/**
 * The history of Penjualan Telur (part 2 §2 'A history list with filters', §3 'Egg sale', §4):
 * filters from, to, customer and payment method; totals of the list (summed by the server); the
 * table with the finance code (journal detail), the customer (customer detail), the status, the
 * outstanding, kg per grade, average price and total; per row Terima (owes), Refund (a credit) or
 * Retur (a paid sale that owes nothing: eggs come back first), Nota, and in the menu Edit, Retur and
 * Hapus ('Hapus transaksi {code}?'; a sale with payments is refused by the server). An edit refused
 * because its period is closed offers a return instead.
 *
 * Its parts: the filters ({@link useSaleFilters}, SaleFilters), the totals (SaleTotals), the columns
 * (saleColumns, SaleRowActions) and the one open modal ({@link saleDialogReducer}, SaleHistoryDialogs).
 */
import { useMemo, useReducer } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { downloadXlsx } from '../../lib/spreadsheet';
import { SALE_TEXTS, type Customer, type SaleRow } from './egg-sales';
import { NARROW_HIDDEN_COLUMNS, SALE_SHEET, saleColumns } from './saleColumns';
import { NO_DIALOG, saleDialogReducer } from './saleDialogs';
import { SaleFilters } from './SaleFilters';
import { SaleHistoryDialogs } from './SaleHistoryDialogs';
import { SaleTotals } from './SaleTotals';
import { useSaleFilters } from './useSaleFilters';

export interface SaleHistoryProps {
  customers: readonly Customer[];
  /** Shows a message (toast) after an action. */
  notify: (message: string) => void;
  /** Reloads the availability after an edit or a delete. */
  onChanged: () => unknown;
}

/** The history with its filters, totals, table and the row modals. */
export function SaleHistory({ customers, notify, onChanged }: SaleHistoryProps) {
  const filters = useSaleFilters();
  const { ready, query } = filters;
  const list = useApiQuery(ready ? '/api/egg-sales/list' : null, { params: { query } });
  const totals = useApiQuery(ready ? '/api/egg-sales/list/totals' : null, { params: { query } });
  const narrow = useMediaQuery('(max-width: 1100px)');
  const [dialog, dispatch] = useReducer(saleDialogReducer, NO_DIALOG);
  const columns = useMemo(() => saleColumns((next) => dispatch({ type: 'open', dialog: next })), []);

  const refresh = () => Promise.all([list.mutate(), totals.mutate(), onChanged()]);
  const rows = list.data ?? [];
  const exportXlsx = useApiMutation((r: SaleRow[]) => downloadXlsx(`penjualan-telur_${query.from}_${query.to}.xlsx`, 'Penjualan Telur', SALE_SHEET, r), { fallback: 'Gagal membuat file Excel.' });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="history-title" variant="h6" component="h2">
          Riwayat penjualan
        </Typography>
        <Button variant="outlined" disabled={rows.length === 0 || exportXlsx.busy} onClick={() => void exportXlsx.trigger(rows)} sx={{ minHeight: 44 }}>
          Excel
        </Button>
      </Stack>
      <Stack spacing={2}>
        <SaleFilters filters={filters} customers={customers} />
        {exportXlsx.error && <Alert severity="error">{exportXlsx.error}</Alert>}
        {totals.data && <SaleTotals totals={totals.data} />}
        {list.error && <Alert severity="error">{errorText(list.error, SALE_TEXTS.list)}</Alert>}
        {!list.isLoading && !list.error && rows.length === 0 ? (
          <EmptyState message={SALE_TEXTS.empty} hint="Belum ada penjualan pada rentang dan filter ini." />
        ) : (
          <DataTable<SaleRow>
            fit
            rows={rows}
            columns={columns}
            getRowId={(r) => r.sale_id}
            loading={list.isLoading}
            // Narrower than a desktop: the kg per grade, the total kg (the Total kg card has them) and the rest stay off, so every action fits.
            columnVisibilityModel={narrow ? NARROW_HIDDEN_COLUMNS : {}}
            localeText={{ noRowsLabel: SALE_TEXTS.empty }}
            sx={{ '& .negative': { color: 'error.main', fontWeight: 700 } }}
          />
        )}
      </Stack>
      <SaleHistoryDialogs dialog={dialog} dispatch={dispatch} customers={customers} notify={notify} refresh={refresh} />
    </Paper>
  );
}
