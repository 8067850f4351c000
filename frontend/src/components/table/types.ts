/** The props of components/DataTable (types only: the grid package costs no JavaScript here). */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { GridCallbackDetails, GridColumnVisibilityModel, GridPaginationModel, GridRowClassNameParams, GridRowId, GridRowParams, GridSortModel, GridValidRowModel, MuiEvent } from '@mui/x-data-grid';
import type { DataColumn } from './columns';

/** A click on a row, with the row typed as the table's rows. `event` is the click (or the Enter key on a focused row). */
export type RowEventHandler<R extends GridValidRowModel> = (params: GridRowParams<R>, event: MuiEvent<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>>, details: GridCallbackDetails) => void;

/** Props of `DataTable`; the names and shapes are the MUI X DataGrid's where the grid has the same thing. */
export interface DataTableProps<R extends GridValidRowModel> {
  rows: readonly R[];
  /** The columns (see {@link DataColumn}: the grid's column definition plus `card`). */
  columns: readonly DataColumn<R>[];
  /** The row's key; `row.id` when left out. */
  getRowId?: (row: R) => GridRowId;
  /** A bar 'Memuat data' above the rows while they are fetched. */
  loading?: boolean;
  /**
   * Name of the table, of its scroll region and of its list of cards; the page's title (its h1)
   * when left out. Give it when a page has more than one table.
   */
  label?: string;
  /** Same as `label` (the grid's prop). */
  'aria-label'?: string;
  /**
   * Every column on screen without a sideways scroll (report tables on a tablet in portrait,
   * issue #11): headers and cells wrap anywhere, tighter padding and 13 px text. Give the columns
   * `flex` with a small `minWidth`.
   */
  fit?: boolean;
  /** One card per row below 600 px (default); `false` keeps the table, scrolling sideways in its region. */
  cards?: boolean;
  /** A click on a row (or Enter on it, or a tap on its card); not when the click is on a button or link in the row. */
  onRowClick?: RowEventHandler<R>;
  /** A double click on a row; on a card (a phone) a tap, when there is no `onRowClick`. */
  onRowDoubleClick?: RowEventHandler<R>;
  /** A class for a row (and its card), e.g. 'canceled'. */
  getRowClassName?: (params: GridRowClassNameParams<R>) => string;
  /** Columns hidden (`{ field: false }`), on the table and the cards. */
  columnVisibilityModel?: GridColumnVisibilityModel;
  /** First page size and first sort. */
  initialState?: { pagination?: { paginationModel?: Partial<GridPaginationModel> }; sorting?: { sortModel?: GridSortModel } };
  /** Rows per page offered; 25, 50 and 100 when left out. */
  pageSizeOptions?: number[];
  /** 'server': `rows` are one page of `rowCount`, the page is asked for through `onPaginationModelChange`. */
  paginationMode?: 'client' | 'server';
  /** All rows of the server's pages. */
  rowCount?: number;
  /** The page shown (0-based) and its size, when the screen keeps it. */
  paginationModel?: GridPaginationModel;
  /** A new page or page size (both modes). */
  onPaginationModelChange?: (model: GridPaginationModel, details: GridCallbackDetails) => void;
  /** No sorting by a header (rows stay in the given order). */
  disableColumnSorting?: boolean;
  /** `noRowsLabel`: what an empty table says ('Tidak ada data'). */
  localeText?: { noRowsLabel?: string };
  /**
   * A last row (and on a phone a last card) with totals: `label` in the first cells, then the
   * value of each column that has one (e.g. the server's sums, already formatted).
   */
  totals?: { label: string; values: Partial<Record<string, ReactNode>> };
  sx?: SxProps<Theme>;
  /**
   * The MUI X DataGrid instead of the plain table (+160 KB gzip after the first paint): only for a
   * desktop screen that needs its column menu, filters, resizing or virtualized thousands of rows.
   */
  grid?: boolean;
}
