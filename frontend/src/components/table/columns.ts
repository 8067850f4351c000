/**
 * How the shared plain table (components/DataTable) reads the MUI X column definitions it is
 * given: a cell's value (`valueGetter`), its text (`valueFormatter`), its alignment and the order
 * of two rows. The grid package is imported for its types only (no JavaScript at runtime).
 */
import { isValidElement, type ReactNode } from 'react';
import type { GridCellParams, GridColDef, GridRenderCellParams, GridRowId, GridSortDirection, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A column of `DataTable`: the MUI X `GridColDef` (field, headerName, width, minWidth, flex, type,
 * align, headerAlign, valueGetter, valueFormatter, renderCell, cellClassName, sortable,
 * sortComparator, sortingOrder, description) plus where it goes on a phone's card:
 * - `card: 'title'`: the card's heading (else the first column that is not the actions column);
 * - `card: 'hide'`: left off the card (a figure the card's other lines already give).
 */
export type DataColumn<R extends GridValidRowModel> = GridColDef<R> & { card?: 'title' | 'hide' };

/** One sort: a column and its direction, as the grid's `GridSortItem`. */
export interface SortItem {
  field: string;
  sort: 'asc' | 'desc';
}

/** The actions column: `field: 'actions'` or `type: 'actions'` (a row of buttons). */
export const isActions = (c: { field: string; type?: string }) => c.field === 'actions' || c.type === 'actions';

/** Numbers are right-aligned and never wrap. */
export const isNumber = (c: { type?: string }) => c.type === 'number';

/** The cell alignment of `c`: its `align`, else right for a number. */
export const alignOf = (c: { type?: string; align?: 'left' | 'right' | 'center' }) => c.align ?? (isNumber(c) ? 'right' : 'left');

/** The header alignment of `c`: its `headerAlign`, else its cell alignment. */
export const headerAlignOf = (c: { type?: string; align?: 'left' | 'right' | 'center'; headerAlign?: 'left' | 'right' | 'center' }) => c.headerAlign ?? alignOf(c);

// The grid passes its API to valueGetter/valueFormatter/renderCell; the plain table has none (no call site reads it).
const NO_API = undefined as never;

/** The value of `row` in column `c`: `valueGetter(row[field], row)` when given, else `row[field]`. */
export function cellValue<R extends GridValidRowModel>(c: GridColDef<R>, row: R): unknown {
  const raw: unknown = row[c.field];
  return c.valueGetter ? (c.valueGetter as unknown as (v: unknown, r: R, col: GridColDef<R>, api: never) => unknown)(raw as never, row, c, NO_API) : raw;
}

/** The text of a value in column `c`: `valueFormatter(value, row)` when given, else the value itself ('' for none). */
export function formattedValue<R extends GridValidRowModel>(c: GridColDef<R>, row: R, value: unknown): unknown {
  if (c.valueFormatter) return (c.valueFormatter as unknown as (v: unknown, r: R, col: GridColDef<R>, api: never) => unknown)(value as never, row, c, NO_API);
  return value ?? '';
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
const textCollator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

/**
 * Orders two values ascending: numbers (also decimal strings of a number column, e.g. money) by
 * value, the rest as Indonesian text with numbers inside read as numbers; empty values compare
 * as equal to each other (they are put last by {@link sortRows} in either direction).
 */
export function compareValues(a: unknown, b: unknown, numeric: boolean): number {
  if (numeric || (typeof a === 'number' && typeof b === 'number')) {
    const x = Number(a);
    const y = Number(b);
    if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  }
  return textCollator.compare(String(a), String(b));
}

/** The directions a header click goes through: the column's `sortingOrder`, else a number from its largest. */
export function sortingOrderOf(c: { type?: string; sortingOrder?: readonly GridSortDirection[] }): Array<'asc' | 'desc'> {
  const given = (c.sortingOrder ?? []).filter((d): d is 'asc' | 'desc' => d === 'asc' || d === 'desc');
  return given.length ? given : isNumber(c) ? ['desc', 'asc'] : ['asc', 'desc'];
}

/**
 * `rows` ordered by `sort` (a copy; `rows` when there is no sort): the column's `sortComparator`
 * when it has one, else {@link compareValues}; empty values last in both directions; equal rows
 * keep their order.
 */
export function sortRows<R extends GridValidRowModel>(rows: readonly R[], columns: readonly GridColDef<R>[], sort: SortItem | null, idOf: (row: R) => GridRowId): readonly R[] {
  const c = sort && columns.find((col) => col.field === sort.field);
  if (!sort || !c) return rows;
  const sign = sort.sort === 'asc' ? 1 : -1;
  const keyed = rows.map((row, i) => ({ row, i, value: cellValue(c, row) }));
  keyed.sort((a, b) => {
    if (isEmpty(a.value) || isEmpty(b.value)) return isEmpty(a.value) === isEmpty(b.value) ? a.i - b.i : isEmpty(a.value) ? 1 : -1;
    const order = c.sortComparator
      ? c.sortComparator(a.value, b.value, { id: idOf(a.row), field: c.field, value: a.value, api: NO_API, rowNode: NO_API }, { id: idOf(b.row), field: c.field, value: b.value, api: NO_API, rowNode: NO_API })
      : compareValues(a.value, b.value, isNumber(c));
    return order * sign || a.i - b.i;
  });
  return keyed.map((k) => k.row);
}

/** The params a column's `renderCell` and `cellClassName` get from the plain table: `row`, `value`, `formattedValue`, `field`, `id`, `colDef` (no `api`). */
function cellParams<R extends GridValidRowModel>(c: GridColDef<R>, row: R, id: GridRowId) {
  const value = cellValue(c, row);
  return { row, value, formattedValue: formattedValue(c, row, value), field: c.field, id, colDef: c } as unknown as GridRenderCellParams<R> & GridCellParams<R>;
}

/** What a cell shows: `renderCell(params)` when given, else the formatted value (an object as its text). */
export function cellContent<R extends GridValidRowModel>(c: GridColDef<R>, row: R, id: GridRowId): ReactNode {
  const params = cellParams(c, row, id);
  if (c.renderCell) return c.renderCell(params);
  const shown: unknown = params.formattedValue;
  return typeof shown === 'object' && shown !== null && !isValidElement(shown) ? String(shown as object) : (shown as ReactNode);
}

/** The class of a cell: the column's `cellClassName` (a text, or a function of the cell's params). */
export function cellClassOf<R extends GridValidRowModel>(c: GridColDef<R>, row: R, id: GridRowId): string | undefined {
  const given = c.cellClassName;
  if (!given) return undefined;
  return typeof given === 'function' ? given(cellParams(c, row, id)) : given;
}
