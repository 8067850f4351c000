import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type TablePaginationComponent from '@mui/material/TablePagination';

/** The pager (with its select of rows per page, about 20 KB gzip): loaded only when there is more than one page. */
const TablePagination = lazy(() => import('@mui/material/TablePagination')) as unknown as typeof TablePaginationComponent;

/** A column of {@link SimpleTable}: the value of `field`, shown through `valueFormatter`. */
export interface SimpleColumn<R> {
  field: keyof R & string;
  headerName: string;
  /** Numbers are right-aligned. */
  type?: 'number';
  /** Share of the table's width (like the DataGrid's `flex`); 1 when left out. */
  flex?: number;
  /** Smallest width in px. */
  minWidth?: number;
  /** Text shown for the value; `String(value)` when left out. */
  valueFormatter?: (value: never, row: R) => ReactNode;
}

export interface SimpleTableProps<R> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly R[];
  columns: readonly SimpleColumn<R>[];
  getRowId: (row: R) => string | number;
  /** A bar above the rows while they are fetched. */
  loading?: boolean;
  /** Column sorted first and its direction. */
  initialSort?: { field: keyof R & string; sort: 'asc' | 'desc' };
  /** Rows per page at first, and the choices offered. */
  pageSize?: number;
  pageSizeOptions?: number[];
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Orders two cell values in `direction`: numbers by value, the rest as text; empty values last either way. */
function compare(a: unknown, b: unknown, direction: 'asc' | 'desc'): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return direction === 'asc' ? order : -order;
}

/**
 * A small sortable, paged table on MUI's plain `Table`, for screens whose table has few rows and
 * must show at once: the dashboard's table of days (issue #11). It needs none of the MUI X
 * DataGrid's code (about 160 KB gzip) nor its layout work on a slow tablet. Like `DataTable fit`,
 * every column stays on screen at 800 px: headers and cells wrap, 13 px text, 6 px padding.
 * A column header sorts by its column (again: the other way); empty values sort last.
 */
export function SimpleTable<R>({ label, rows, columns, getRowId, loading, initialSort, pageSize: firstPageSize = 25, pageSizeOptions = [25, 50, 100] }: SimpleTableProps<R>) {
  const [sort, setSort] = useState(initialSort ?? null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(firstPageSize);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    return [...rows].sort((a, b) => compare(a[sort.field], b[sort.field], sort.sort));
  }, [rows, sort]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = sorted.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  const totalFlex = columns.reduce((s, c) => s + (c.flex ?? 1), 0);

  const sortBy = (field: keyof R & string) => {
    const first = columns.find((c) => c.field === field)?.type === 'number' ? 'desc' : 'asc';
    setSort((s) => (s?.field === field ? { field, sort: s.sort === 'asc' ? 'desc' : 'asc' } : { field, sort: first }));
    setPage(0);
  };

  return (
    <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      {loading && <LinearProgress aria-label="Memuat data" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      {/* Narrower than its columns' minimums (a phone): the table scrolls sideways inside its box, not the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={label}
          aria-busy={loading || undefined}
          sx={{
            '& th, & td': { px: { xs: 0.75, md: 1.25 }, py: 0.75, fontSize: { xs: 13, md: 14 }, lineHeight: 1.3, overflowWrap: 'anywhere' },
            // Headers break between words only ('Tangg al' on a tablet is unreadable); a cell's data may still wrap anywhere.
            '& th': { fontWeight: 500, lineHeight: 1.2, verticalAlign: 'bottom', overflowWrap: 'normal', wordBreak: 'keep-all', hyphens: 'none' },
          }}
        >
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const active = sort?.field === c.field;
                return (
                  <TableCell
                    key={c.field}
                    align={c.type === 'number' ? 'right' : 'left'}
                    sortDirection={active ? sort.sort : false}
                    sx={{ width: `${(100 * (c.flex ?? 1)) / totalFlex}%`, minWidth: c.minWidth }}
                  >
                    <TableSortLabel active={active} direction={active ? sort.sort : 'asc'} onClick={() => sortBy(c.field)}>
                      {c.headerName}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={getRowId(r)} hover>
                {columns.map((c) => (
                  <TableCell key={c.field} align={c.type === 'number' ? 'right' : 'left'}>
                    {c.valueFormatter ? c.valueFormatter(r[c.field] as never, r) : String(r[c.field] ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                  {loading ? 'Memuat data…' : 'Tidak ada data'}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {sorted.length > Math.min(pageSize, ...pageSizeOptions) && (
        <Suspense fallback={<Box sx={{ minHeight: 52 }} />}>
          <TablePagination
            component="div"
            count={sorted.length}
            page={shownPage}
            rowsPerPage={pageSize}
            rowsPerPageOptions={pageSizeOptions}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage="Baris per halaman:"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} dari ${count}`}
            getItemAriaLabel={(type) => (type === 'previous' ? 'Halaman sebelumnya' : type === 'next' ? 'Halaman berikutnya' : type === 'first' ? 'Halaman pertama' : 'Halaman terakhir')}
          />
        </Suspense>
      )}
    </Box>
  );
}
