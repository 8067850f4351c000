import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageLoading } from '../../components/PageLoading';
import { startOutbox } from '../../lib/outbox';
import { ImpersonationBanner } from './ImpersonationBanner';
import { ReloginDialog } from './OutboxChip';
import { TopNav } from './TopNav';

/**
 * Layout of every logged-in screen: the impersonation banner (while impersonating), navigation bar
 * and the page below it; the outbox sends in the background (ADR 0025) and asks for the password
 * when a session ended while sending.
 */
export function AppShell() {
  useEffect(() => startOutbox(), []);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ImpersonationBanner />
      <TopNav />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      <ReloginDialog />
    </Box>
  );
}
