/**
 * The row menu and the modals of the sale history, shown for the one open {@link SaleDialog}: the
 * journal, the customer detail, Terima / Refund, Edit (refused in a closed period: it offers a
 * return instead), Retur, and 'Hapus transaksi {code}?' (a sale with payments is refused by the
 * server). A recorded change shows its message and reloads the history.
 */
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CustomerDialog, SaleJournalDialog } from './DetailDialogs';
import { EditSaleDialog } from './EditSaleDialog';
import { ReceiptDialog } from './ReceiptDialog';
import { ReturnDialog } from './ReturnDialog';
import { SALE_TEXTS, type Customer } from './egg-sales';
import { dialogOf, type SaleDialog, type SaleDialogAction } from './saleDialogs';
import { SaleRowMenu } from './SaleRowMenu';

const removeSale = (id: number) => send(api.DELETE('/api/egg-sales/{id}', { params: { path: { id } } }));

export interface SaleHistoryDialogsProps {
  dialog: SaleDialog;
  dispatch: (action: SaleDialogAction) => void;
  /** The active customers (the edit's picker). */
  customers: readonly Customer[];
  /** Shows a message (toast) after an action. */
  notify: (message: string) => void;
  /** Reloads the history (and the availability) after a change. */
  refresh: () => Promise<unknown>;
}

/** The menu and modals of the history. */
export function SaleHistoryDialogs({ dialog, dispatch, customers, notify, refresh }: SaleHistoryDialogsProps) {
  const menu = dialogOf(dialog, 'menu');
  const journal = dialogOf(dialog, 'journal');
  const customer = dialogOf(dialog, 'customer');
  const receipt = dialogOf(dialog, 'receipt');
  const deleting = dialogOf(dialog, 'delete')?.sale ?? null;
  const close = (kind: SaleDialog['kind']) => () => dispatch({ type: 'close', kind });
  /** After a recorded change: closes its modal, shows the message and reloads. */
  const saved = (kind: SaleDialog['kind']) => async (message: string) => {
    dispatch({ type: 'close', kind });
    notify(message);
    await refresh();
  };
  const remove = useApiMutation(removeSale, { fallback: SALE_TEXTS.remove, onSuccess: () => saved('delete')(SALE_TEXTS.removed) });

  return (
    <>
      <SaleRowMenu anchor={menu?.anchor ?? null} onChoose={(choice) => dispatch({ type: 'choose', choice })} onClose={close('menu')} />
      {journal && <SaleJournalDialog id={journal.journalId} onClose={close('journal')} />}
      {customer && <CustomerDialog id={customer.customerId} onClose={close('customer')} />}
      <ReceiptDialog target={receipt} onClose={close('receipt')} onSaved={saved('receipt')} />
      <EditSaleDialog
        saleId={dialogOf(dialog, 'edit')?.saleId ?? null}
        customers={customers}
        onClose={close('edit')}
        onSaved={() => saved('edit')(SALE_TEXTS.updated)}
        onReturn={(saleId) => dispatch({ type: 'open', dialog: { kind: 'return', saleId } })}
      />
      <ReturnDialog saleId={dialogOf(dialog, 'return')?.saleId ?? null} onClose={close('return')} onSaved={saved('return')} />
      <ConfirmDialog
        open={!!deleting}
        title="Hapus penjualan"
        message={`Hapus transaksi ${deleting?.finance_code ?? `#${deleting?.sale_id ?? ''}`}?`}
        confirmLabel="Hapus"
        cancelLabel="Batal"
        destructive
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => deleting && void remove.trigger(deleting.sale_id)}
        onCancel={() => {
          dispatch({ type: 'close', kind: 'delete' });
          remove.reset();
        }}
      />
    </>
  );
}
