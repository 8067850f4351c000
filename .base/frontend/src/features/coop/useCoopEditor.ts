/**
 * Adding, editing and deleting the levels of Struktur Kandang: the modals' state
 * ({@link coopDialogsReducer}), the delete request, what follows a save (the form saves itself,
 * CoopFormDialog), and the actions the cards and the pickers call. A save or a delete shows its
 * toast and reloads the structure.
 */
import { useReducer } from 'react';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import type { CoopDialogState } from './CoopFormDialog';
import { NO_COOP_DIALOGS, coopDialogsReducer, type DeleteTarget } from './coopDialogs';
import type { CoopActions } from './JalurCard';
import type { CoopSelection } from './useCoopSelection';
import { COOP_LABELS, EMPTY_FORM, type CoopFormValues, type CoopType, type CreatedLevel } from './structure';

const removeLevel = ({ type, id }: DeleteTarget) => send(api.DELETE('/api/coop/{type}/{id}', { params: { path: { type, id } } }));

export interface CoopEditorOptions {
  /** The chosen lokasi and plant (the parents an added level starts with). */
  selection: Pick<CoopSelection, 'lokasi' | 'plant' | 'showSaved'>;
  showToast: (message: string) => void;
  /** Reloads the structure. */
  reload: () => Promise<unknown>;
}

/** The editor of the structure. */
export function useCoopEditor({ selection, showToast, reload }: CoopEditorOptions) {
  const { lokasi, plant } = selection;
  const [dialogs, dispatch] = useReducer(coopDialogsReducer, NO_COOP_DIALOGS);

  /** After the form saved a level: shows it, closes the form, says so and reloads the structure. */
  const saved = (created: CreatedLevel | null, level: CoopDialogState) => {
    selection.showSaved(level, created);
    dispatch({ type: 'closeForm' });
    showToast(created ? `${COOP_LABELS[level.type]} berhasil ditambahkan.` : 'Perubahan disimpan.');
    return reload();
  };
  const remove = useApiMutation(removeLevel, {
    fallback: 'Gagal menghapus.',
    onSuccess: (_reply, removed) => {
      dispatch({ type: 'deleted' });
      showToast(`${COOP_LABELS[removed.type]} dihapus.`);
      return reload();
    },
  });

  const openForm = (form: CoopDialogState) => dispatch({ type: 'openForm', form });
  /** The ids of the chosen lokasi and plant, the parents a form starts with. */
  const chosen = { ...EMPTY_FORM, lokasiId: lokasi ? String(lokasi.id) : '', plantId: plant ? String(plant.id) : '' };

  /** Opens 'Tambah {type}' with the chosen lokasi and plant (and `preset`) filled in. */
  const openAdd = (type: CoopType, preset: Partial<CoopDialogState['values']> = {}) => openForm({ mode: 'add', type, values: { ...chosen, ...preset } });

  const actions: CoopActions = {
    onAdd: (type, { jalur, bagian }) => openAdd(type, { jalurId: String(jalur.id), bagianId: bagian ? String(bagian.id) : '' }),
    onEdit: (type, item, { jalur, bagian }) =>
      openForm({ mode: 'edit', type, id: item.id, values: { ...chosen, name: item.nama, jalurId: String(jalur?.id ?? ''), bagianId: String(bagian?.id ?? '') } }),
    onDelete: (type, item) => {
      remove.reset();
      dispatch({ type: 'askDelete', target: { type, id: item.id, nama: item.nama } });
    },
  };

  const { form } = dialogs;
  return {
    dialogs,
    remove,
    actions,
    openAdd,
    saved,
    closeForm: () => dispatch({ type: 'closeForm' }),
    /** Hapus in an edit: asks to confirm deleting the level edited (named as typed). */
    deleteFromForm: (values: CoopFormValues) => {
      if (form?.id !== undefined) actions.onDelete(form.type, { id: form.id, nama: values.name });
    },
    cancelDelete: () => dispatch({ type: 'cancelDelete' }),
  };
}
