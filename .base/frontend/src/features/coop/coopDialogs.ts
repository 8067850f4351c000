/**
 * The modals of Struktur Kandang in one state: the add/edit form of a level and the delete
 * confirmation, which may open over the form (Hapus in an edit). What they show is kept while they
 * close, so their title does not flicker.
 */
import type { CoopDialogState } from './CoopFormDialog';
import type { CoopType, Id } from './structure';

/** The level a delete confirmation is about. */
export interface DeleteTarget {
  type: CoopType;
  id: Id;
  nama: string;
}

/** Which modals are open: none, the form, the confirmation alone, or the confirmation over the form. */
export type CoopOpen = 'none' | 'form' | 'confirm' | 'form+confirm';

export interface CoopDialogs {
  open: CoopOpen;
  /** What the form opens with (kept while it closes); the form holds what is typed. */
  form: CoopDialogState | null;
  /** The level to delete (kept while the confirmation closes). */
  target: DeleteTarget | null;
}

export type CoopDialogAction =
  /** Opens the form with this content. */
  | { type: 'openForm'; form: CoopDialogState }
  /** Batal or saved: the form closes. */
  | { type: 'closeForm' }
  /** Asks to confirm deleting `target` (over the form when it is open). */
  | { type: 'askDelete'; target: DeleteTarget }
  /** Batal of the confirmation: back to the form if it was open. */
  | { type: 'cancelDelete' }
  /** Deleted: the confirmation and the form close. */
  | { type: 'deleted' };

export const NO_COOP_DIALOGS: CoopDialogs = { open: 'none', form: null, target: null };

/** Whether the form is open. */
export const formOpen = (s: CoopDialogs): boolean => s.open === 'form' || s.open === 'form+confirm';
/** Whether the delete confirmation is open. */
export const confirmOpen = (s: CoopDialogs): boolean => s.open === 'confirm' || s.open === 'form+confirm';

/** The modals after an action (see {@link CoopDialogAction}). */
export function coopDialogsReducer(state: CoopDialogs, action: CoopDialogAction): CoopDialogs {
  switch (action.type) {
    case 'openForm':
      return { ...state, open: 'form', form: action.form };
    case 'closeForm':
      return { ...state, open: confirmOpen(state) ? 'confirm' : 'none' };
    case 'askDelete':
      return { ...state, open: formOpen(state) ? 'form+confirm' : 'confirm', target: action.target };
    case 'cancelDelete':
      return { ...state, open: formOpen(state) ? 'form' : 'none' };
    case 'deleted':
      return { ...state, open: 'none' };
  }
}
