/**
 * Adding, editing and deleting the levels of Struktur Kandang: the modals' state
 * ({@link coopDialogsReducer}), the save and delete requests, and the actions the cards and the
 * pickers call. A save or a delete shows its toast and reloads the structure.
 */
import { useReducer } from 'react';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import type { CoopDialogState } from './CoopFormDialog';
import { NO_COOP_DIALOGS, coopDialogsReducer, type DeleteTarget } from './coopDialogs';
import type { CoopActions } from './JalurCard';
import type { CoopSelection } from './useCoopSelection';
import { COOP_LABELS, EMPTY_FORM, coopRequestBody, validateCoopForm, type CoopType, type CreatedLevel } from './structure';

/** Adds a level (answering the level created) or saves an edited one (answering null). */
function saveLevel({ mode, type, id, values }: CoopDialogState): Promise<CreatedLevel | null> {
  const body = coopRequestBody(type, values);
  if (mode === 'edit' && id !== undefined) return send(api.PUT('/api/coop/{type}/{id}', { params: { path: { type, id } }, body })).then(() => null);
  return send(api.POST('/api/coop/{type}', { params: { path: { type } }, body }));
}

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

  const save = useApiMutation(saveLevel, {
    fallback: 'Gagal menyimpan',
    onSuccess: (created, saved) => {
      selection.showSaved(saved, created);
      dispatch({ type: 'closeForm' });
      showToast(created ? `${COOP_LABELS[saved.type]} berhasil ditambahkan.` : 'Perubahan disimpan.');
      return reload();
    },
  });
  const remove = useApiMutation(removeLevel, {
    fallback: 'Gagal menghapus.',
    onSuccess: (_reply, removed) => {
      dispatch({ type: 'deleted' });
      showToast(`${COOP_LABELS[removed.type]} dihapus.`);
      return reload();
    },
  });

  const openForm = (form: CoopDialogState) => {
    save.reset();
    dispatch({ type: 'openForm', form });
  };
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
    save,
    remove,
    actions,
    openAdd,
    /** A field of the form changed. */
    change: (values: CoopDialogState['values']) => dispatch({ type: 'change', values }),
    /** Tambah / Simpan: checks the form, then sends it. */
    submit: () => {
      if (!form) return;
      const invalid = validateCoopForm(form.type, form.values);
      dispatch({ type: 'checked', error: invalid });
      if (!invalid) void save.trigger(form);
    },
    closeForm: () => dispatch({ type: 'closeForm' }),
    /** Hapus in an edit: asks to confirm deleting the level edited. */
    deleteFromForm: () => {
      if (form?.id !== undefined) actions.onDelete(form.type, { id: form.id, nama: form.values.name });
    },
    cancelDelete: () => dispatch({ type: 'cancelDelete' }),
  };
}
