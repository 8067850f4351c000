/**
 * Layout shared by the feed and production reports (spec part 1 §2.8, §2.9):
 * filters (start, end, location ALL or one), buttons Input / Tampilkan / CSV,
 * the results table and its totals. The table pages on the server (a year of
 * 300 tingkat is 109,500 rows); the totals of the whole range come with each
 * page, and CSV fetches every row of the range once.
 */
import { useMemo, useState, type ReactNode } from 'react';
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
import { ApiError, apiFetch, buildUrl, messageOf, unwrapList } from '../../api/client';
import { useApi, useApiList } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import { DataTable } from '../../components/DataTable';
import { DateRangeFilter, type DateRange } from '../../components/DateRangeFilter';
import { PageHeader } from '../../components/PageHeader';
import { ALL, REPORT_ERROR, csvFileName, defaultReportRange } from './reports';
import { downloadCsv } from './download';

export interface ReportViewProps<R extends GridValidRowModel, T> {
  title: string;
  /** Shown above the header (the feed screens' sub-navigation). */
  nav?: ReactNode;
  /** Target of the Input button (the entry screen). */
  inputPath: string;
  report: 'pakan' | 'produksi';
  reportPath: string;
  /** Location list and the query parameter of one location. */
  location: { label: string; path: string; param: 'tingkat_id' | 'bagian_id' };
  columns: GridColDef<R>[];
  rowId: (row: R) => string;
  csv: (rows: R[]) => string;
  /** The totals panel, from the server's totals of the whole range. */
  totals: (totals: T) => ReactNode;
}

/** A page of a report as the server sends it. */
interface ReportPage<R, T> {
  data: R[];
  total: number;
  totals: T;
}

/** Rows per page when the screen opens. */
const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: 25 };

interface Applied {
  from: string;
  to: string;
  loc: string;
}

/** The server's own message of a failed call, if it sent one. */
const serverMessage = (err: unknown) => (err instanceof ApiError ? messageOf(err.data) : '');

const fmt = (d: DateRange['start']) => (d && d.isValid() ? d.format('YYYY-MM-DD') : '');

export function ReportView<R extends GridValidRowModel, T>(p: ReportViewProps<R, T>) {
  const navigate = useNavigate();
  const { tenantId } = useTenantId();
  const [range, setRange] = useState<DateRange>(() => defaultReportRange());
  const [loc, setLoc] = useState(ALL);
  const [applied, setApplied] = useState<Applied>(() => ({ from: fmt(range.start), to: fmt(range.end), loc: ALL }));
  const [paging, setPaging] = useState<GridPaginationModel>(FIRST_PAGE);
  const [formError, setFormError] = useState<string | null>(null);
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);

  const locations = useApiList<Record<string, string | number>>(tenantId ? p.location.path : null);
  const query = { start_date: applied.from, to_date: applied.to, [p.location.param]: applied.loc === ALL ? undefined : applied.loc };
  const result = useApi<ReportPage<R, T>>(
    tenantId ? p.reportPath : null,
    { ...query, page: paging.page + 1, page_size: paging.pageSize },
    { keepPreviousData: true },
  );
  const rows = useMemo(() => result.data?.data ?? [], [result.data]);
  const total = result.data?.total ?? 0;

  /** Every row of the applied filters (no paging) as a CSV file. */
  const downloadAll = async () => {
    setCsvBusy(true);
    setCsvError(null);
    try {
      const all = unwrapList<R>(await apiFetch<unknown>(buildUrl(p.reportPath, query)));
      downloadCsv(csvFileName(p.report, applied.from, applied.to), p.csv(all));
    } catch (err) {
      setCsvError(serverMessage(err) || REPORT_ERROR);
    } finally {
      setCsvBusy(false);
    }
  };

  const show = () => {
    const from = fmt(range.start);
    const to = fmt(range.end);
    if (!from || !to) {
      setFormError('Tanggal mulai dan tanggal akhir wajib diisi.');
      return;
    }
    setFormError(null);
    // The same filters again: fetch the report anew (entries may have changed meanwhile).
    if (from === applied.from && to === applied.to && loc === applied.loc) void result.mutate();
    else {
      setApplied({ from, to, loc });
      setPaging((m) => ({ ...m, page: 0 }));
    }
  };

  return (
    <Box>
      {p.nav}
      <PageHeader
        title={p.title}
        actions={
          <>
            <Button variant="outlined" onClick={() => navigate(p.inputPath)}>
              Input
            </Button>
            <Button variant="contained" onClick={show}>
              Tampilkan
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!total || csvBusy}
              onClick={() => void downloadAll()}
            >
              {csvBusy ? 'Memproses…' : 'CSV'}
            </Button>
          </>
        }
      />
      <Stack spacing={2}>
        <DateRangeFilter value={range} onChange={setRange}>
          <TextField select size="small" label={p.location.label} value={loc} onChange={(e) => setLoc(e.target.value)} sx={{ minWidth: 220 }}>
            <MenuItem value={ALL}>ALL</MenuItem>
            {(locations.data ?? []).map((l) => (
              <MenuItem key={String(l[p.location.param])} value={String(l[p.location.param])}>
                {String(l.lokasi)}
              </MenuItem>
            ))}
          </TextField>
        </DateRangeFilter>
        {formError && <Alert severity="warning">{formError}</Alert>}
        {result.error && <Alert severity="error">{serverMessage(result.error) || REPORT_ERROR}</Alert>}
        {csvError && <Alert severity="error">{csvError}</Alert>}
        <DataTable<R>
          rows={rows}
          columns={p.columns}
          getRowId={p.rowId}
          loading={result.isValidating}
          paginationMode="server"
          rowCount={total}
          // Rows come a page at a time in date, then coop order: sorting or filtering one page would mislead.
          disableColumnSorting
          disableColumnFilter
          paginationModel={paging}
          onPaginationModelChange={setPaging}
        />
        {result.data && total > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }} aria-label="Total">
            {p.totals(result.data.totals)}
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
