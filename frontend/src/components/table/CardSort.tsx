import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface CardSortProps {
  /** The sortable columns: field, header and the directions a header click goes through. */
  choices: ReadonlyArray<{ field: string; headerName: string; order: ReadonlyArray<'asc' | 'desc'> }>;
  /** The current sort, `null` for the order of the rows as given ('Bawaan'). */
  value: { field: string; sort: 'asc' | 'desc' } | null;
  onChange: (field: string, sort: 'asc' | 'desc') => void;
}

/**
 * 'Urutkan' above a phone's cards (components/DataTable): the same sorts as the table's header
 * clicks, one choice per column and direction ('Total (turun)'). Loaded only on a phone.
 */
export default function CardSort({ choices, value, onChange }: CardSortProps) {
  return (
    <TextField
      select
      size="small"
      label="Urutkan"
      value={value ? `${value.field}:${value.sort}` : ''}
      onChange={(e) => {
        const [field, direction] = e.target.value.split(':');
        if (field) onChange(field, direction === 'desc' ? 'desc' : 'asc');
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">Bawaan</MenuItem>
      {choices.flatMap((c) =>
        c.order.map((d) => (
          <MenuItem key={`${c.field}:${d}`} value={`${c.field}:${d}`}>
            {`${c.headerName} (${d === 'asc' ? 'naik' : 'turun'})`}
          </MenuItem>
        )),
      )}
    </TextField>
  );
}
