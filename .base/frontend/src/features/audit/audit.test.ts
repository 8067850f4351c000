import { describe, expect, it } from 'vitest';
import { auditQuery, changeLines, valueText, whatText } from './audit';

describe('audit trail logic', () => {
  it('builds the query without empty filters, 500 rows a page', () => {
    expect(auditQuery({ from: '2026-11-01', to: '2026-11-30', actor: '  ', entity: '', page: 1 })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      actor: undefined,
      entity: undefined,
      page: 1,
      limit: 500,
    });
    expect(auditQuery({ from: '2026-11-01', to: '2026-11-30', actor: ' Admin ', entity: 'customers', page: 2 })).toMatchObject({ actor: 'Admin', entity: 'customers', page: 2 });
  });

  it("writes an update as 'kolom: lama → baru', an insert and a delete as their values", () => {
    // 0.05 → 0.052 kg in Indonesian numbers: '0,05 → 0,052'.
    expect(changeLines({ action: 'update', before: { weight_grade_b: 0.05, note: null }, after: { weight_grade_b: 0.052, note: 'baru' }, detail: null })).toEqual([
      'weight_grade_b: 0,05 → 0,052',
      'note: - → baru',
    ]);
    expect(changeLines({ action: 'insert', before: null, after: { id: 7, name: 'Toko Maju', total_amount: 540000, aktif: true }, detail: null })).toEqual([
      'name: Toko Maju',
      'total_amount: 540.000',
      'aktif: ya',
    ]);
    expect(changeLines({ action: 'delete', before: { nama: 'T1' }, after: null, detail: null })).toEqual(['nama: T1']);
    expect(changeLines({ action: null, before: null, after: null, detail: { from: 'viewer', to: 'abk' } })).toEqual(['viewer → abk']);
    expect(changeLines({ action: null, before: null, after: null, detail: null })).toEqual([]);
  });

  it('names what happened', () => {
    expect(whatText({ event: 'data_change', action: 'update', entity: 'customers', entity_id: '12' })).toBe('Ubah Pelanggan #12');
    expect(whatText({ event: 'impersonation_start', action: null, entity: null, entity_id: null })).toBe('Superadmin masuk kandang');
    expect(whatText({ event: 'something_new', action: null, entity: null, entity_id: null })).toBe('something_new');
    expect(valueText([1, 2])).toBe('[1,2]');
  });
});
