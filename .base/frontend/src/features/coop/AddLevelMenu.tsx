/** The Tambah button of Struktur Kandang and its menu of levels (Lokasi … Tingkat). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { COOP_LABELS, COOP_TYPES, type CoopType } from './structure';

export interface AddLevelMenuProps {
  /** Which levels can be added now (a level needs its parent to exist). */
  canAdd: Record<CoopType, boolean>;
  disabled: boolean;
  onAdd: (type: CoopType) => void;
}

/** Tambah; a level chosen in the menu closes it and opens its form. */
export function AddLevelMenu({ canAdd, disabled, onAdd }: AddLevelMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'tambah-menu' : undefined}
        aria-expanded={!!anchor}
        disabled={disabled}
      >
        Tambah
      </Button>
      <Menu id="tambah-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {COOP_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
            disabled={!canAdd[type]}
          >
            {COOP_LABELS[type]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
