/**
 * The actions of one history row: Terima (owes), Refund (a credit) or Retur (a paid sale that owes
 * nothing), Nota, and the button of the row menu (Edit / Hapus; not on an opening invoice).
 */
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { saleActionOf, type SaleRow } from './egg-sales';
import type { OpenSaleDialog } from './saleDialogs';

/** The action buttons of `row`; each opens its modal (or the menu) through `open`. */
export function SaleRowActions({ row, open }: { row: SaleRow; open: OpenSaleDialog }) {
  const action = saleActionOf(row);
  const mode = action === 'return' ? null : action;
  const code = row.finance_code ?? `#${row.sale_id}`;
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', justifyContent: 'flex-end', width: '100%' }}>
      {action === 'return' && (
        <Button size="small" variant="outlined" onClick={() => open({ kind: 'return', saleId: row.sale_id })} sx={{ minHeight: 44, minWidth: 72 }} aria-label={`Retur ${code}`}>
          Retur
        </Button>
      )}
      {mode && (
        <Button
          size="small"
          variant={mode === 'receive' ? 'contained' : 'outlined'}
          color={mode === 'receive' ? 'primary' : 'warning'}
          onClick={() => open({ kind: 'receipt', sale: row, mode })}
          sx={{ minHeight: 44, minWidth: 72 }}
          aria-label={`${mode === 'receive' ? 'Terima' : 'Refund'} ${code}`}
          aria-haspopup="dialog"
        >
          {mode === 'receive' ? 'Terima' : 'Refund'}
        </Button>
      )}
      <Tooltip title="Nota">
        <IconButton component={RouterLink} to={`/penjualantelur/nota/${row.sale_id}`} aria-label={`Nota ${code}`} sx={{ width: 44, height: 44 }}>
          <ReceiptIcon />
        </IconButton>
      </Tooltip>
      {/* An opening invoice (Saldo Awal) is changed on /saldo-awal only. */}
      {!row.is_opening && (
        <Tooltip title="Edit / Hapus">
          <IconButton onClick={(e) => open({ kind: 'menu', anchor: e.currentTarget, sale: row })} aria-label={`Aksi lain ${code}`} aria-haspopup="menu" sx={{ width: 44, height: 44 }}>
            <MoreVertIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
