import { lazy, Suspense, type ComponentType, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { DataGridProps, GridCallbackDetails, GridColDef, GridRowParams, GridValidRowModel, MuiEvent } from '@mui/x-data-grid';

/**
 * The MUI X DataGrid (about 140 KB gzip) is loaded by the first table a route shows, in parallel
 * with the data the table is waiting for, instead of before the route can render at all: the
 * title, the filters and the figures of a screen appear first on a slow tablet (issue #11).
 */
const DataGridView = lazy(() => import('./DataGridView')) as unknown as ComponentType<DataGridProps>;

/** A click on a row, with the row typed as the table's rows (the grid's own listener types it `any`). */
export type RowEventHandler<R extends GridValidRowModel> = (
  params: GridRowParams<R>,
  event: MuiEvent<MouseEvent<HTMLElement>>,
  details: GridCallbackDetails,
) => void;

export type DataTableProps<R extends GridValidRowModel> = Omit<DataGridProps<R>, 'onRowClick' | 'onRowDoubleClick'> & {
  /** A click on a row: `params.row` is one of `rows`. */
  onRowClick?: RowEventHandler<R>;
  /** A double click on a row: `params.row` is one of `rows`. */
  onRowDoubleClick?: RowEventHandler<R>;
  /**
   * Every column on screen without a sideways scroll (report tables on a tablet in portrait,
   * issue #11): headers and cells wrap, rows grow to their content, tighter padding and text.
   * Give the columns `flex` with a small `minWidth`.
   */
  fit?: boolean;
};

/** Styles of a fitted table: wrapping headers and cells, 13 px text, 6 px padding. */
const FIT_SX = {
  fontSize: { xs: 13, md: 14 },
  '& .MuiDataGrid-columnHeader, & .MuiDataGrid-cell': { px: { xs: 0.75, md: 1.25 } },
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, textOverflow: 'clip' },
  '& .MuiDataGrid-cell': { whiteSpace: 'normal', lineHeight: 1.3, py: 0.75, overflowWrap: 'anywhere', display: 'flex', alignItems: 'center' },
} as const;

/** What shows while the grid's code arrives: a bar in a box of the table's first height. */
function TableLoading() {
  return (
    <Box sx={{ minHeight: 160, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} aria-busy="true" aria-label="Memuat tabel">
      <LinearProgress aria-label="Memuat tabel" />
    </Box>
  );
}

/**
 * DataGrid with the app's defaults: Indonesian texts, height following its
 * rows, no row selection on click, compact density and paging of 25 rows.
 * Pass `loading` while data is fetched.
 */
export function DataTable<R extends GridValidRowModel>({ fit, ...props }: DataTableProps<R>) {
  const grid = {
    autoHeight: true,
    density: 'compact',
    disableRowSelectionOnClick: true,
    pageSizeOptions: [25, 50, 100],
    initialState: { pagination: { paginationModel: { pageSize: 25 } } },
    ...(fit ? { getRowHeight: () => 'auto' as const, columnHeaderHeight: 60 } : {}),
    ...props,
    sx: { bgcolor: 'background.paper', ...(fit ? FIT_SX : {}), ...props.sx },
  } as DataGridProps;
  return (
    <Suspense fallback={<TableLoading />}>
      <DataGridView {...grid} />
    </Suspense>
  );
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
      <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit ${nameOf(row)}`} sx={{ minHeight: 44 }}>
        Edit
      </Button>
    ),
  };
}
