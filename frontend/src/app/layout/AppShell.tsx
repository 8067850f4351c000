import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageLoading } from '../../components/PageLoading';
import { useOutboxWanted } from '../../lib/outbox-hint';
import { ImpersonationBanner } from './ImpersonationBanner';
import { TopNav } from './TopNav';

// The outbox (Dexie) is loaded after the first render, and only where it is wanted (a coop screen, or entries waiting).
const ReloginDialog = lazy(() => import('./OutboxChip').then((m) => ({ default: m.ReloginDialog })));

/** Starts the outbox's background sending once it is wanted (lib/outbox-hint.ts) and loaded; stops it on unmount. */
function useOutboxSending(wanted: boolean) {
  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('../../data/outbox').then((m) => {
      if (!gone) stop = m.startOutbox();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [wanted]);
}

/**
 * Layout of every logged-in screen: the impersonation banner (while impersonating), navigation bar
 * and the page below it; where the outbox is wanted (lib/outbox-hint.ts) it sends in the background
 * (ADR 0025) and asks for the password when a session ended while sending.
 */
export function AppShell() {
  const outbox = useOutboxWanted();
  useOutboxSending(outbox);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ImpersonationBanner />
      <TopNav />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      {outbox && (
        <Suspense fallback={null}>
          <ReloginDialog />
        </Suspense>
      )}
    </Box>
  );
}
