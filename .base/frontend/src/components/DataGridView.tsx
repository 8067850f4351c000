import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { idID } from '@mui/x-data-grid/locales';
import LinearProgress from '@mui/material/LinearProgress';

/** DataGrid texts in Indonesian, with the empty-table label fixed. */
export const DATA_GRID_LOCALE_TEXT = {
  ...idID.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: 'Tidak ada data',
};

/** The grid's loading bar, named for screen readers (the grid's own spinner has no name). */
function LoadingBar() {
  return <LinearProgress aria-label="Memuat data" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />;
}

/** The MUI X DataGrid behind components/DataTable, in its own chunk (loaded with the route's data). */
export default function DataGridView<R extends GridValidRowModel>(props: DataGridProps<R>) {
  return <DataGrid<R> slots={{ loadingOverlay: LoadingBar, ...props.slots }} {...props} localeText={{ ...DATA_GRID_LOCALE_TEXT, ...props.localeText }} />;
}
