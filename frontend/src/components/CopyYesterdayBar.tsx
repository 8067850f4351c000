/**
 * 'Salin kemarin' of a daily entry table (issue #22): one button that fills every EMPTY field of
 * the day with yesterday's value (what was typed stays; the user then corrects), beside a line
 * that says so. The per-row '=kemarin' buttons stay in the tables.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The toast after a copy: how many empty fields took yesterday's value. */
export const copiedMessage = (filled: number): string =>
  filled ? `${filled} isian kosong diisi nilai kemarin. Periksa lalu Simpan.` : 'Tidak ada isian kosong yang bisa diisi dari kemarin.';

/** The button and its explanation; `fields` names what is filled ('pagi dan sore', 'butir dan kg'). */
export function CopyYesterdayBar({ fields, onCopy, disabled }: { fields: string; onCopy: () => void; disabled: boolean }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={onCopy} disabled={disabled} sx={{ minHeight: 44 }}>
        Salin kemarin
      </Button>
      <Typography variant="body2" color="text.secondary">
        Mengisi {fields} yang kosong dengan nilai kemarin; isian yang ada tetap.
      </Typography>
    </Stack>
  );
}
