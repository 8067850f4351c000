import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { GridCallbackDetails, GridColDef, GridPaginationModel, GridRowId, GridValidRowModel, MuiEvent } from '@mui/x-data-grid';
import { alignOf, cellClassOf, cellContent, headerAlignOf, isActions, isNumber, sortingOrderOf, sortRows, type DataColumn, type SortItem } from './columns';
import { TableCards } from './TableCards';
import { TablePager } from './TablePager';
import type { DataTableProps } from './types';

/** 'Urutkan' above the cards (a select, about 20 KB gzip with its menu): loaded on a phone only. */
const CardSort = lazy(() => import('./CardSort'));

const PAGE_SIZES = [25, 50, 100];
const NO_DETAILS = {} as GridCallbackDetails;

/** Cell styles: numbers never wrap; a fitted table wraps text anywhere and is tighter. */
const tableSx = (fit: boolean, clickable: boolean) =>
  ({
    '& th, & td': { boxSizing: 'border-box', px: fit ? { xs: 0.75, lg: 1 } : 1.25, py: 0.75, fontSize: fit ? { xs: 13, md: 14 } : 14, lineHeight: 1.3, overflowWrap: fit ? 'anywhere' : 'normal' },
    // Headers break between words only ('Tangg al' on a tablet is unreadable).
    '& th': { fontWeight: 500, lineHeight: 1.2, verticalAlign: 'bottom', overflowWrap: 'normal', wordBreak: 'keep-all', hyphens: 'none' },
    // A fitted table keeps no room for the arrow of a column that is not sorted (13 headers at 1366 px).
    ...(fit ? { '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' } } : {}),
    '& td.number': { whiteSpace: 'nowrap', overflowWrap: 'normal', fontVariantNumeric: 'tabular-nums' },
    // A column whose values must stay whole (a date, a document number: `cellClassName: 'nowrap'`); a
    // cell's min-width does not hold in a table whose long text column takes the room.
    '& td.nowrap': { whiteSpace: 'nowrap', overflowWrap: 'normal' },
    '& td[data-field="actions"]': { whiteSpace: 'nowrap', py: 0.25 },
    '& tfoot td': { fontWeight: 700, color: 'text.primary', fontSize: fit ? { xs: 13, md: 14 } : 14 },
    ...(clickable ? { '& tbody tr': { cursor: 'pointer' } } : {}),
  }) as const;

/** The page's title (its first h1), read once the page is on screen: the table's name when the screen gives none. */
function usePageTitle(skip: boolean): string | undefined {
  const [title, setTitle] = useState<string>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the page's h1 from the DOM, which is there only once the page is committed.
    if (!skip) setTitle(document.querySelector('h1')?.textContent?.trim() || undefined);
  }, [skip]);
  return title;
}

/**
 * The shared list table (docs/adr/0027): MUI's plain `Table` with the DataGrid's column
 * definitions, Indonesian texts, a header click to sort (the column's `sortComparator`; empty
 * values last), client paging of 25/50/100 rows ('Baris per halaman', '1–25 dari 80') or server
 * paging, 'Tidak ada data' when empty, and its height following its rows. The table sits in a
 * named region that scrolls sideways by itself and is reachable by keyboard. Below 600 px it
 * shows one card per row instead (TableCards) with the same sort ('Urutkan')
 * and pager: no action or amount outside a phone's screen.
 */
