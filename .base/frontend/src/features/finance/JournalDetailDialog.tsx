/**
 * Detail of a journal: header, lines with account code and name, the totals
 * of the server, linked journals, and 'Buat jurnal balik' (after a
 * confirmation) for a manual journal not yet reversed.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { JournalLinesTable } from '../../components/JournalLinesTable';
import { PageLoading } from '../../components/PageLoading';
import { formatDate } from '../../lib/format';
import { BalanceChip } from './BalanceChip';
import { FINANCE_TEXTS, canReverse, reverseJournal, sourceLabel } from './finance';

const KIND_LABELS: Record<string, string> = { original: 'Jurnal asal', correction: 'Koreksi', reversal: 'Jurnal balik' };

export interface JournalDetailDialogProps {
  id: number;
  onClose: () => void;
  /** After a reversal was posted, with its code. */
  onReversed: (code: string) => void;
  /** Opens a linked journal. */
  onOpen: (id: number) => void;
}

export function JournalDetailDialog({ id, onClose, onReversed, onOpen }: JournalDetailDialogProps) {
  const detail = useApiQuery('/api/finance/journals/{id}', { params: { path: { id } } });
  const [confirming, setConfirming] = useState(false);
  const reverse = useApiMutation(reverseJournal, {
    fallback: FINANCE_TEXTS.save,
    onSuccess: async (rv) => {
      setConfirming(false);
      onReversed(rv.header.code);
      await detail.mutate();
    },
  });
  const d = detail.data;
  const h = d?.header;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="journal-title">
      <DialogTitle id="journal-title">{h ? `Jurnal ${h.code}` : 'Detail Jurnal'}</DialogTitle>
      <DialogContent>
        {detail.error && <Alert severity="error">{errorText(detail.error, FINANCE_TEXTS.detail)}</Alert>}
        {!d && !detail.error && <PageLoading />}
        {d && h && (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
              <Typography variant="body2">Tanggal: {formatDate(h.trx_date)}</Typography>
              <Typography variant="body2">Sumber: {sourceLabel(h.source_type)}</Typography>
              {h.party && <Typography variant="body2">Pihak: {h.party}</Typography>}
              <BalanceChip balanced={h.balanced} />
            </Stack>
            {h.memo && <Typography variant="body2">Memo: {h.memo}</Typography>}
            <JournalLinesTable lines={d.lines} totalDebit={h.total_debit} totalCredit={h.total_credit} />
            {d.related.length > 0 && (
              <Box>
                <Typography variant="subtitle2">Jurnal terkait</Typography>
                {d.related.map((r) => (
                  <Typography key={r.id} variant="body2">
                    {KIND_LABELS[r.kind] ?? r.kind}:{' '}
                    <Link component="button" type="button" onClick={() => onOpen(r.id)}>
                      {r.code}
                    </Link>{' '}
                    ({formatDate(r.trx_date)})
                  </Typography>
                ))}
              </Box>
            )}
            {h.reversed && <Alert severity="info">Jurnal ini sudah dibalik oleh {h.reversed_by_code ?? 'jurnal balik'}.</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {h && canReverse(h) && (
          <Button color="warning" variant="outlined" onClick={() => setConfirming(true)}>
            Buat jurnal balik
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="Buat jurnal balik"
        message={`Buat jurnal balik untuk ${h?.code ?? ''}? Debit dan kredit ditukar dengan tanggal hari ini; jurnal asal tetap tercatat.`}
        confirmLabel="Buat jurnal balik"
        cancelLabel="Batal"
        busy={reverse.busy}
        error={reverse.error}
        onConfirm={() => void reverse.trigger(id)}
        onCancel={() => {
          setConfirming(false);
          reverse.reset();
        }}
      />
    </Dialog>
  );
}
