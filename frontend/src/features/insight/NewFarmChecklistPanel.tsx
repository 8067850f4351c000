/**
 * 'Mulai dari sini' on the dashboard of a new farm (issue #24): the five first steps, each ticked
 * from the data (GET /api/insight/setup-checklist) and each a link to its screen. While the farm
 * has no tingkat or no bird it stands for the dashboard's figures (all zero then); it is gone once
 * every step is done, and 'Sembunyikan' hides it for this farm and user in this browser
 * (localStorage, no server setting).
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { DashboardPanelProps } from '../../app/manifest';
import { decodeToken } from '../../lib/session';
import { useToken } from '../../lib/useSession';
import { hideChecklist, isChecklistHidden } from '../../data/setup-checklist';

export default function NewFarmChecklistPanel({ setTakesOver, setSettled }: DashboardPanelProps) {
  const { tenantId } = useTenantId();
  const userId = String(decodeToken(useToken())?.sub ?? '');
  const [hidden, setHidden] = useState(() => !!tenantId && isChecklistHidden(localStorage, tenantId, userId));
  // Asked anew whenever the dashboard opens: its steps are done on other screens, and a return within
  // SWR's 2 s of deduplication would otherwise show the list from before the last step.
  const reply = useApiQuery(tenantId && !hidden ? '/api/insight/setup-checklist' : null, {}, { dedupingInterval: 0, revalidateOnMount: true });
  const data = reply.data;
  const shown = !hidden && !!data && !data.complete;
  const takesOver = shown && data.empty_farm;

  useEffect(() => {
    setTakesOver(takesOver);
    return () => setTakesOver(false);
  }, [takesOver, setTakesOver]);
  const known = hidden || reply.data !== undefined || reply.error !== undefined;
  useEffect(() => {
    if (known) setSettled();
  }, [known, setSettled]);

  if (!shown) return null;
  const done = data.steps.filter((s) => s.done).length;
  return (
    <Paper variant="outlined" component="section" aria-label="Mulai dari sini" sx={{ p: 2, borderColor: 'primary.main' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <div>
          <Typography variant="h6" component="h2">
            Mulai dari sini
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {done} dari {data.steps.length} langkah selesai.
            {takesOver && ' Ringkasan dan grafik kandang muncul setelah struktur kandang dan ayam masuk dicatat.'}
          </Typography>
        </div>
        <Button
          size="small"
          onClick={() => {
            if (tenantId) hideChecklist(localStorage, tenantId, userId);
            setHidden(true);
          }}
        >
          Sembunyikan
        </Button>
      </Stack>
      <List component="ol" sx={{ pl: 0 }}>
        {data.steps.map((step, i) => (
          <li key={step.key}>
            <ListItemButton component={RouterLink} to={step.path} sx={{ minHeight: 56 }}>
              <ListItemIcon>
                {step.done ? <CheckCircleIcon color="success" titleAccess="Selesai" /> : <RadioButtonUncheckedIcon color="action" titleAccess="Belum" />}
              </ListItemIcon>
              <ListItemText primary={`${i + 1}. ${step.label}`} secondary={step.hint} slotProps={{ primary: { sx: { fontWeight: step.done ? 400 : 600 } } }} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
