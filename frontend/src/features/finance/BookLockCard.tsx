/**
 * Tutup Buku (month close; docs/adr/0016-month-close.md) on Transaksi Keuangan: shows 'Buku ditutup
 * sampai dd/mm/yyyy', closes the books up to the end of a chosen month after a confirmation, and
 * lets the owner reopen them (the server refuses a reopening by anyone else).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { lockStatusText } from '../../lib/book-lock';
import { useBookLock } from '../../data/useBookLock';
import { closableMonths } from './finance';

const putLock = (lock_date: string | null) => send(api.PUT('/api/finance/lock', { body: { lock_date } }));

/** The Tutup Buku card. `onChanged` runs after the lock moved (e.g. a toast). */
export function BookLockCard({ onChanged }: { onChanged?: (message: string) => void }) {
  const lock = useBookLock();
  const months = closableMonths(dayjs(), lock.lockDate);
  const [chosen, setChosen] = useState<string>('');
  const [asking, setAsking] = useState<'close' | 'reopen' | null>(null);
  const month = chosen && months.some((m) => m.end === chosen) ? chosen : (months[0]?.end ?? '');
  const save = useApiMutation(putLock, {
    fallback: 'Gagal menyimpan tutup buku.',
    onSuccess: async (answer) => {
      await lock.reload();
      setAsking(null);
      onChanged?.(answer.lock_date ? `${lockStatusText(answer.lock_date)}.` : 'Buku dibuka kembali.');
    },
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="book-lock-title" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        {/* One line on a desktop: the title and status take the room the fixed-width select and buttons leave. */}
        <Stack sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id="book-lock-title" variant="subtitle1" component="h2">
            Tutup Buku
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="book-lock-status">
            {lock.loading ? 'Memuat…' : lockStatusText(lock.lockDate)}
          </Typography>
        </Stack>
        {months.length > 0 ? (
          <TextField select size="small" label="Tutup sampai akhir bulan" value={month} onChange={(e) => setChosen(e.target.value)} sx={{ width: { md: 240 }, minWidth: 220, flexShrink: 0 }}>
            {months.map((m) => (
              <MenuItem key={m.end} value={m.end}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography variant="body2">Tidak ada bulan lain yang dapat ditutup.</Typography>
        )}
        <Button aria-haspopup="dialog" variant="contained" disabled={!month || lock.loading} onClick={() => setAsking('close')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Tutup Buku
        </Button>
        {lock.canReopen && lock.lockDate && (
          <Button variant="outlined" color="warning" onClick={() => setAsking('reopen')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            Buka Kembali
          </Button>
        )}
      </Stack>
      {save.error && !asking && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {save.error}
        </Alert>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'reopen' ? 'Buka kembali buku?' : 'Tutup buku?'}
        message={
          asking === 'reopen'
            ? 'Semua periode akan dibuka kembali: transaksi lama dapat diubah lagi dan laporan bulan yang sudah dilaporkan dapat berubah. Perubahan ini dicatat di jejak audit.'
            : `Tutup buku sampai ${dayjs(month).format('DD/MM/YYYY')}? Sesudah ditutup, transaksi bertanggal sampai hari itu tidak dapat dibuat, diubah, dihapus atau dibalik.`
        }
        confirmLabel={asking === 'reopen' ? 'Buka Kembali' : 'Tutup Buku'}
        destructive={asking === 'reopen'}
        busy={save.busy}
        error={save.error}
        onCancel={() => {
          setAsking(null);
          save.reset();
        }}
        onConfirm={() => void save.trigger(asking === 'reopen' ? null : month)}
      />
    </Paper>
  );
}
