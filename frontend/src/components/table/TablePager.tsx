import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type TablePaginationComponent from '@mui/material/TablePagination';

/** The pager (with its select of rows per page, about 20 KB gzip): loaded only when there is more than one page. */
const TablePagination = lazy(() => import('@mui/material/TablePagination')) as unknown as typeof TablePaginationComponent;

const ITEM_LABELS = { previous: 'Halaman sebelumnya', next: 'Halaman berikutnya', first: 'Halaman pertama', last: 'Halaman terakhir' } as const;

export interface TablePagerProps {
  /** Rows in all pages. */
  count: number;
  /** 0-based page shown. */
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onChange: (model: { page: number; pageSize: number }) => void;
}

/**
 * The Indonesian pager of the shared tables: 'Baris per halaman', '1–25 dari 80', previous and
 * next. On a phone its parts wrap onto two lines instead of leaving the screen.
 */
export function TablePager({ count, page, pageSize, pageSizeOptions, onChange }: TablePagerProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 52 }} />}>
      <TablePagination
        component="div"
        count={count}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...pageSizeOptions]}
        onPageChange={(_, p) => onChange({ page: p, pageSize })}
        onRowsPerPageChange={(e) => onChange({ page: 0, pageSize: Number(e.target.value) })}
        labelRowsPerPage="Baris per halaman:"
        labelDisplayedRows={({ from, to, count: all }) => `${from}–${to} dari ${all}`}
        getItemAriaLabel={(type) => ITEM_LABELS[type]}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: { xs: 1, sm: 2 } }, '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } } }}
      />
    </Suspense>
  );
}
