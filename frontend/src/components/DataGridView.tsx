import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { idID } from '@mui/x-data-grid/locales';

/** DataGrid texts in Indonesian, with the empty-table label fixed. */
export const DATA_GRID_LOCALE_TEXT = {
  ...idID.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: 'Tidak ada data',
};

/** The MUI X DataGrid behind components/DataTable, in its own chunk (loaded with the route's data). */
export default function DataGridView<R extends GridValidRowModel>(props: DataGridProps<R>) {
  return <DataGrid<R> {...props} localeText={{ ...DATA_GRID_LOCALE_TEXT, ...props.localeText }} />;
}
