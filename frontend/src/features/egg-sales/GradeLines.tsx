/**
 * The entry table of a sale (part 2 §2, §5 'Egg sale'): one row per grade A, B, C with the kg
 * (2 decimals, capped at the available kg when the field is left, a MAX button filling them) and
 * the price per kg (whole rupiah), the subtotal, and the total of the complete rows. Below 600 px
 * (a phone) each grade is a block of its own, its kg and price fields full width and its subtotal
 * under them, then the total: every amount whole on the screen, nothing to scroll sideways to.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NumberInput } from '../../components/NumberInput';
import { formatNumber } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { GRADES, capQty, lineCents, linesTotal, qtyText, type Grade, type LineForm, type LinesErrors, type LinesForm } from './egg-sales';

export interface GradeLinesProps {
  lines: LinesForm;
  onChange: (next: LinesForm) => void;
  /** Kg that may be sold per grade (null while unknown: no cap, no MAX). */
  avail: Partial<Record<Grade, number>> | null;
  /** Without the subtotal column (inside a narrow dialog); a phone shows the subtotals anyway. */
  compact?: boolean;
  disabled?: boolean;
  /** Messages under a grade's kg or price (a problem of the form at that cell). */
  errors?: LinesErrors;
  /** A note under a grade's price when no problem stands there (e.g. 'Harga terakhir 30/10/2026'). */
  priceHints?: Partial<Record<Grade, string>>;
}

/** Inputs of at least 44 px (tap targets on a tablet). */
const TALL = { '& .MuiInputBase-root': { minHeight: 44 } } as const;

/**
 * The kg field's line under it ('Tersedia 18.991,87', blank until the day's stock has answered) on one
 * line, running on under the MAX button: wrapped in a narrow column it took a second line when the
 * stock arrived, and the edit dialog grew under the pointer (issue #36).
 */
const ONE_LINE_HELPER = { '& .MuiFormHelperText-root': { whiteSpace: 'nowrap' } } as const;

/** A grade's kg field with its MAX button. */
function QtyInput({ g, lines, set, max, disabled, problem }: CellProps & { max: number | undefined }) {
  return (
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
        sx={{ flex: 1, minWidth: 80, ...TALL, ...ONE_LINE_HELPER }}
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
  );
}

/** A grade's price field (whole rupiah per kg). */
function PriceInput({ g, lines, set, disabled, problem, hint, fullWidth }: CellProps & { hint: string | undefined; fullWidth?: boolean }) {
  return (
    <NumberInput
      mode="integer"
      size="small"
      value={lines[g].price}
      onChange={(price) => set(g, { price })}
      disabled={disabled}
      error={!!problem.price}
      helperText={problem.price ?? hint ?? ' '}
      sx={TALL}
      fullWidth={fullWidth}
      slotProps={{ htmlInput: { 'aria-label': `Harga ${g} per kg (Rp)` } }}
    />
  );
}

interface CellProps {
  g: Grade;
  lines: LinesForm;
  set: (grade: Grade, patch: Partial<LineForm>) => void;
  disabled?: boolean;
  problem: { qty?: string; price?: string };
}

const ONE_LINE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The grade rows with the MAX buttons and the totals row (a table; stacked blocks on a phone). */
export function GradeLines({ lines, onChange, avail, compact, disabled, errors, priceHints }: GradeLinesProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const set = (grade: Grade, patch: Partial<LineForm>) => onChange({ ...lines, [grade]: { ...lines[grade], ...patch } });
  const total = linesTotal(lines);
  if (phone) {
    return (
      <Box role="group" aria-label="Isian penjualan">
        {GRADES.map((g) => {
          const sub = lineCents(lines[g]);
          const cell: CellProps = { g, lines, set, disabled, problem: errors?.[g] ?? {} };
          return (
            <Box key={g} role="group" aria-label={`Grade ${g}`} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <Typography component="p" sx={{ fontWeight: 700, fontSize: 16, mb: 1 }}>
                Grade {g}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 1 }}>
                <QtyInput {...cell} max={avail?.[g]} />
                <PriceInput {...cell} hint={priceHints?.[g]} fullWidth />
              </Box>
              <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>Subtotal</span>
                <Box component="span" data-testid={`subtotal-${g}`} sx={{ ...ONE_LINE, fontWeight: 600 }}>
                  {sub === null ? '-' : centsRupiah(sub)}
                </Box>
              </Typography>
            </Box>
          );
        })}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, pt: 1.5, fontWeight: 700 }}>
          <Box component="span" sx={ONE_LINE}>
            Total {formatNumber(total.hundredths / 100, 2)} kg
          </Box>
          <Box component="span" data-testid="sale-total" aria-live="polite" sx={{ ...ONE_LINE, fontSize: 17 }}>
            {centsRupiah(total.cents)}
          </Box>
        </Box>
      </Box>
    );
  }
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
          const sub = lineCents(lines[g]);
          const cell: CellProps = { g, lines, set, disabled, problem: errors?.[g] ?? {} };
          return (
            <TableRow key={g}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, fontSize: 16 }}>
                {g}
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <QtyInput {...cell} max={avail?.[g]} />
              </TableCell>
              <TableCell sx={{ minWidth: 100 }}>
                <PriceInput {...cell} hint={priceHints?.[g]} />
              </TableCell>
              {!compact && (
                <TableCell align="right" sx={ONE_LINE}>
                  {sub === null ? '-' : centsRupiah(sub)}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={{ fontWeight: 700, color: 'text.primary' }}>Total</TableCell>
          <TableCell sx={{ fontWeight: 700, color: 'text.primary', ...ONE_LINE }}>{formatNumber(total.hundredths / 100, 2)} kg</TableCell>
          <TableCell colSpan={compact ? 1 : 2} align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 15, ...ONE_LINE }} aria-live="polite">
            {centsRupiah(total.cents)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
