import { assignProblem } from './jalur-items.rules';

describe('feed item of a jalur', () => {
  const feed = { name: 'Layer A', kind: 'pakan_jadi' as const, unit: 'kg', active: true };

  it('takes an active feed item in kg; refuses OVK, another unit and an inactive item', () => {
    expect(assignProblem(feed)).toBeNull();
    expect(assignProblem({ ...feed, kind: 'campuran' })).toBeNull();
    expect(assignProblem({ ...feed, kind: 'ovk', unit: 'dosis' })).toBe('Barang OVK tidak dapat menjadi pakan jalur; pilih barang pakan.');
    expect(assignProblem({ ...feed, unit: 'gram' })).toBe('Pakan jalur harus barang dalam satuan kg.');
    expect(assignProblem({ ...feed, active: false })).toBe('Barang Layer A nonaktif; aktifkan dulu di Barang Stok.');
  });

});
