/**
 * 'Ringkasan kemarin untuk dikirim' on the dashboard (issue #24): yesterday's figures as the server
 * composed them (GET /api/insight/daily-summary), a 'Kirim via WhatsApp' link (wa.me with the text;
 * the user picks the chat, the server sends nothing) and 'Salin' (clipboard, with a confirmation).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import { useToast } from '../../components/useToast';
import { SUMMARY_TEXTS, whatsAppShareLink } from './dailySummary';

export default function DailySummaryPanel() {
  const { tenantId } = useTenantId();
  const reply = useApiQuery(tenantId ? '/api/insight/daily-summary' : null, { params: { query: {} } }, { revalidateOnFocus: false });
  const { toast, showToast } = useToast();
  const text = reply.data?.text;

  const copy = async () => {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      showToast(SUMMARY_TEXTS.copied);
    } catch {
      showToast(SUMMARY_TEXTS.copyFailed, 'warning');
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={SUMMARY_TEXTS.title} sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {SUMMARY_TEXTS.title}
      </Typography>
      {reply.error && <Alert severity="error">{errorText(reply.error, SUMMARY_TEXTS.loadError)}</Alert>}
      {!reply.data && !reply.error && <Typography color="text.secondary">Memuat…</Typography>}
      {text && (
        <>
          <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mb: 1.5 }} data-testid="daily-summary-text">
            {text}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} href={whatsAppShareLink(text)} target="_blank" rel="noopener noreferrer" sx={{ minHeight: 44 }}>
              Kirim via WhatsApp
            </Button>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ minHeight: 44 }}>
              Salin
            </Button>
          </Stack>
        </>
      )}
      {toast}
    </Paper>
  );
}
