import { useMemo, type ReactNode } from 'react';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { DataTable, type DataColumn } from './DataTable';

/** A column of {@link SimpleTable}: the value of `field`, shown through `valueFormatter`. */
export interface SimpleColumn<R> {
  field: keyof R & string;
  headerName: string;
  /** Numbers are right-aligned, never wrap, and sort from the largest first. */
  type?: 'number';
  /** Share of the table's width (like the DataGrid's `flex`); 1 when left out. */
  flex?: number;
  /** Smallest width in px. */
  minWidth?: number;
  /** Text shown for the value; `String(value)` when left out. */
  valueFormatter?: (value: never, row: R) => ReactNode;
}

export interface SimpleTableProps<R> {
  /** Accessible name of the table (and of its scroll region). */
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
  /** One card per row below 600 px; by default the table stays a table there and scrolls sideways in its region. */
  cards?: boolean;
  /** Whether a header click sorts (true by default); false leaves the headers plain text in `initialSort`'s order. */
  sortable?: boolean;
}

/**
 * The shared plain table (components/DataTable) with a smaller column type, for a table whose
 * rows are compared across (the dashboard's days): every column fitted to the width (headers and
 * cells wrap, 13 px text), the pager loaded only when there is a second page. A column header
 * sorts by its column (again: the other way); empty values sort last.
 */
export function SimpleTable<R extends GridValidRowModel>({ label, rows, columns, getRowId, loading, initialSort, pageSize = 25, pageSizeOptions = [25, 50, 100], cards = false, sortable = true }: SimpleTableProps<R>) {
  const dataColumns = useMemo(
    () =>
      columns.map(
        ({ valueFormatter, flex, ...c }): DataColumn<R> => ({
          ...c,
          flex: flex ?? 1,
          ...(valueFormatter ? { valueFormatter: (value: never, row: R) => valueFormatter(value, row) } : {}),
        }),
      ),
    [columns],
  );
  return (
    <DataTable<R>
      fit
      cards={cards}
      label={label}
      rows={rows}
      columns={dataColumns}
      getRowId={getRowId}
      loading={loading}
      initialState={{ pagination: { paginationModel: { pageSize } }, sorting: { sortModel: initialSort ? [initialSort] : [] } }}
      pageSizeOptions={pageSizeOptions}
      disableColumnSorting={!sortable}
    />
  );
}
