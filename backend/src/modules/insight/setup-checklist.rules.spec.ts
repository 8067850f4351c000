import { checklistOf } from './setup-checklist.rules';

describe('setup checklist', () => {
  const none = { struktur: false, ayam: false, saldo_awal: false, pelanggan: false, pengguna: false };

  it('lists the five steps in order and ticks those the data shows done', () => {
    const c = checklistOf({ ...none, struktur: true, pelanggan: true });
    expect(c.steps.map((s) => [s.key, s.done])).toEqual([
      ['struktur', true],
      ['ayam', false],
      ['saldo_awal', false],
      ['pelanggan', true],
      ['pengguna', false],
    ]);
    expect(c.steps[2]).toEqual({ key: 'saldo_awal', label: 'Saldo awal', hint: 'Isi saldo awal kas, bank, piutang pelanggan dan stok pakan.', path: '/saldo-awal', done: false });
    // A coop without birds is still an empty farm.
    expect(c.complete).toBe(false);
    expect(c.empty_farm).toBe(true);
  });

  it('is no longer an empty farm once it has a coop and birds, and complete when every step is done', () => {
    expect(checklistOf({ ...none, struktur: true, ayam: true })).toMatchObject({ complete: false, empty_farm: false });
    expect(checklistOf({ ...none, ayam: true })).toMatchObject({ empty_farm: true });
    expect(checklistOf({ struktur: true, ayam: true, saldo_awal: true, pelanggan: true, pengguna: true })).toMatchObject({ complete: true, empty_farm: false });
  });
});
