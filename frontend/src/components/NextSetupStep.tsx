/**
 * 'Langkah berikutnya' (issue #36): on the screen of a step of the new farm's checklist ('Mulai dari
 * sini' on the dashboard), once that step is done and while the checklist is not complete, a link
 * to the next step — one click on instead of going back to the dashboard. Shown to the roles that
 * read the checklist (admin, superadmin), never once the user hid the checklist for this farm.
 */
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useApiQuery } from '../api/hooks';
import { useTenantId } from '../api/tenant';
import { decodeToken } from '../lib/session';
import { isChecklistHidden, nextSetupStep, type SetupStepKey } from '../data/setup-checklist';
import { useRole, useToken } from '../lib/useSession';

export interface NextSetupStepProps {
  /** The step this screen does. */
  after: SetupStepKey;
  /**
   * What the screen shows of its step (its list or status, as read after a save): when it changes,
   * the checklist is asked again, so the link appears right after the step is done.
   */
  watch?: unknown;
}

/** The link to the next step of the checklist, or nothing. */
export function NextSetupStep({ after, watch }: NextSetupStepProps) {
  const role = useRole();
  const { tenantId } = useTenantId();
  const userId = String(decodeToken(useToken())?.sub ?? '');
  const canRead = (role === 'admin' || role === 'superadmin') && !!tenantId && !isChecklistHidden(localStorage, tenantId, userId);
  const { data, mutate } = useApiQuery(canRead ? '/api/insight/setup-checklist' : null, {}, { revalidateOnFocus: false });
  const seen = useRef(watch);
  useEffect(() => {
    if (seen.current === watch) return;
    const first = seen.current === undefined; // the screen's first answer: the checklist was just asked
    seen.current = watch;
    if (canRead && !first) void mutate();
  }, [watch, canRead, mutate]);

  const next = nextSetupStep(data, after);
  if (!next) return null;
  return (
    <Alert severity="success" role="status" aria-label="Langkah berikutnya" sx={{ mb: 2, '& .MuiAlert-message': { flex: 1 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
        <span>
          {next.done} dari {next.total} langkah selesai. Langkah berikutnya: {next.step.hint}
        </span>
        <Button component={RouterLink} to={next.step.path} color="inherit" variant="outlined" endIcon={<ArrowForwardIcon />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {next.number}. {next.step.label}
        </Button>
      </Stack>
    </Alert>
  );
}
