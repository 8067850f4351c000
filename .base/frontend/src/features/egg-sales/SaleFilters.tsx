/** The filter row of the sale history: Dari / Sampai, Filter pelanggan and Filter metode. */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { PAYMENT_FILTERS, type Customer, type SaleMethod } from './egg-sales';
import type { SaleFilters as SaleFilterState } from './useSaleFilters';

export interface SaleFiltersProps {
  filters: SaleFilterState;
  /** The customers of the customer filter, in its order. */
  customers: readonly Customer[];
}

/** The history's filters (state in {@link useSaleFilters}). */
export function SaleFilters({ filters, customers }: SaleFiltersProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', '& > .MuiTextField-root': { flex: '1 1 180px', maxWidth: 260 } }}>
      <DateRangeFilter value={filters.range} onChange={filters.setRange} startLabel="Dari" endLabel="Sampai" />
      <TextField select size="small" label="Filter pelanggan" value={filters.customerId} onChange={(e) => filters.setCustomerId(e.target.value === '' ? '' : Number(e.target.value))}>
        <MenuItem value="">Semua pelanggan</MenuItem>
        {customers.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Filter metode" value={filters.payment} onChange={(e) => filters.setPayment(e.target.value as '' | SaleMethod)}>
        {PAYMENT_FILTERS.map((o) => (
          <MenuItem key={o.value || 'all'} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
