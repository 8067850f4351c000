/** The row menu of the history: Edit, Retur and Hapus of the sale it was opened for. */
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import type { SaleMenuChoice } from './saleDialogs';

export interface SaleRowMenuProps {
  /** The row's button the menu hangs from; null when closed. */
  anchor: HTMLElement | null;
  onChoose: (choice: SaleMenuChoice) => void;
  onClose: () => void;
}

/** The menu; choosing an item opens its modal (the menu closes). */
export function SaleRowMenu({ anchor, onChoose, onClose }: SaleRowMenuProps) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem sx={{ minHeight: 44 }} onClick={() => onChoose('edit')}>
        <ListItemIcon>
          <EditIcon fontSize="small" />
        </ListItemIcon>
        Edit
      </MenuItem>
      <MenuItem sx={{ minHeight: 44 }} onClick={() => onChoose('return')}>
        <ListItemIcon>
          <UndoIcon fontSize="small" />
        </ListItemIcon>
        Retur
      </MenuItem>
      <MenuItem sx={{ minHeight: 44, color: 'error.main' }} onClick={() => onChoose('delete')}>
        <ListItemIcon>
          <DeleteIcon fontSize="small" color="error" />
        </ListItemIcon>
        Hapus
      </MenuItem>
    </Menu>
  );
}
