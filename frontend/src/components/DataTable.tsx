import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { idID } from '@mui/x-data-grid/locales';

/** DataGrid texts in Indonesian, with the empty-table label fixed. */
export const DATA_GRID_LOCALE_TEXT = {
  ...idID.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: 'Tidak ada data',
};

export type DataTableProps<R extends GridValidRowModel> = DataGridProps<R>;

/**
 * DataGrid with the app's defaults: Indonesian texts, height following its
 * rows, no row selection on click, compact density and paging of 25 rows.
 * Pass `loading` while data is fetched.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  return (
    <DataGrid<R>
      autoHeight
      density="compact"
      disableRowSelectionOnClick
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      {...props}
      localeText={{ ...DATA_GRID_LOCALE_TEXT, ...props.localeText }}
      sx={{ bgcolor: 'background.paper', ...props.sx }}
    />
  );
}
