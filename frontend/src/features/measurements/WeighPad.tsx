/**
 * The weighing pad (issue #39): the weight being typed, digits and ⌫, and one large button that
 * records the bird. Buttons are at least 64 px high for a thumb on a tablet.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { formatNumber } from '../../lib/format';
import type { PadKey } from './measurements';

const DIGITS: PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const KEY_SX = { minHeight: 64, fontSize: '1.5rem' } as const;

export function WeighPad({ typed, problem, count, onKey, onConfirm, disabled }: { typed: string; problem: string | null; count: number; onKey: (k: PadKey) => void; onConfirm: () => void; disabled?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label="Papan angka berat">
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Berat ayam ke-{count + 1}
        </Typography>
        <Typography component="output" aria-live="polite" aria-label="Berat diketik" sx={{ display: 'block', fontSize: '2.25rem', fontWeight: 600, minHeight: 54 }}>
          {typed ? `${formatNumber(Number(typed), 0)} g` : '— g'}
        </Typography>
        <Typography variant="body2" color="error" role="alert" sx={{ minHeight: 20 }}>
          {problem ?? ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {DIGITS.map((d) => (
          <Button key={d} variant="outlined" sx={KEY_SX} onClick={() => onKey(d)} disabled={disabled}>
            {d}
          </Button>
        ))}
        <Button variant="outlined" sx={KEY_SX} onClick={() => onKey('back')} disabled={disabled} aria-label="Hapus angka terakhir">
          <BackspaceOutlinedIcon />
        </Button>
        <Button variant="outlined" sx={KEY_SX} onClick={() => onKey('0')} disabled={disabled}>
          0
        </Button>
        <Button variant="contained" sx={{ ...KEY_SX, fontSize: '1.1rem' }} onClick={onConfirm} disabled={disabled}>
          Catat
        </Button>
      </Box>
    </Paper>
  );
}
