import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SubNavItem } from '../routes';

/** Tabs linking the screens of one sub-navigation (e.g. the feed screens of spec part 1 §2.6). */
export function SubNav({ label, items }: { label: string; items: SubNavItem[] }) {
  const { pathname } = useLocation();
  const current = items.some((s) => s.to === pathname) ? pathname : false;
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={label} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {items.map((s) => (
        <Tab key={s.to} value={s.to} label={s.label} component={RouterLink} to={s.to} />
      ))}
    </Tabs>
  );
}
