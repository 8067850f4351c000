/** The six cards of the journal range: Σ debit and Σ credit per account class, each opening its breakdown. */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatRupiah } from '../../lib/format';
import type { Summary, SummaryClass } from './finance';

export function ClassCards({ summary, onOpen }: { summary: Summary | undefined; onOpen: (c: SummaryClass) => void }) {
  const classes = summary?.classes ?? Array.from({ length: 6 }, (): SummaryClass | null => null);
  return (
    <Box
      aria-label="Ringkasan per kelas akun"
      role="region"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}
    >
      {classes.map((c, i) => (
        <Paper key={c?.class ?? i} variant="outlined" sx={{ overflow: 'hidden' }}>
          <ButtonBase
            disabled={!c}
            aria-haspopup="dialog"
            onClick={() => c && onOpen(c)}
            sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, '&:hover': { bgcolor: 'action.hover' } }}
          >
            <Typography variant="subtitle2" noWrap>
              {c ? `${c.class} · ${c.label}` : '…'}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="caption" color="text.secondary">
                Debit
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="card-debit">
                {c ? formatRupiah(c.debit) : '…'}
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="caption" color="text.secondary">
                Kredit
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="card-credit">
                {c ? formatRupiah(c.credit) : '…'}
              </Typography>
            </Stack>
            {/* Named by what it shows (class, debit, credit) and what it opens. */}
            {c && (
              <Box component="span" sx={visuallyHidden}>
                : rincian
              </Box>
            )}
          </ButtonBase>
        </Paper>
      ))}
    </Box>
  );
}
