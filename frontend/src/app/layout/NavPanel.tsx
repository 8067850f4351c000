/**
 * The small-screen navigation panel of the regular top bar (spec part 1 §2.3) and the backdrop under
 * it: loaded on the first tap of the hamburger (TopNav), not before a page's first paint
 * (docs/adr/0028-delivery-budgets-and-chunks.md).
 */
import { NavLink } from 'react-router-dom';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import LogoutIcon from '@mui/icons-material/Logout';

export interface NavPanelProps {
  open: boolean;
  /** The regular links, in order. */
  links: ReadonlyArray<{ label: string; to: string }>;
  pathname: string;
  /** Logout chosen (the top bar asks first when entries wait on the tablet). */
  onLogout: () => void;
}

/** The collapsible list under the bar (id `nav-collapse`, which the hamburger controls). */
export function NavPanel({ open, links, pathname, onLogout }: NavPanelProps) {
  return (
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
          {links.map((link) => (
            <ListItemButton key={link.to} component={NavLink} to={link.to} selected={pathname === link.to}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
          <ListItemButton onClick={onLogout}>
            <LogoutIcon fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
            <ListItemText primary="Logout" />
          </ListItemButton>
        </List>
      </Collapse>
    </Box>
  );
}

/** Outside the bar: dims the page under the open panel, a click closes it. */
export function NavBackdrop({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <Backdrop open={open} onClick={onClose} data-testid="nav-backdrop" sx={{ display: { md: 'none' }, zIndex: (t) => t.zIndex.appBar - 1 }} />;
}