export default function PlainTable<R extends GridValidRowModel>(p: DataTableProps<R>) {
  // New rows (a list that arrived, another filter) are drawn in a render of their own that React may
  // interrupt (a deferred value): the screen stays responsive and a slow phone's main thread is not
  // blocked for the whole table at once (issue #23, Total Blocking Time). Until then the table says it
  // is loading. The rows a table mounts with are drawn at once.
  const rows = useDeferredValue(p.rows);
  const drawing = rows !== p.rows;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const idOf = useMemo(() => p.getRowId ?? ((row: R) => row.id as GridRowId), [p.getRowId]);
  const pageTitle = usePageTitle(Boolean(p.label ?? p['aria-label']));
  const label = p.label ?? p['aria-label'] ?? pageTitle ?? 'Tabel';
  const columns = useMemo(() => p.columns.filter((c) => p.columnVisibilityModel?.[c.field] !== false), [p.columns, p.columnVisibilityModel]);
  const sortable = (c: GridColDef<R>) => !p.disableColumnSorting && c.sortable !== false && !isActions(c);

  const [sort, setSort] = useState<SortItem | null>(() => {
    const first = p.initialState?.sorting?.sortModel?.[0];
    return first?.sort ? { field: first.field, sort: first.sort } : null;
  });
  const pageSizeOptions = p.pageSizeOptions ?? PAGE_SIZES;
  const [ownModel, setOwnModel] = useState<GridPaginationModel>(() => ({ page: 0, pageSize: 25, ...p.initialState?.pagination?.paginationModel }));
  const model = p.paginationModel ?? ownModel;
  const changeModel = (next: GridPaginationModel) => {
    setOwnModel(next);
    p.onPaginationModelChange?.(next, NO_DETAILS);
  };

  const server = p.paginationMode === 'server';
  const sorted = useMemo(() => sortRows(rows, p.columns, sort, idOf), [rows, p.columns, sort, idOf]);
  const count = server ? (p.rowCount ?? rows.length) : sorted.length;
  const lastPage = Math.max(0, Math.ceil(count / model.pageSize) - 1);
  const page = server ? model.page : Math.min(model.page, lastPage);
  const shown = server ? sorted : sorted.slice(page * model.pageSize, (page + 1) * model.pageSize);
  const paged = count > Math.min(model.pageSize, ...pageSizeOptions) || page > 0;

  const sortBy = (c: GridColDef<R>, direction?: 'asc' | 'desc') => {
    const order = sortingOrderOf(c);
    const next = direction ?? (sort?.field === c.field ? (order[(order.indexOf(sort.sort) + 1) % order.length] ?? order[0]) : order[0]);
    setSort({ field: c.field, sort: next });
    if (!server && page > 0) changeModel({ ...model, page: 0 });
  };

  const rowHandler = p.onRowClick ?? p.onRowDoubleClick;
  const activate = (row: R, event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, handler = rowHandler) =>
    handler?.({ id: idOf(row), row, columns: p.columns as GridColDef[] }, event as MuiEvent<MouseEvent<HTMLElement>>, NO_DETAILS);
  const classOf = (row: R, i: number) =>
    p.getRowClassName?.({ id: idOf(row), row, columns: p.columns as GridColDef[], indexRelativeToCurrentPage: i, isFirstVisible: i === 0, isLastVisible: i === shown.length - 1 }) || undefined;
  const loading = p.loading || drawing;
  const empty = loading ? 'Memuat data…' : (p.localeText?.noRowsLabel ?? 'Tidak ada data');

  const sortChoices = phone && !p.disableColumnSorting ? columns.filter(sortable) : [];
  // Flex columns share the width by their `flex` when every column has one; beside a fixed column
  // they take what their content asks (percentages beside a fixed width push the table past its box).
  const flexTotal = columns.every((c) => c.flex) ? columns.reduce((s, c) => s + (c.flex ?? 0), 0) : 0;

  return (
    <Box sx={[{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }, ...(Array.isArray(p.sx) ? (p.sx as SxProps<Theme>[]) : [p.sx])] as SxProps<Theme>}>
      {loading && <LinearProgress aria-label="Memuat data" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      {phone && (p.cards ?? true) ? (
        <>
          {sortChoices.length > 0 && shown.length > 1 && (
            <Box sx={{ px: 1, pt: 1.5 }}>
              <Suspense fallback={<Box sx={{ minHeight: 40 }} />}>
                <CardSort
                  choices={sortChoices.map((c) => ({ field: c.field, headerName: c.headerName ?? c.field, order: sortingOrderOf(c) }))}
                  value={sort}
                  onChange={(field, direction) => {
                    const c = columns.find((col) => col.field === field);
                    if (c) sortBy(c, direction);
                  }}
                />
              </Suspense>
            </Box>
          )}
          <TableCards
            label={label}
            columns={columns}
            rows={shown}
            idOf={idOf}
            classOf={classOf}
            onActivate={rowHandler ? (row, e) => activate(row, e) : undefined}
            empty={empty}
            totals={p.totals}
          />
        </>
      ) : (
        // Narrower than its columns (a phone with `cards={false}`, a tablet): the table scrolls sideways inside this region, not the page.
        <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}>
          <Table size="small" aria-label={label} aria-busy={loading || undefined} sx={tableSx(Boolean(p.fit), Boolean(rowHandler))}>
            <TableHead>
              <TableRow>
                {columns.map((c) => {
                  const active = sort?.field === c.field;
                  // A fitted table's fixed widths give way too (a cell's width is its column's minimum), except the actions'.
                  const width = c.flex ? (flexTotal ? `${(100 * c.flex) / flexTotal}%` : undefined) : p.fit && !isActions(c) ? undefined : c.width;
                  return (
                    <TableCell
                      key={c.field}
                      align={headerAlignOf(c)}
                      className={isNumber(c) ? 'number' : undefined}
                      sortDirection={active ? sort.sort : false}
                      title={c.description}
                      // A fitted table's columns shrink to their content (numbers never wrap); `minWidth` holds otherwise.
                      sx={{ width, minWidth: p.fit ? undefined : (c.minWidth ?? (c.flex ? undefined : c.width)) }}
                    >
                      {sortable(c) ? (
                        <TableSortLabel active={active} direction={active ? sort.sort : sortingOrderOf(c)[0]} onClick={() => sortBy(c)}>
                          {c.headerName ?? c.field}
                        </TableSortLabel>
                      ) : (
                        (c.headerName ?? '')
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, i) => {
                const id = idOf(row);
                return (
                  <TableRow
                    key={id}
                    hover
                    className={classOf(row, i)}
                    tabIndex={rowHandler ? 0 : undefined}
                    onClick={p.onRowClick ? (e) => !fromControl(e) && activate(row, e, p.onRowClick) : undefined}
                    onDoubleClick={p.onRowDoubleClick ? (e) => !fromControl(e) && activate(row, e, p.onRowDoubleClick) : undefined}
                    onKeyDown={rowHandler ? (e) => e.key === 'Enter' && e.target === e.currentTarget && activate(row, e) : undefined}
                  >
                    {columns.map((c) => (
                      <TableCell key={c.field} data-field={c.field} align={alignOf(c)} className={[isNumber(c) ? 'number' : '', cellClassOf(c, row, id) ?? ''].join(' ').trim() || undefined}>
                        {cellContent(c, row, id)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                    {empty}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
            {p.totals && shown.length > 0 && <TotalsRow columns={columns} totals={p.totals} />}
          </Table>
        </Box>
      )}
      {paged && <TablePager count={count} page={page} pageSize={model.pageSize} pageSizeOptions={pageSizeOptions} onChange={changeModel} />}
    </Box>
  );
}

/** Whether a click started on a control in the row (that control acts, not the row). */
function fromControl(e: MouseEvent<HTMLElement>) {
  const control = (e.target as HTMLElement).closest('button, a, input, select, textarea, [role="button"], [role="switch"], [role="menuitem"]');
  return control !== null && control !== e.currentTarget && e.currentTarget.contains(control);
}

/** The totals row: the label spans the columns before the first total, then one cell per column. */
function TotalsRow<R extends GridValidRowModel>({ columns, totals }: { columns: readonly DataColumn<R>[]; totals: NonNullable<DataTableProps<R>['totals']> }) {
  const first = Math.max(1, columns.findIndex((c) => totals.values[c.field] !== undefined));
  return (
    <TableFooter>
      <TableRow>
        <TableCell colSpan={first}>{totals.label}</TableCell>
        {columns.slice(first).map((c) => (
          <TableCell key={c.field} data-field={c.field} align={alignOf(c)} className={isNumber(c) ? 'number' : undefined}>
            {totals.values[c.field] ?? ''}
          </TableCell>
        ))}
      </TableRow>
    </TableFooter>
  );
}

