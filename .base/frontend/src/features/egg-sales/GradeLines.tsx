/**
 * The entry table of a sale (part 2 §2, §5 'Egg sale'): one row per grade A, B, C with the kg
 * (2 decimals, capped at the available kg when the field is left, a MAX button filling them) and
 * the price per kg (whole rupiah), the subtotal, and the total of the complete rows.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { NumberInput } from '../../components/NumberInput';
import { formatNumber } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { GRADES, capQty, lineCents, linesTotal, qtyText, type Grade, type LineForm, type LinesErrors, type LinesForm } from './egg-sales';

export interface GradeLinesProps {
  lines: LinesForm;
  onChange: (next: LinesForm) => void;
  /** Kg that may be sold per grade (null while unknown: no cap, no MAX). */
  avail: Partial<Record<Grade, number>> | null;
  /** Without the subtotal column (inside a narrow dialog). */
  compact?: boolean;
  disabled?: boolean;
  /** Messages under a grade's kg or price (a problem of the form at that cell). */
  errors?: LinesErrors;
  /** A note under a grade's price when no problem stands there (e.g. 'Harga terakhir 30/10/2026'). */
  priceHints?: Partial<Record<Grade, string>>;
}

/** Inputs of at least 44 px (tap targets on a tablet). */
const TALL = { '& .MuiInputBase-root': { minHeight: 44 } } as const;

/** The grade rows with the MAX buttons and the totals row. */
export function GradeLines({ lines, onChange, avail, compact, disabled, errors, priceHints }: GradeLinesProps) {
  const set = (grade: Grade, patch: Partial<LineForm>) => onChange({ ...lines, [grade]: { ...lines[grade], ...patch } });
  const total = linesTotal(lines);
  return (
    <Table size="small" aria-label="Tabel isian penjualan" sx={{ '& td, & th': { px: { xs: 0.75, sm: 1.5 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>Grade</TableCell>
          <TableCell>Qty (kg)</TableCell>
          <TableCell>Harga/kg (Rp)</TableCell>
          {!compact && <TableCell align="right">Subtotal</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {GRADES.map((g) => {
          const max = avail?.[g];
          const sub = lineCents(lines[g]);
          const problem = errors?.[g] ?? {};
          return (
            <TableRow key={g}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, fontSize: 16 }}>
                {g}
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <NumberInput
                    mode="decimal"
                    decimals={2}
                    size="small"
                    value={lines[g].qty}
                    onChange={(qty) => set(g, { qty })}
                    onBlur={(e) => {
                      const capped = capQty(e.target.value, max);
                      if (capped !== e.target.value) set(g, { qty: capped });
                    }}
                    disabled={disabled}
                    error={!!problem.qty}
                    helperText={problem.qty ?? (max === undefined ? ' ' : `Tersedia ${formatNumber(max, 2)}`)}
                    slotProps={{ htmlInput: { 'aria-label': `Qty ${g} (kg)` } }}
                    sx={{ flex: 1, minWidth: 80, ...TALL }}
                  />
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={disabled || max === undefined}
                    onClick={() => set(g, { qty: max && max > 0 ? qtyText(max) : '' })}
                    aria-label={`MAX ${g}`}
                    sx={{ minWidth: 52, minHeight: 44 }}
                  >
                    MAX
                  </Button>
                </Stack>
              </TableCell>
              <TableCell sx={{ minWidth: 100 }}>
                <NumberInput
                  mode="integer"
                  size="small"
                  value={lines[g].price}
                  onChange={(price) => set(g, { price })}
                  disabled={disabled}
                  error={!!problem.price}
                  helperText={problem.price ?? priceHints?.[g] ?? ' '}
                  sx={TALL}
                  slotProps={{ htmlInput: { 'aria-label': `Harga ${g} per kg (Rp)` } }}
                />
              </TableCell>
              {!compact && <TableCell align="right">{sub === null ? '-' : centsRupiah(sub)}</TableCell>}
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={{ fontWeight: 700, color: 'text.primary' }}>Total</TableCell>
          <TableCell sx={{ fontWeight: 700, color: 'text.primary' }}>{formatNumber(total.hundredths / 100, 2)} kg</TableCell>
          <TableCell colSpan={compact ? 1 : 2} align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 15 }} aria-live="polite">
            {centsRupiah(total.cents)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
