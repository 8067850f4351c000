import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageLoading } from '../../components/PageLoading';
import { ImpersonationBanner } from './ImpersonationBanner';
import { TopNav } from './TopNav';

// The outbox (Dexie) is loaded after the first render: screens that do not write in the coop do not wait for it.
const ReloginDialog = lazy(() => import('./OutboxChip').then((m) => ({ default: m.ReloginDialog })));

/** Starts the outbox's background sending once its module is loaded; stops it on unmount. */
function useOutboxSending() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    void import('../../lib/outbox').then((m) => {
      if (!gone) stop = m.startOutbox();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
}

/**
 * Layout of every logged-in screen: the impersonation banner (while impersonating), navigation bar
 * and the page below it; the outbox sends in the background (ADR 0025) and asks for the password
 * when a session ended while sending.
 */
export function AppShell() {
  useOutboxSending();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ImpersonationBanner />
      <TopNav />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      <Suspense fallback={null}>
        <ReloginDialog />
      </Suspense>
    </Box>
  );
}
