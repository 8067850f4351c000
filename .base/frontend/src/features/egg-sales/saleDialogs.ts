/**
 * Which modal of the sale history is open, and for which sale: one state instead of one nullable
 * state per modal, so two modals of the history can never be open at once. The row menu (Edit,
 * Retur, Hapus) is one of these states: choosing an item replaces it by that item's modal.
 */
import type { ReceiptMode, SaleRow } from './egg-sales';

/** The open modal (or menu) of the history; `none` when nothing is open. */
export type SaleDialog =
  | { kind: 'none' }
  /** The row menu, anchored at the row's button. */
  | { kind: 'menu'; anchor: HTMLElement; sale: SaleRow }
  /** The journal of a sale (its finance code). */
  | { kind: 'journal'; journalId: number }
  /** The customer detail. */
  | { kind: 'customer'; customerId: number }
  /** Terima (receive) or Refund of a sale. */
  | { kind: 'receipt'; sale: SaleRow; mode: ReceiptMode }
  | { kind: 'edit'; saleId: number }
  | { kind: 'return'; saleId: number }
  /** 'Hapus transaksi {code}?' */
  | { kind: 'delete'; sale: SaleRow };

export type SaleDialogKind = SaleDialog['kind'];

/** An item of the row menu. */
export type SaleMenuChoice = 'edit' | 'return' | 'delete';

export type SaleDialogAction =
  /** Opens a modal or the menu, closing whatever was open. */
  | { type: 'open'; dialog: Exclude<SaleDialog, { kind: 'none' }> }
  /** An item of the open menu: opens its modal for the menu's sale; nothing happens without a menu. */
  | { type: 'choose'; choice: SaleMenuChoice }
  /** Closes the modal of this kind; a close arriving from another modal changes nothing. */
  | { type: 'close'; kind: SaleDialogKind };

/** Opens a modal (or the menu) of the history. */
export type OpenSaleDialog = (dialog: Exclude<SaleDialog, { kind: 'none' }>) => void;

export const NO_DIALOG: SaleDialog = { kind: 'none' };

/** The next open modal after an action (see {@link SaleDialogAction}). */
export function saleDialogReducer(state: SaleDialog, action: SaleDialogAction): SaleDialog {
  switch (action.type) {
    case 'open':
      return action.dialog;
    case 'close':
      return state.kind === action.kind ? NO_DIALOG : state;
    case 'choose': {
      if (state.kind !== 'menu') return state;
      const { sale } = state;
      if (action.choice === 'delete') return { kind: 'delete', sale };
      return { kind: action.choice, saleId: sale.sale_id };
    }
  }
}

/** The open dialog when it is of `kind`, else null (the props of the modals: null when closed). */
export function dialogOf<K extends SaleDialogKind>(state: SaleDialog, kind: K): Extract<SaleDialog, { kind: K }> | null {
  return state.kind === kind ? (state as Extract<SaleDialog, { kind: K }>) : null;
}
