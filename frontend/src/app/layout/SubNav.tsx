import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import type { SubNavItem } from '../routes';

/**
 * Tabs linking the screens of one sub-navigation (e.g. the feed screens of spec part 1 §2.6). On a
 * phone every tab is in view in one row of equal parts, its label on up to two lines (a strip scrolled
 * sideways hid most of them); the current one is shaded instead of underlined. Wider screens scroll
 * the strip when it is long. The bar is 49 px high on every screen, whatever the role's tabs: the page
 * the server sends and the app's placeholder hold that place (`.kpm-shell-tabs` in index.html), so the
 * title below never moves when the tabs arrive (e2e/page-shell.spec.ts).
 */
export function SubNav({ label, items }: { label: string; items: SubNavItem[] }) {
  const { pathname } = useLocation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const current = items.some((s) => s.to === pathname) ? pathname : false;
  return (
    <Tabs
      value={current}
      variant={phone ? 'fullWidth' : 'scrollable'}
      allowScrollButtonsMobile
      aria-label={label}
      sx={{
        mb: 2,
        minHeight: 48,
        borderBottom: 1,
        borderColor: 'divider',
        ...(phone && {
          '& .MuiTabs-indicator': { display: 'none' },
          // Two lines of 0.75rem (2 × 15 px) and 4 px above and below fit the tab's 48 px.
          '& .MuiTab-root': {
            minWidth: 0,
            height: 48,
            px: 0.5,
            py: 0.5,
            fontSize: '0.75rem',
            lineHeight: 1.25,
            textTransform: 'none',
            overflow: 'hidden',
          },
          '& .MuiTab-root.Mui-selected': { bgcolor: alpha(theme.palette.primary.main, 0.1), borderRadius: 1 },
        }),
      }}
    >
      {items.map((s) => (
        <Tab key={s.to} value={s.to} label={s.label} component={RouterLink} to={s.to} />
      ))}
    </Tabs>
  );
}
