import { describe, expect, it } from 'vitest';
import type { CoopDialogState } from './CoopFormDialog';
import { NO_COOP_DIALOGS, confirmOpen, coopDialogsReducer, formOpen, type CoopDialogs } from './coopDialogs';
import { EMPTY_FORM, validateCoopForm } from './structure';
import { selectionAfterSave } from './useCoopSelection';

const editT1: CoopDialogState = { mode: 'edit', type: 'tingkat', id: 31, values: { ...EMPTY_FORM, name: 'T1', lokasiId: '1', plantId: '2', jalurId: '5', bagianId: '9' } };
const t1 = { type: 'tingkat' as const, id: 31, nama: 'T1' };

describe('coopDialogsReducer (the form and the delete confirmation)', () => {
  it('opens the form with its content', () => {
    const s = coopDialogsReducer(NO_COOP_DIALOGS, { type: 'openForm', form: editT1 });
    expect(s).toEqual({ open: 'form', form: editT1, target: null });
    expect([formOpen(s), confirmOpen(s)]).toEqual([true, false]);
  });

  it('keeps the content of the form while it closes', () => {
    const open = coopDialogsReducer(NO_COOP_DIALOGS, { type: 'openForm', form: editT1 });
    expect(coopDialogsReducer(open, { type: 'closeForm' })).toEqual({ open: 'none', form: editT1, target: null });
  });

  it('Hapus in an edit confirms over the form; Batal goes back to the form; deleting closes both', () => {
    const form: CoopDialogs = { open: 'form', form: editT1, target: null };
    const asking = coopDialogsReducer(form, { type: 'askDelete', target: t1 });
    expect(asking).toEqual({ open: 'form+confirm', form: editT1, target: t1 });
    expect([formOpen(asking), confirmOpen(asking)]).toEqual([true, true]);
    expect(coopDialogsReducer(asking, { type: 'cancelDelete' }).open).toBe('form');
    const deleted = coopDialogsReducer(asking, { type: 'deleted' });
    expect(deleted).toEqual({ open: 'none', form: editT1, target: t1 });
  });

  it('a delete from a card confirms alone, and Batal closes it', () => {
    const asking = coopDialogsReducer(NO_COOP_DIALOGS, { type: 'askDelete', target: t1 });
    expect(asking.open).toBe('confirm');
    expect(coopDialogsReducer(asking, { type: 'cancelDelete' }).open).toBe('none');
  });
});

describe('validateCoopForm (the form\'s own check)', () => {
  it("answers 'Mohon lengkapi semua field.' at the first empty field in the form's order: the parents, then the name", () => {
    expect(validateCoopForm('lokasi', EMPTY_FORM)).toEqual({ field: 'name', message: 'Mohon lengkapi semua field.' });
    expect(validateCoopForm('tingkat', { ...EMPTY_FORM, name: 'T3', jalurId: '5' })).toEqual({ field: 'bagianId', message: 'Mohon lengkapi semua field.' });
    expect(validateCoopForm('tingkat', { ...EMPTY_FORM, name: ' ', jalurId: '5', bagianId: '9' })).toEqual({ field: 'name', message: 'Mohon lengkapi semua field.' });
    // Only the fields of the level count: a plant needs its lokasi, not a jalur.
    expect(validateCoopForm('plant', { ...EMPTY_FORM, name: 'Plant 2', lokasiId: '1' })).toBeNull();
  });
});

describe('selectionAfterSave (what the screen shows after a save)', () => {
  const current = { lokasi: '1', plant: '2' };
  const values = { ...EMPTY_FORM, name: 'Baru', lokasiId: '4' };

  it('shows an added lokasi at its first plant', () => {
    expect(selectionAfterSave(current, { type: 'lokasi', values }, { id: 8, nama: 'Baru' })).toEqual({ lokasi: '8', plant: '' });
  });

  it('keeps the choice after a lokasi is renamed', () => {
    expect(selectionAfterSave(current, { type: 'lokasi', values }, null)).toBe(current);
  });

  it('shows an added plant in its lokasi, and an edited plant in its (maybe new) lokasi', () => {
    expect(selectionAfterSave(current, { type: 'plant', values }, { id: 12, nama: 'Baru' })).toEqual({ lokasi: '4', plant: '12' });
    expect(selectionAfterSave(current, { type: 'plant', values }, null)).toEqual({ lokasi: '4', plant: '2' });
  });

  it('keeps the choice after a jalur, bagian or tingkat is saved', () => {
    expect(selectionAfterSave(current, { type: 'jalur', values }, { id: 20, nama: 'J3' })).toBe(current);
    expect(selectionAfterSave(current, { type: 'tingkat', values }, null)).toBe(current);
  });
});
