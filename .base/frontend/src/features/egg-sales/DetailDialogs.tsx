/**
 * The read-only modals of the sale history (part 2 §2): the journal of a sale (account, debit,
 * credit, note, totals, Seimbang) opened from its finance code, and the customer (status, created
 * date, phone as a WhatsApp link, address, note, linked user) opened from its name.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { JournalLinesTable } from '../../components/JournalLinesTable';
import { PageLoading } from '../../components/PageLoading';
import { formatDate } from '../../lib/format';
import { SALE_TEXTS, waLink } from './egg-sales';

/** A read-only modal: title, the loading bar or the error, the content, and Tutup. */
function ReadDialog({ title, onClose, error, loading, children }: { title: string; onClose: () => void; error: string | null; loading: boolean; children: ReactNode }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="read-dialog-title">
      <DialogTitle id="read-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {loading && !error && <PageLoading />}
        {!loading && !error && children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The journal of a sale or receipt, from GET /api/finance/journals/{id}. */
export function SaleJournalDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useApiQuery('/api/finance/journals/{id}', { params: { path: { id } } });
  const h = q.data?.header;
  return (
    <ReadDialog title={h ? `Jurnal ${h.code}` : 'Detail Jurnal'} onClose={onClose} loading={!q.data} error={q.error ? errorText(q.error, SALE_TEXTS.journal) : null}>
      {h && q.data && (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2">Tanggal: {formatDate(h.trx_date)}</Typography>
            <Chip size="small" variant="outlined" color={h.balanced ? 'success' : 'error'} label={h.balanced ? 'Seimbang' : 'Tidak seimbang'} />
          </Stack>
          {h.memo && <Typography variant="body2">Memo: {h.memo}</Typography>}
          <JournalLinesTable lines={q.data.lines} totalDebit={h.total_debit} totalCredit={h.total_credit} />
        </Stack>
      )}
    </ReadDialog>
  );
}

/** One label and value of the customer card. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

/** A customer, from GET /api/customers/{id}. */
export function CustomerDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useApiQuery('/api/customers/{id}', { params: { path: { id } } });
  const c = q.data;
  const wa = waLink(c?.phone);
  return (
    <ReadDialog title={c ? c.name : 'Detail Pelanggan'} onClose={onClose} loading={!c} error={q.error ? errorText(q.error, SALE_TEXTS.customerDetail) : null}>
      {c && (
        <Stack spacing={1}>
          <Item label="Status">{c.status === 'active' ? 'Aktif' : 'Nonaktif'}</Item>
          <Item label="Dibuat">{formatDate(c.created_at)}</Item>
          <Item label="No. HP">
            {wa ? (
              <Link href={wa} target="_blank" rel="noopener noreferrer">
                {c.phone} (WhatsApp)
              </Link>
            ) : (
              '-'
            )}
          </Item>
          <Item label="Alamat">{c.address || '-'}</Item>
          <Item label="Catatan">{c.note || '-'}</Item>
          <Item label="User">{c.user_email ? `${c.user_email}${c.is_me ? ' (akun ini)' : ''}` : c.user_id || '-'}</Item>
        </Stack>
      )}
    </ReadDialog>
  );
}
