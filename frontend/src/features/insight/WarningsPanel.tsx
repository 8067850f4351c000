/**
 * The 'Peringatan' panel of /dashboard (issue #24 'Early warnings'): today's warnings, how many,
 * each with its place linked on the farm map; the admin's 'Pengaturan peringatan'.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { errorText } from '../../api/client';
import { useApiQuery, useRevalidate } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { DashboardPanelProps } from '../../app/manifest';
import { lazyDialog } from '../../components/lazyDialog';
import { useToast } from '../../components/useToast';
import { useRole } from '../../lib/useSession';
import { warningLink, warningPlace, WARNING_TEXT, type Warning } from './warnings';

/** Opened seldom (an admin tuning thresholds): its form loads on the first tap, not with the dashboard (issue #23). */
const WarningsSettingsDialog = lazyDialog(
  () => import('./WarningsSettingsDialog').then((m) => m.WarningsSettingsDialog),
  (p) => p.open,
  { preload: false },
);

/** Warnings listed before 'Tampilkan semua'. */
const FIRST = 5;

function WarningText({ w }: { w: Warning }) {
  return (
    <ListItemText
      primary={`${w.title} · ${warningPlace(w)}`}
      secondary={w.message}
      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
    />
  );
}

/** The panel (admin and abk; an abk gets the warnings of the places they enter). */
export default function WarningsPanel({ setSettled }: DashboardPanelProps) {
  const { tenantId } = useTenantId();
  const role = useRole();
  const admin = role === 'admin' || role === 'superadmin';
  const warnings = useApiQuery(tenantId ? '/api/insight/warnings' : null, {});
  const known = warnings.data !== undefined || warnings.error !== undefined;
  useEffect(() => {
    if (known) setSettled();
  }, [known, setSettled]);
  const revalidate = useRevalidate();
  const { toast, showToast } = useToast();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [all, setAll] = useState(false);
  const list = warnings.data?.warnings ?? [];
  const shown = all ? list : list.slice(0, FIRST);

  return (
    <Card variant="outlined" component="section" aria-labelledby="peringatan-judul" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id="peringatan-judul" variant="h6" component="h2">
          Peringatan
        </Typography>
        {warnings.data && <Chip size="small" color={list.length ? 'warning' : 'success'} label={`${list.length} peringatan`} />}
        <Box sx={{ flex: 1 }} />
        {admin && (
          <Tooltip title="Pengaturan peringatan">
            <IconButton aria-haspopup="dialog" aria-label="Pengaturan peringatan" onClick={() => setSettingsOpen(true)}>
              <TuneIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {warnings.error ? (
        <Alert severity="error">{errorText(warnings.error, WARNING_TEXT.load)}</Alert>
      ) : !warnings.data ? (
        <Box role="status" aria-busy="true" aria-label="Memuat peringatan">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {WARNING_TEXT.none}
        </Typography>
      ) : (
        <List dense aria-label="Daftar peringatan">
          {shown.map((w) => {
            const to = warningLink(w, admin);
            // Each row is a list item (axe: a list holds only items), the link inside it.
            return (
              <ListItem key={`${w.rule}-${w.tingkat_id ?? w.bagian_id ?? 0}`} divider disablePadding={!!to}>
                {to ? (
                  <ListItemButton component={RouterLink} to={to} sx={{ minHeight: 44 }}>
                    <WarningText w={w} />
                  </ListItemButton>
                ) : (
                  <WarningText w={w} />
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {list.length > FIRST && (
        <Button onClick={() => setAll(!all)} sx={{ minHeight: 44 }}>
          {all ? 'Tampilkan lebih sedikit' : `Tampilkan semua (${list.length})`}
        </Button>
      )}
      <WarningsSettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        onSaved={() => {
          setSettingsOpen(false);
          showToast(WARNING_TEXT.saved);
          void revalidate('/api/insight/warnings', '/api/insight/warning-settings');
        }}
      />
      {toast}
    </Card>
  );
}
