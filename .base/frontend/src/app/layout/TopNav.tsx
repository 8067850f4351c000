/**
 * Top navigation bar (spec part 1 §2.3), one variant per kind of user:
 * superadmin, reseller and regular (hamburger on small screens).
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AppsIcon from '@mui/icons-material/Apps';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { BrandMark } from '../../components/BrandMark';
import { logout } from '../../lib/logout';
import { useOutboxWanted } from '../../lib/outbox-hint';
import { useRole, useTenantName } from '../../lib/useSession';

/** The outbox's chip, loaded after the first render where the outbox is wanted (ADR 0025, lib/outbox-hint.ts). */
const OutboxChip = lazy(() => import('./OutboxChip').then((m) => ({ default: m.OutboxChip })));

interface NavItem {
  label: string;
  to: string;
}

/** Links of the regular navigation, in order. */
export const REGULAR_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Pemakaian Pakan', to: '/transaksipakan' },
  { label: 'Produksi Telur', to: '/produksitelur' },
];

/** Links of the superadmin navigation. */
export const SUPERADMIN_LINKS: readonly NavItem[] = [
  // The platform's figures (issue #15), not a farm's dashboard.
  { label: 'Dashboard', to: '/superadmin/dashboard' },
  { label: 'Tenants', to: '/superadmin' },
];

const navButtonSx = {
  color: 'inherit',
  px: 1.5,
  whiteSpace: 'nowrap',
  opacity: 0.9,
  minHeight: 44,
  // The page shown: a darker green with a yolk underline (white text stays above 4.5:1, issue #11).
  '&.active': { bgcolor: 'rgba(0,0,0,0.28)', opacity: 1, boxShadow: 'inset 0 -3px 0 #f2a516' },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
} as const;

function Logo({ text, to }: { text: string; to?: string }) {
  const content = (
    <>
      <BrandMark size={30} />
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ fontSize: { xs: '1rem', sm: '1.125rem' }, maxWidth: { xs: 140, sm: 260, md: 360 } }}
      >
        {text}
      </Typography>
    </>
  );
  const sx = { display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 };
  return to ? (
    <Box component={RouterLink} to={to} sx={sx} aria-label={`${text}, ke beranda`}>
      {content}
    </Box>
  ) : (
    <Box sx={sx} data-testid="tenant-name">
      {content}
    </Box>
  );
}

function LogoutButton() {
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={logout} sx={navButtonSx}>
      Logout
    </Button>
  );
}

function InlineLinks({ links }: { links: readonly NavItem[] }) {
  return links.map((link) => (
    <Button key={link.to} component={NavLink} to={link.to} end sx={navButtonSx}>
      {link.label}
    </Button>
  ));
}

/** Regular user: inline links on wide screens, hamburger with a collapsible panel on small ones. */
function RegularLinks({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
        <InlineLinks links={REGULAR_LINKS} />
        <LogoutButton />
      </Box>
      <IconButton
        color="inherit"
        edge="end"
        onClick={onToggle}
        aria-label={open ? 'Tutup navigasi' : 'Buka navigasi'}
        aria-expanded={open}
        aria-controls="nav-collapse"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <Box
        sx={{
          display: { md: 'none' },
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: open ? 6 : 0,
        }}
      >
        <Collapse in={open} id="nav-collapse" unmountOnExit>
          <List component="nav" aria-label="Navigasi utama" sx={{ p: 1 }}>
            {REGULAR_LINKS.map((link) => (
              <ListItemButton key={link.to} component={NavLink} to={link.to} selected={pathname === link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
            <ListItemButton onClick={logout}>
              <LogoutIcon fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
              <ListItemText primary="Logout" />
            </ListItemButton>
          </List>
        </Collapse>
      </Box>
    </>
  );
}

/** The application bar; its content depends on the role of the stored token. */
export function TopNav() {
  const role = useRole();
  const outbox = useOutboxWanted();
  const tenantName = useTenantName();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  let logo;
  let right;
  if (role === 'superadmin') {
    logo = <Logo text="Superadmin" to="/superadmin" />;
    right = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <InlineLinks links={SUPERADMIN_LINKS} />
        <LogoutButton />
      </Box>
    );
  } else if (role === 'reseller') {
    logo = <Logo text={tenantName} />;
    right = <LogoutButton />;
  } else {
    logo = <Logo text={tenantName} to="/dashboard" />;
    right = <RegularLinks open={open} onToggle={() => setOpen((v) => !v)} />;
  }

  return (
    <>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, position: 'relative' }}>
          {logo}
          <Button
            component={NavLink}
            to="/menu"
            startIcon={<AppsIcon />}
            variant="outlined"
            color="inherit"
            size="small"
            sx={{ borderColor: 'rgba(255,255,255,0.5)', flexShrink: 0, minHeight: 44, '&.active': { bgcolor: 'rgba(0,0,0,0.28)' } }}
          >
            Menu
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {outbox && role !== 'superadmin' && role !== 'reseller' && (
            <Suspense fallback={null}>
              <OutboxChip />
            </Suspense>
          )}
          {right}
        </Toolbar>
      </AppBar>
      {/* Outside the bar: dims the page under the open panel, a click closes it. */}
      <Backdrop
        open={open && role !== 'superadmin' && role !== 'reseller'}
        onClick={() => setOpen(false)}
        data-testid="nav-backdrop"
        sx={{ display: { md: 'none' }, zIndex: (t) => t.zIndex.appBar - 1 }}
      />
    </>
  );
}
