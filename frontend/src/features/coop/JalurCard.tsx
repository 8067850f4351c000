/**
 * One card per jalur: its bagian, each with its tingkat as chips. Every level
 * has edit and delete actions; small buttons add a bagian or a tingkat in place.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { TAP, TOUCH } from '../../lib/touch';
import type { Bagian, CoopType, Jalur } from './structure';

/** A tingkat's chip: a whole tap target on a touch screen (its neighbours leave no room for an area around it). */
const TOUCH_CHIP = { [TOUCH]: { height: TAP } } as const;

/** Actions the card asks the screen to perform. */
export interface CoopActions {
  onEdit: (type: CoopType, item: { id: Jalur['id']; nama: string }, context: { jalur?: Jalur; bagian?: Bagian }) => void;
  onDelete: (type: CoopType, item: { id: Jalur['id']; nama: string }) => void;
  onAdd: (type: 'bagian' | 'tingkat', context: { jalur: Jalur; bagian?: Bagian }) => void;
}

/** Edit and delete icon buttons of one item, labelled for screen readers. */
export function ItemActions({
  label,
  onEdit,
  onDelete,
  disabled,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <Stack direction="row" spacing={0.25} sx={{ flexShrink: 0 }}>
      <Tooltip title="Edit">
        <span>
          <IconButton aria-haspopup="dialog" size="small" aria-label={`Edit ${label}`} onClick={onEdit} disabled={disabled}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Hapus">
        <span>
          <IconButton aria-haspopup="dialog" size="small" aria-label={`Hapus ${label}`} onClick={onDelete} disabled={disabled} sx={{ '&:hover': { color: 'error.main' } }}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

function BagianRow({ jalur, bagian, actions }: { jalur: Jalur; bagian: Bagian; actions: CoopActions }) {
  return (
    <Box component="li" sx={{ py: 1.25 }} aria-label={`Bagian ${bagian.nama}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body1" sx={{ fontWeight: 600, minWidth: 0 }} noWrap>
          {bagian.nama}
        </Typography>
        <ItemActions
          label={`bagian ${bagian.nama}`}
          onEdit={() => actions.onEdit('bagian', bagian, { jalur })}
          onDelete={() => actions.onDelete('bagian', bagian)}
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.75, alignItems: 'center' }}>
        {bagian.tingkats.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', mr: 0.5 }}>
            Belum ada tingkat
          </Typography>
        )}
        {bagian.tingkats.map((tingkat) => (
          <Chip
            key={String(tingkat.id)}
            label={tingkat.nama}
            size="small"
            color="primary"
            variant="outlined"
            onClick={() => actions.onEdit('tingkat', tingkat, { jalur, bagian })}
            onDelete={() => actions.onDelete('tingkat', tingkat)}
            deleteIcon={<CancelIcon aria-label={`Hapus tingkat ${tingkat.nama}`} />}
            sx={TOUCH_CHIP}
          />
        ))}
        <Chip
          icon={<AddIcon />}
          label="Tingkat"
          size="small"
          variant="outlined"
          onClick={() => actions.onAdd('tingkat', { jalur, bagian })}
          aria-label={`Tambah tingkat di bagian ${bagian.nama}`}
          aria-haspopup="dialog"
          sx={{ ...TOUCH_CHIP, borderStyle: 'dashed', color: 'text.secondary' }}
        />
      </Stack>
    </Box>
  );
}

/** Card of one jalur with all its bagian and tingkat. */
export function JalurCard({ jalur, actions }: { jalur: Jalur; actions: CoopActions }) {
  const tingkatCount = jalur.bagian.reduce((n, b) => n + b.tingkats.length, 0);
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1.5, bgcolor: 'rgba(47, 107, 58, 0.06)' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" id={titleId} noWrap>
            {jalur.nama}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {jalur.bagian.length} bagian · {tingkatCount} tingkat
          </Typography>
        </Box>
        <ItemActions
          label={`jalur ${jalur.nama}`}
          onEdit={() => actions.onEdit('jalur', jalur, {})}
          onDelete={() => actions.onDelete('jalur', jalur)}
        />
      </Stack>
      <Divider />
      <Box sx={{ px: 2, flexGrow: 1 }}>
        {jalur.bagian.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            Belum ada bagian di jalur ini.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
            {jalur.bagian.map((bagian) => (
              <BagianRow key={String(bagian.id)} jalur={jalur} bagian={bagian} actions={actions} />
            ))}
          </Box>
        )}
      </Box>
      <Box sx={{ px: 1, pb: 1 }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => actions.onAdd('bagian', { jalur })}
          aria-label={`Tambah bagian di ${jalur.nama}`}
          aria-haspopup="dialog"
        >
          Bagian
        </Button>
      </Box>
    </Card>
  );
}
