/**
 * Event detail of Tugas Info (spec part 2 'Tugas Info', §4): main and sub task,
 * date and time, description, instruction, image, the 'Sudah dikerjakan'
 * badge, Tutup and Tandai Dikerjakan (abk only for today's occurrences).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { PageLoading } from '../../components/PageLoading';
import { formatDate } from '../../lib/format';
import { QUEUED_MESSAGE } from '../../data/outbox';
import type { Role } from '../../lib/session';
import { canMark, markOccurrence } from './executions';
import { FREQUENCY_LABEL, type TaskDueItem } from './types';

/** A relative image path made absolute against the page's origin. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();

function Section({ label, text }: { label: string; text: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="body2" color={text ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap' }}>
        {text || '-'}
      </Typography>
    </Box>
  );
}

/** The detail of one occurrence with 'Tandai Dikerjakan' for the roles that may mark it. */
export function TaskDetailDialog({
  item,
  role,
  today,
  onClose,
  onMarked,
}: {
  item: TaskDueItem;
  role: Role | '';
  today: string;
  onClose: () => void;
  onMarked: (message: string) => void;
}) {
  const detail = useApiQuery('/api/calendar/detail', { params: { query: { schedule_id: item.schedule_id, due_date: item.due_date } } });
  const markDone = useApiMutation(() => markOccurrence(item.schedule_id, item.due_date, undefined, item.sub_task), {
    fallback: 'Gagal menyimpan',
    onSuccess: async ({ queued }) => {
      // Without a connection the mark waits in the outbox (ADR 0025).
      if (queued) return onMarked(`${item.sub_task}: ${QUEUED_MESSAGE}`);
      await detail.mutate();
      onMarked(`${item.sub_task} ditandai dikerjakan`);
    },
  });
  const busy = markDone.busy;
  const d = detail.data;
  const executed = d?.executed ?? item.executed;
  const status = d?.status ?? item.status;
  const allowed = canMark(role, item.due_date, today);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="task-detail-title">
      <DialogTitle id="task-detail-title">{item.sub_task}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={item.main_task} />
            <Typography variant="body2">
              {formatDate(item.due_date)} · {item.time_of_day} · {FREQUENCY_LABEL[item.frequency]}
            </Typography>
            {status === 'DONE' && <Chip size="small" color="success" label="Sudah dikerjakan" />}
            {status === 'SKIPPED' && <Chip size="small" color="warning" label="Dilewati" />}
          </Stack>
          {detail.error && <Alert severity="error">{errorText(detail.error, 'Gagal memuat detail')}</Alert>}
          {detail.isLoading && <PageLoading label="Memuat detail…" />}
          {d && (
            <>
              {d.image_url && (
                <Box component="img" src={absoluteUrl(d.image_url)} alt={`Gambar ${item.sub_task}`} sx={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', alignSelf: 'flex-start' }} />
              )}
              <Section label="Deskripsi" text={d.deskripsi} />
              <Section label="Instruksi" text={d.instruksi} />
              {d.default_dur_min !== null && d.default_dur_min !== undefined && <Section label="Durasi" text={`${d.default_dur_min} menit`} />}
            </>
          )}
          {!executed && !allowed && role === 'abk' && <Alert severity="info">ABK hanya dapat menandai tugas untuk tanggal hari ini.</Alert>}
          {markDone.error && (
            <Alert severity="error" role="alert">
              {markDone.error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Tutup
        </Button>
        {!executed && allowed && (
          <Button variant="contained" color="success" onClick={() => void markDone.trigger(undefined)} disabled={busy || !d}>
            {busy ? 'Memproses…' : 'Tandai Dikerjakan'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
