import { SETUP_STEP_DEFS, checklistOf, inNeedOrder } from './setup-checklist.rules';

describe('setup checklist', () => {
  const none = { struktur: false, ayam: false, saldo_awal: false, pelanggan: false, pengguna: false };

  it('lists the five steps, customers before the opening balances, and ticks those the data shows done', () => {
    const c = checklistOf({ ...none, struktur: true, pelanggan: true });
    expect(c.steps.map((s) => [s.key, s.done])).toEqual([
      ['struktur', true],
      ['ayam', false],
      ['pelanggan', true],
      ['saldo_awal', false],
      ['pengguna', false],
    ]);
    expect(c.steps[3]).toEqual({ key: 'saldo_awal', label: 'Saldo awal', hint: 'Isi saldo awal kas, bank, piutang pelanggan dan stok pakan.', path: '/saldo-awal', done: false });
    // A coop without birds is still an empty farm.
    expect(c.complete).toBe(false);
    expect(c.empty_farm).toBe(true);
  });

  it('is no longer an empty farm once it has a coop and birds, and complete when every step is done', () => {
    expect(checklistOf({ ...none, struktur: true, ayam: true })).toMatchObject({ complete: false, empty_farm: false });
    expect(checklistOf({ ...none, ayam: true })).toMatchObject({ empty_farm: true });
    expect(checklistOf({ struktur: true, ayam: true, saldo_awal: true, pelanggan: true, pengguna: true })).toMatchObject({ complete: true, empty_farm: false });
  });

  describe('order rule', () => {
    const step = (key: string, needs: string[] = []) => ({ key, needs });
    const keys = (steps: { key: string }[]) => steps.map((s) => s.key);

    it('puts every step after the steps it needs: birds after the structure, opening receivables after customers', () => {
      const order = keys(inNeedOrder(SETUP_STEP_DEFS));
      expect(order).toEqual(['struktur', 'ayam', 'pelanggan', 'saldo_awal', 'pengguna']);
      for (const s of SETUP_STEP_DEFS) for (const n of s.needs) expect(order.indexOf(n)).toBeLessThan(order.indexOf(s.key));
      expect(SETUP_STEP_DEFS.find((s) => s.key === 'saldo_awal')!.needs).toContain('pelanggan');
      expect(SETUP_STEP_DEFS.find((s) => s.key === 'ayam')!.needs).toContain('struktur');
    });

    it('keeps the given order where no need says otherwise, and moves a step back only as far as its need', () => {
      expect(keys(inNeedOrder([step('a'), step('b'), step('c')]))).toEqual(['a', 'b', 'c']);
      // c needs d: c waits for d, b keeps its place before them.
      expect(keys(inNeedOrder([step('a'), step('c', ['d']), step('b'), step('d')]))).toEqual(['a', 'b', 'd', 'c']);
      expect(keys(inNeedOrder([step('x', ['z']), step('y', ['x']), step('z')]))).toEqual(['z', 'x', 'y']);
    });

    it('refuses a circle of needs and a need that is not a step', () => {
      expect(() => inNeedOrder([step('a', ['b']), step('b', ['a'])])).toThrow('Urutan langkah melingkar');
      expect(() => inNeedOrder([step('a', ['b'])])).toThrow('Langkah a membutuhkan b yang tidak ada');
    });
  });
});
