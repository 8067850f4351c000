import { lazy, Suspense, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import type { DataGridProps, GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { DataTableProps } from './table/types';
import { afterPaint } from '../lib/idle';

export type { DataColumn } from './table/columns';
export type { DataTableProps, RowEventHandler } from './table/types';

/**
 * The plain table (components/table/PlainTable, about 9 KB gzip with MUI's Table parts) is loaded
 * by the table once the screen around it has painted, in parallel with the rows it waits for: the
 * title, the filters and the figures of a screen paint first (issue #11, #23).
 */
const PlainTable = lazy(() => afterPaint().then(() => import('./table/PlainTable'))) as unknown as <R extends GridValidRowModel>(props: DataTableProps<R>) => React.JSX.Element;

/**
 * The MUI X DataGrid (about 160 KB gzip), for a screen that needs more than sorting and paging
 * (`grid`): loaded by the table after the route's first paint. docs/adr/0027 says why no screen
 * uses it at present.
 */
const DataGridView = lazy(() => import('./DataGridView')) as unknown as ComponentType<DataGridProps>;

const PAGE_SIZES = [25, 50, 100];

/** What shows while the table's code arrives: a named bar in a box of a short table's height. */
function TableLoading() {
  return (
    <Box sx={{ minHeight: 120, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} aria-busy="true">
      <LinearProgress aria-label="Memuat data" />
    </Box>
  );
}

/**
 * The shared list table (docs/adr/0027): MUI's plain `Table` with the DataGrid's column
 * definitions, Indonesian texts, a header click to sort (the column's `sortComparator`; empty
 * values last), client paging of 25/50/100 rows ('Baris per halaman', '1–25 dari 80') or server
 * paging, 'Tidak ada data' when empty, and its height following its rows. The table sits in a
 * named region that scrolls sideways by itself and is reachable by keyboard. Below 600 px it
 * shows one card per row instead (components/table/TableCards) with the same sort ('Urutkan')
 * and pager: no action or amount outside a phone's screen.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  return <Suspense fallback={<TableLoading />}>{props.grid ? <GridTable {...props} /> : <PlainTable<R> {...props} />}</Suspense>;
}

/** Styles of a fitted grid: wrapping headers and cells, 13 px text, 6 px padding. */
const FIT_GRID_SX = {
  fontSize: { xs: 13, md: 14 },
  '& .MuiDataGrid-columnHeader, & .MuiDataGrid-cell': { px: { xs: 0.75, md: 1.25 } },
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, textOverflow: 'clip' },
  '& .MuiDataGrid-cell': { whiteSpace: 'normal', lineHeight: 1.3, py: 0.75, overflowWrap: 'anywhere', display: 'flex', alignItems: 'center' },
} as const;

/** The same props on the MUI X DataGrid (`grid`), with the app's defaults: compact, height following the rows, no selection on click. */
function GridTable<R extends GridValidRowModel>({ fit, label, ...given }: DataTableProps<R>) {
  // Props of the plain table only.
  const props: Partial<DataTableProps<R>> = { ...given };
  delete props.grid;
  delete props.cards;
  delete props.totals;
  const gridProps = {
    autoHeight: true,
    density: 'compact',
    disableRowSelectionOnClick: true,
    pageSizeOptions: PAGE_SIZES,
    ...(fit ? { getRowHeight: () => 'auto' as const, columnHeaderHeight: 60 } : {}),
    ...props,
    initialState: { pagination: { paginationModel: { pageSize: 25 } }, ...props.initialState },
    'aria-label': label ?? props['aria-label'],
    sx: [{ bgcolor: 'background.paper' }, fit ? FIT_GRID_SX : {}, ...(Array.isArray(props.sx) ? (props.sx as SxProps<Theme>[]) : [props.sx])],
  } as unknown as DataGridProps;
  return <DataGridView {...gridProps} />;
}

/**
 * The 'Aksi' column of a list whose rows open an edit dialog: one 'Edit' button per row (44 px
 * high for a finger), announced as 'Edit <name>'. `width` in px.
 */
export function editColumn<R extends GridValidRowModel>(nameOf: (row: R) => string, onEdit: (row: R) => void, width = 90): GridColDef<R> {
  return {
    field: 'actions',
    headerName: 'Aksi',
    width,
    sortable: false,
    renderCell: ({ row }) => (
      <Button aria-haspopup="dialog" size="small" onClick={() => onEdit(row)} aria-label={`Edit ${nameOf(row)}`} sx={{ minHeight: 44 }}>
        Edit
      </Button>
    ),
  };
}
