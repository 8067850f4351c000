import { describe, expect, it } from 'vitest';
import type { Schemas } from '../api/client';
import { nextSetupStep, type SetupStepKey } from './setup-checklist';

const KEYS: SetupStepKey[] = ['struktur', 'ayam', 'pelanggan', 'saldo_awal', 'pengguna'];
const LABELS = ['Struktur kandang', 'Ayam masuk', 'Pelanggan', 'Saldo awal', 'Pengguna/ABK'];
/** The checklist with the steps `done` ticked. */
const checklist = (...done: SetupStepKey[]): Schemas['SetupChecklistDto'] => {
  const steps = KEYS.map((key, i) => ({ key, label: LABELS[i], hint: `Petunjuk ${i + 1}`, path: `/p${i + 1}`, done: done.includes(key) }));
  return { steps, complete: steps.every((s) => s.done), empty_farm: !done.includes('struktur') || !done.includes('ayam') };
};

describe('nextSetupStep (what a step’s screen offers next)', () => {
  it('after the structure: 2. Ayam masuk, 1 of 5 done', () => {
    expect(nextSetupStep(checklist('struktur'), 'struktur')).toEqual({ number: 2, step: checklist().steps[1], done: 1, total: 5 });
  });

  it('the first step not done, wherever it is: customers added before the structure offer 1. Struktur kandang', () => {
    expect(nextSetupStep(checklist('pelanggan'), 'pelanggan')).toMatchObject({ number: 1, step: { label: 'Struktur kandang' }, done: 1 });
    expect(nextSetupStep(checklist('struktur', 'ayam', 'pelanggan'), 'pelanggan')).toMatchObject({ number: 4, step: { key: 'saldo_awal', path: '/p4' }, done: 3 });
  });

  it('nothing while the screen’s own step is not done, once all are done, or before the checklist is known', () => {
    expect(nextSetupStep(checklist('struktur'), 'ayam')).toBeNull();
    expect(nextSetupStep(checklist(...KEYS), 'pengguna')).toBeNull();
    expect(nextSetupStep(undefined, 'struktur')).toBeNull();
  });
});
