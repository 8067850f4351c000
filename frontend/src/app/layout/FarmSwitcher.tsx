/**
 * The top bar's farm switcher (issue #36), for a user with more than one farm: the farm's name in
 * the bar opens a menu of the user's farms (name, kode and role; the open one checked). Choosing
 * another switches the session to it and loads the role's default screen there with a full page
 * load (no screen keeps the old farm's data); entries of this farm still on the tablet are asked
 * about first (components/useFarmSwitch). Loaded only for such users (the bar's chunk stays small).
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import { BrandMark } from '../../components/BrandMark';
import { useFarmSwitch } from '../../components/useFarmSwitch';
import { MEMBERSHIPS_KEY, parseMemberships } from '../../lib/farms';
import { roleLabel } from '../../lib/roles';
import { resolveTenantId } from '../../lib/session';
import { useToken } from '../../lib/useSession';

export interface FarmSwitcherProps {
  /** The open farm's name as the bar shows it. */
  name: string;
}

/** The farm's name as a button with the menu of the session's stored farms (lib/farms.ts). */
export function FarmSwitcher({ name }: FarmSwitcherProps) {
  const token = useToken();
  // Read when the menu renders: the bar re-renders when the session's items change.
  const farms = parseMemberships(localStorage.getItem(MEMBERSHIPS_KEY));
  // The stored farm id, else the token's (none before one is chosen).
  const current = token ? resolveTenantId() : null;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const farmSwitch = useFarmSwitch('default');
  const menuId = useId();
  const choose = (id: string) => {
    setAnchor(null);
    if (id !== current) farmSwitch.request(id);
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${name}, pindah kandang`}
        data-testid="tenant-name"
        endIcon={<ArrowDropDownIcon />}
        sx={{ minHeight: 44, minWidth: 0, px: 0.5, gap: 0.5, textTransform: 'none', '& .MuiButton-endIcon': { ml: 0 } }}
      >
        <BrandMark size={30} />
        <Typography variant="h6" component="span" noWrap sx={{ fontSize: { xs: '1rem', sm: '1.125rem' }, maxWidth: { xs: 110, sm: 240, md: 340 }, ml: 1 }}>
          {name}
        </Typography>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': 'Pindah kandang' } }}>
        {farms.map((farm) => (
          <MenuItem key={farm.id} selected={farm.id === current} onClick={() => choose(farm.id)} sx={{ minHeight: 48 }}>
            <ListItemIcon>{farm.id === current && <CheckIcon fontSize="small" />}</ListItemIcon>
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
