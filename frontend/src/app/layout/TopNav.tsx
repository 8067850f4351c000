/**
 * Top navigation bar (spec part 1 §2.3), one variant per kind of user:
 * superadmin, reseller and regular (hamburger on small screens).
 */
import { Suspense, lazy, useId, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AppsIcon from '@mui/icons-material/Apps';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { BrandMark } from '../../components/BrandMark';
import { logout } from '../../data/logout';
import { outboxWanted, useOutboxWanted } from '../../lib/outbox-hint';
import type { Role } from '../../lib/session';
import { useFarmCount, useRole, useTenantName } from '../../lib/useSession';
import { canOpenPath } from '../routes';

/** The outbox's chip, loaded after the first render where the outbox is wanted (ADR 0025, lib/outbox-hint.ts). */
const OutboxChip = lazy(() => import('./OutboxChip').then((m) => ({ default: m.OutboxChip })));
/** The small-screen panel and its backdrop, loaded on the first tap of the hamburger. */
const NavPanel = lazy(() => import('./NavPanel').then((m) => ({ default: m.NavPanel })));
const NavBackdrop = lazy(() => import('./NavPanel').then((m) => ({ default: m.NavBackdrop })));
/**
 * The question before a logout with entries still on the tablet (ADR 0025 'A shared tablet'), loaded
 * when asked, from the chip's chunk (which has the outbox): no chunk of its own to share the frame's modules.
 */
const LogoutDialog = lazy(() => import('./OutboxChip').then((m) => ({ default: m.LogoutDialog })));
/** The farm menu of a user with several farms (issue #36), loaded on the first tap of the farm's name. */
const FarmMenu = lazy(() => import('./FarmMenu').then((m) => ({ default: m.FarmMenu })));

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

/**
 * The regular links a role may open (a viewer has no Dashboard: its guard would send the viewer back
 * to /menu without a word, issue #23).
 */
export const regularLinksFor = (role: Role | ''): NavItem[] => REGULAR_LINKS.filter((link) => canOpenPath(link.to, role));

/** Where the tenant name in the bar leads: the dashboard, or /menu for a role that may not open it. */
export const homeFor = (role: Role | ''): '/dashboard' | '/menu' => (canOpenPath('/dashboard', role) ? '/dashboard' : '/menu');

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

/** The brand mark and the farm's name, as the bar shows them. */
function LogoContent({ text }: { text: string }) {
  return (
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
}

function Logo({ text, to }: { text: string; to?: string }) {
  const content = <LogoContent text={text} />;
  const sx = { display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0, minHeight: 44 };
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

/**
 * The farm's name of a user with several farms (issue #36): a button that opens the farm menu
 * (FarmMenu, loaded on the first tap; it stays mounted for the switch's question).
 */
function FarmButton({ name }: { name: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => {
          setShown(true);
          setAnchor(e.currentTarget);
        }}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${name}, pindah kandang`}
        data-testid="tenant-name"
        sx={{ minHeight: 44, minWidth: 0, px: 0.5, gap: 1, textTransform: 'none' }}
      >
        <LogoContent text={name} />
        <span aria-hidden>▾</span>
      </Button>
      {shown && (
        <Suspense fallback={null}>
          <FarmMenu anchor={anchor} id={menuId} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

function LogoutButton({ onLogout }: { onLogout: () => void }) {
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={onLogout} sx={navButtonSx}>
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
function RegularLinks({ links, open, shown, onToggle, onLogout }: { links: readonly NavItem[]; open: boolean; shown: boolean; onToggle: () => void; onLogout: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
        <InlineLinks links={links} />
        <LogoutButton onLogout={onLogout} />
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
      {/* The panel's code comes with the first tap (nothing of it is needed before). */}
      {shown && (
        <Suspense fallback={null}>
          <NavPanel open={open} links={links} pathname={pathname} onLogout={onLogout} />
        </Suspense>
      )}
    </>
  );
}

/** The application bar; its content depends on the role of the stored token. */
export function TopNav() {
  const role = useRole();
  const outbox = useOutboxWanted();
  const tenantName = useTenantName();
  const farmCount = useFarmCount();
  const [open, setOpen] = useState(false);
  /** Logout was chosen while the outbox may hold this user's entries: the question is shown. */
  const [leaving, setLeaving] = useState(false);
  // Nothing can wait on a device whose outbox was never used: out at once, without loading it.
  const requestLogout = () => (outboxWanted() ? setLeaving(true) : logout());
  /** Once opened, the panel (and its backdrop) stay mounted, so it closes with its animation. */
  const [shown, setShown] = useState(false);
  const { pathname } = useLocation();
  // Another page: the panel closes.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (pathname !== openedAt) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  let logo;
  let right;
  if (role === 'superadmin') {
    logo = <Logo text="Superadmin" to="/superadmin" />;
    right = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <InlineLinks links={SUPERADMIN_LINKS} />
        <LogoutButton onLogout={requestLogout} />
      </Box>
    );
  } else if (role === 'reseller') {
    logo = <Logo text={tenantName} />;
    right = <LogoutButton onLogout={requestLogout} />;
  } else {
    logo = <Logo text={tenantName} to={homeFor(role)} />;
    right = (
      <RegularLinks
        links={regularLinksFor(role)}
        open={open}
        shown={shown}
        onLogout={requestLogout}
        onToggle={() => {
          setShown(true);
          setOpen((v) => !v);
        }}
      />
    );
  }

  // A user with several farms: the farm's name opens the farm menu.
  if (role !== 'superadmin' && farmCount > 1) logo = <FarmButton name={tenantName} />;

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
      {leaving && (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setLeaving(false)} />
        </Suspense>
      )}
      {shown && (
        <Suspense fallback={null}>
          <NavBackdrop open={open && role !== 'superadmin' && role !== 'reseller'} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
