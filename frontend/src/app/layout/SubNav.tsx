import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import type { SubNavItem } from '../routes';

/**
 * Tabs linking the screens of one sub-navigation (e.g. the feed screens of spec part 1 §2.6). On a
 * phone the tabs wrap onto more lines, each in view (a strip scrolled sideways hid most of them),
 * the current one shaded instead of underlined; wider screens scroll the strip when it is long.
 */
export function SubNav({ label, items }: { label: string; items: SubNavItem[] }) {
  const { pathname } = useLocation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const current = items.some((s) => s.to === pathname) ? pathname : false;
  return (
    <Tabs
      value={current}
      variant={phone ? 'standard' : 'scrollable'}
      allowScrollButtonsMobile
      aria-label={label}
      sx={{
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
        ...(phone && {
          '& .MuiTabs-list': { flexWrap: 'wrap' },
          '& .MuiTabs-indicator': { display: 'none' },
          '& .MuiTab-root': { minWidth: 0, px: 1.5 },
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
