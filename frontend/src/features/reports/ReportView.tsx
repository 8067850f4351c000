/**
 * Layout shared by the feed and production reports (spec part 1 §2.8, §2.9):
 * filters (start, end, location ALL or one), buttons Input / Tampilkan / CSV,
 * the results table and its totals. The table pages on the server (a year of
 * 300 tingkat is 109,500 rows); the totals of the whole range come with each
 * page, and CSV fetches every row of the range once. Each report page loads
 * its own endpoint with {@link useReportFilters} and hands the answer here.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import DownloadIcon from '@mui/icons-material/Download';
import { errorText, type ApiError } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { DataTable } from '../../components/DataTable';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { PageHeader } from '../../components/PageHeader';
import { downloadCsv } from '../../lib/csv';
import { downloadXlsx, type SheetColumn } from '../../lib/spreadsheet';
import { ALL, REPORT_ERROR, csvFileName, defaultReportRange } from './reports';

/** Rows per page when the screen opens. */
const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: 25 };

/** The filters applied with Tampilkan: dates and the location id (undefined for ALL). */
export interface AppliedFilters {
  start_date: string;
  to_date: string;
  location: number | undefined;
}

/**
 * State of a report screen: the filters being edited, the filters applied
 * (asked from the server) and the table's page. `paging` is the query of one
 * page (`page` is 1-based).
 */
export function useReportFilters() {
  const [range, setRange] = useState<DateRange>(() => defaultReportRange());
  const [loc, setLoc] = useState(ALL);
  const [applied, setApplied] = useState(() => ({ from: rangeDays(range).start ?? '', to: rangeDays(range).end ?? '', loc: ALL }));
  const [pageModel, setPageModel] = useState<GridPaginationModel>(FIRST_PAGE);
  const filters: AppliedFilters = { start_date: applied.from, to_date: applied.to, location: applied.loc === ALL ? undefined : Number(applied.loc) };
  return {
    range,
    setRange,
    loc,
    setLoc,
    applied,
    filters,
    pageModel,
    setPageModel,
    paging: { page: pageModel.page + 1, page_size: pageModel.pageSize },
    /** Applies the edited filters; returns false when a date is missing, 'same' when nothing changed. */
    apply(): boolean | 'same' {
      const { start: from, end: to } = rangeDays(range);
      if (!from || !to) return false;
      if (from === applied.from && to === applied.to && loc === applied.loc) return 'same';
      setApplied({ from, to, loc });
      setPageModel((m) => ({ ...m, page: 0 }));
      return true;
    },
  };
}

/** The read of one page of a report (what `useApiQuery` answers for it). */
interface ReportResult<R, T> {
  /** The page, its row count and the totals of the whole range. */
  data?: { data: R[]; total: number; totals: T };
  error?: ApiError;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

export interface ReportViewProps<R extends GridValidRowModel, T> {
  title: string;
  /** Target of the Input button (the entry screen). */
  inputPath: string;
  report: 'pakan' | 'produksi';
  state: ReturnType<typeof useReportFilters>;
  /** The page of the applied filters, loaded by the report page. */
  result: ReportResult<R, T>;
  /** Label and choices of the location filter. */
  location: { label: string; options: Array<{ id: number; lokasi: string }> };
  columns: GridColDef<R>[];
  rowId: (row: R) => string;
  /** Every row of the applied filters (no paging), for the CSV and Excel files. */
  loadAll: () => Promise<R[]>;
  /** The CSV text of those rows (the spec's columns). */
  toCsv: (rows: R[]) => string;
  /** The Excel sheet's columns (numbers as numbers, Indonesian formats). */
  sheet: SheetColumn<R>[];
  /** The totals panel, from the server's totals of the whole range. */
  totals: (totals: T) => ReactNode;
  /** Shown under the totals (the feed report's split per item). */
  below?: ReactNode;
}

/** The report screen: filters, buttons, the server-paged table and the totals. */
export function ReportView<R extends GridValidRowModel, T>(p: ReportViewProps<R, T>) {
  const navigate = useNavigate();
  const { state, result } = p;
  const [formError, setFormError] = useState<string | null>(null);
  const csv = useApiMutation(p.loadAll, {
    fallback: REPORT_ERROR,
    onSuccess: (rows) => downloadCsv(csvFileName(p.report, state.applied.from, state.applied.to), p.toCsv(rows)),
  });
  // The Excel file is made in the browser; write-excel-file is loaded only on this click (lib/spreadsheet).
  const excel = useApiMutation(p.loadAll, {
    fallback: REPORT_ERROR,
    onSuccess: (rows) => downloadXlsx(csvFileName(p.report, state.applied.from, state.applied.to, 'xlsx'), p.title, p.sheet, rows),
  });
  const total = result.data?.total ?? 0;

  const show = () => {
    const applied = state.apply();
    setFormError(applied === false ? 'Tanggal mulai dan tanggal akhir wajib diisi.' : null);
    // The same filters again: fetch the report anew (entries may have changed meanwhile).
    if (applied === 'same') void result.mutate();
  };

  return (
    <Box>
      <PageHeader
        title={p.title}
        actions={
          <>
            <Button variant="outlined" onClick={() => void navigate(p.inputPath)}>
              Input
            </Button>
            <Button variant="contained" onClick={show}>
              Tampilkan
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!total || csv.busy} onClick={() => void csv.trigger(undefined)}>
              {csv.busy ? 'Memproses…' : 'CSV'}
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!total || excel.busy} onClick={() => void excel.trigger(undefined)}>
              {excel.busy ? 'Memproses…' : 'Excel'}
            </Button>
          </>
        }
      />
      <Stack spacing={2}>
        <DateRangeFilter value={state.range} onChange={state.setRange}>
          <TextField select size="small" label={p.location.label} value={state.loc} onChange={(e) => state.setLoc(e.target.value)} sx={{ minWidth: 220 }}>
            <MenuItem value={ALL}>ALL</MenuItem>
            {p.location.options.map((l) => (
              <MenuItem key={l.id} value={String(l.id)}>
                {l.lokasi}
              </MenuItem>
            ))}
          </TextField>
        </DateRangeFilter>
        {formError && <Alert severity="warning">{formError}</Alert>}
        {result.error && <Alert severity="error">{errorText(result.error, REPORT_ERROR)}</Alert>}
        {(csv.error ?? excel.error) && <Alert severity="error">{csv.error ?? excel.error}</Alert>}
        <DataTable<R>
          fit
          rows={result.data?.data ?? []}
          columns={p.columns}
          getRowId={p.rowId}
          loading={result.isValidating}
          paginationMode="server"
          rowCount={total}
          // Rows come a page at a time in date, then coop order: sorting one page would mislead.
          disableColumnSorting
          paginationModel={state.pageModel}
          onPaginationModelChange={state.setPageModel}
        />
        {result.data && total > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }} aria-label="Total">
            {p.totals(result.data.totals)}
          </Paper>
        )}
        {p.below}
      </Stack>
    </Box>
  );
}
