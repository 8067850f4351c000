/**
 * Terima Pembayaran modal (part 2 §2): date, method (cash or transfer), pay amount (default the
 * outstanding balance), discount, bank admin fee and note (default a settlement note of the
 * nota); in refund mode the money paid back. The shared `ReceiptFormDialog` checks the §5
 * 'Receipt' rules, then the server (its message is shown, else 'Gagal menyimpan penerimaan.').
 */
import Typography from '@mui/material/Typography';
import { ReceiptFormDialog } from '../../components/ReceiptFormDialog';
import { formatDate } from '../../lib/format';
import { centsOf, centsRupiah } from '../../lib/money';
import { SALE_TEXTS, type ReceiptMode, type ReceiptSale } from './egg-sales';

export interface ReceiptDialogProps {
  /** The sale and what to do, or null when closed. */
  target: { sale: ReceiptSale; mode: ReceiptMode } | null;
  onClose: () => void;
  /** After the server recorded it, with the message to show. */
  onSaved: (message: string) => unknown;
}

/** The receipt or refund modal of one piutang sale. */
export function ReceiptDialog({ target, onClose, onSaved }: ReceiptDialogProps) {
  const refund = target?.mode === 'refund';
  const sale = target?.sale;
  return (
    <ReceiptFormDialog
      target={target}
      title={refund ? 'Refund Pembayaran' : 'Terima Pembayaran'}
      submitLabel={refund ? 'Simpan Refund' : 'Simpan'}
      showAfter
      onClose={onClose}
      onSaved={() => onSaved(refund ? SALE_TEXTS.refunded : SALE_TEXTS.paid)}
      summary={
        sale && (
          <Typography variant="body2" component="div">
            Nota <strong>{sale.finance_code ?? `#${sale.sale_id}`}</strong> · {formatDate(sale.sale_date)} · {sale.customer}
            <br />
            Dibayar {centsRupiah(centsOf(sale.amount_paid) ?? 0)} · Sisa <strong>{centsRupiah(centsOf(sale.amount_outstanding) ?? 0)}</strong>
          </Typography>
        )
      }
    />
  );
}
