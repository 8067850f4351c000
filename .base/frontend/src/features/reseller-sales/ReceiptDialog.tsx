/** Terima Pembayaran modal (spec part 2): date, method, pay amount, discount, bank admin fee and note for one piutang sale (the shared `ReceiptFormDialog`). */
import Typography from '@mui/material/Typography';
import { ReceiptFormDialog } from '../../components/ReceiptFormDialog';
import { formatRupiah } from '../../lib/format';
import { paidProblem, receiptForm, type SaleRow } from './reseller-sales';

/** The modal for `sale` (null: closed); `onSaved` after the server took the receipt. */
export function ReceiptDialog({ sale, onClose, onSaved }: { sale: SaleRow | null; onClose: () => void; onSaved: () => void }) {
  return (
    <ReceiptFormDialog
      target={sale && { sale, mode: 'receive' }}
      title={`Terima Pembayaran ${sale?.finance_code ?? ''}`.trim()}
      submitLabel="Simpan"
      formOf={(row) => receiptForm(row)}
      screenProblem={paidProblem}
      size="small"
      onClose={onClose}
      onSaved={onSaved}
      summary={
        <Typography variant="body2">
          {sale?.customer} · sisa nota <strong>{formatRupiah(sale?.amount_outstanding)}</strong>
        </Typography>
      }
    />
  );
}
