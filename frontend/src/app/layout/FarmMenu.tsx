/**
 * The top bar's farm menu (issue #36), for a user with more than one farm: opened by the farm's
 * name in the bar (TopNav), it lists the user's farms (name, kode and role; the open one checked).
 * Choosing another switches the session to it and loads the role's default screen there with a
 * full page load (no screen keeps the old farm's data); entries of this farm still on the tablet
 * are asked about first (components/useFarmSwitch). Loaded on the first tap of the farm's name.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useFarmSwitch } from '../../components/useFarmSwitch';
import { MEMBERSHIPS_KEY, parseMemberships } from '../../lib/farms';
import { roleLabel } from '../../lib/roles';
import { resolveTenantId } from '../../lib/session';

export interface FarmMenuProps {
  /** The farm's name in the bar while the menu is open, else null. */
  anchor: HTMLElement | null;
  /** The id of the menu (the button's aria-controls). */
  id: string;
  onClose: () => void;
}

/** The menu of the session's stored farms (lib/farms.ts); stays mounted after it closes, for the switch's question and its error. */
export function FarmMenu({ anchor, id, onClose }: FarmMenuProps) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const farmSwitch = useFarmSwitch('default');
  const farms = parseMemberships(localStorage.getItem(MEMBERSHIPS_KEY));
  // The stored farm id, else the token's (none before one is chosen); the bar re-renders the menu when the session changes.
  const current = resolveTenantId();
  const choose = (kandangId: string) => {
    onClose();
    if (kandangId !== current) farmSwitch.request(kandangId);
  };
  return (
    <>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} slotProps={{ list: { 'aria-label': 'Pindah kandang' } }}>
        {farms.map((farm) => (
          <MenuItem key={farm.id} selected={farm.id === current} onClick={() => choose(farm.id)} sx={{ minHeight: 48 }}>
            <span aria-hidden style={{ width: 28, flexShrink: 0 }}>{farm.id === current ? '✓' : ''}</span>
            <ListItemText primary={farm.nama} secondary={`Kode ${farm.kode} · ${roleLabel(farm.role)}`} />
          </MenuItem>
        ))}
      </Menu>
      {farmSwitch.dialog}
      <Snackbar open={!!farmSwitch.error && farmSwitch.error !== dismissed} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} onClose={() => setDismissed(farmSwitch.error)}>
        <Alert severity="error" role="alert" onClose={() => setDismissed(farmSwitch.error)}>
          {farmSwitch.error}
        </Alert>
      </Snackbar>
    </>
  );
}
