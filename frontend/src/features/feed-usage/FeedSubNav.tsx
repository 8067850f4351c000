import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { canAccess } from '../../app/access';
import { APP_ROUTES } from '../../app/routes';
import { useRole } from '../../app/useSession';

/** The feed screens sharing one sub-navigation (spec part 1 §2.6). */
export const FEED_SCREENS = [
  { to: '/transaksipakan', label: 'Pemakaian Pakan' },
  { to: '/laporanpakan', label: 'Laporan Pakan' },
  { to: '/transaksipakan-akuntansi', label: 'Transaksi Pakan (Akuntansi)' },
] as const;

/** The feed screens `role` may open, by the route table. */
export function feedScreensFor(role: Parameters<typeof canAccess>[1]) {
  return FEED_SCREENS.filter((s) => {
    const route = APP_ROUTES.find((r) => r.path === s.to);
    return route ? canAccess(route.roles, role) : false;
  });
}

/**
 * Sub-navigation shared by /transaksipakan, /laporanpakan and
 * /transaksipakan-akuntansi; shows the screens the user may open (nothing when
 * only one is left).
 */
export function FeedSubNav() {
  const { pathname } = useLocation();
  const screens = feedScreensFor(useRole());
  if (screens.length < 2) return null;
  const current = screens.some((s) => s.to === pathname) ? pathname : false;
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label="Menu pakan" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {screens.map((s) => (
        <Tab key={s.to} value={s.to} label={s.label} component={RouterLink} to={s.to} />
      ))}
    </Tabs>
  );
}
