import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { validateSupplierForm, supplierBody } from '../../data/suppliers';
import { payBody, payForm, payTotalCents, payablesDifference, payablesTotals, statementText, validatePayForm, type OpenPurchase, type Payables } from './suppliers';

const z = '0.00';
const purchase = (id: number, outstanding: string): OpenPurchase =>
  ({ kind: 'pembelian' as const, purchase_id: id, code: `PB-2503-000${id}`, date: '2025-03-01', due_date: '2025-03-15', description: 'Pakan 1000 kg', total: '7700000.00', paid: z, outstanding, days_overdue: 16, bucket: 'hari_1_30' }) satisfies Schemas['OpenPurchaseDto'];
const P1 = purchase(1, '4700000.00');
const P2 = purchase(2, '1600000.50');

describe('payables', () => {
  it('sums the buckets from the suppliers’ rows in cents and finds a ledger difference', () => {
    const data = {
      asof: '2025-03-31',
      suppliers: [
        { supplier_id: 1, name: 'PT Pakan Jaya', phone: null, outstanding: '6300000.50', buckets: { belum_jatuh_tempo: '1600000.50', hari_1_30: '4700000.00', hari_31_60: z, hari_61_90: z, lebih_90: z }, purchases: [P1, P2] },
        { supplier_id: 2, name: 'Toko Makmur', phone: null, outstanding: '0.10', buckets: { belum_jatuh_tempo: '0.10', hari_1_30: z, hari_31_60: z, hari_61_90: z, lebih_90: z }, purchases: [] },
      ],
      buckets: { belum_jatuh_tempo: '1600000.60', hari_1_30: '4700000.00', hari_31_60: z, hari_61_90: z, lebih_90: z },
      total: '6300000.60',
      ledger_balance: '6300001.60',
    } satisfies Payables;
    // 1,600,000.50 + 0.10 = 1,600,000.60 not yet due; + 4,700,000 = 6,300,000.60 (630,000,060 cents).
    const { totals, total } = payablesTotals(data);
    expect([totals.belum_jatuh_tempo, totals.hari_1_30, total]).toEqual([160000060, 470000000, 630000060]);
    // The ledger says 1 rupiah more: 100 cents.
    expect(payablesDifference(data, total)).toBe(100);
    expect(payablesDifference({ ...data, ledger_balance: '6300000.60' }, total)).toBeNull();
  });

  it('pays every open purchase in full by default; refuses more than a purchase owes and nothing at all', () => {
    const f = payForm([P1, P2], dayjs('2025-04-05'));
    expect(f.amounts).toEqual({ '1': '4.700.000', '2': '1.600.000,50' });
    // 4,700,000 + 1,600,000.50 = 6,300,000.50.
    expect(payTotalCents(f)).toBe(630000050);
    expect(validatePayForm(f, [P1, P2])).toBeNull();
    expect(payBody(7, { ...f, amounts: { '1': '3.000.000', '2': '' } }, [P1, P2])).toEqual({
      supplier_id: 7,
      date: '2025-04-05',
      method: 'transfer',
      allocations: [{ purchase_id: 1, amount: 3000000 }],
    });
    expect(payBody(7, { ...f, account: '21', amounts: { '1': '0', '2': '600.000,25' } }, [P1, P2])).toMatchObject({ bank_account_id: 21 });
    // An opening payable (Saldo Awal) with the same id as purchase 1 keeps its own amount and goes as kind saldo_awal.
    const opening = { ...P1, kind: 'saldo_awal' as const, code: 'SA-2502-0001/1' };
    const g = payForm([P1, opening], dayjs('2025-04-05'));
    expect(g.amounts).toEqual({ '1': '4.700.000', sa1: '4.700.000' });
    expect(payBody(7, { ...g, amounts: { '1': '', sa1: '1.000.000' } }, [P1, opening]).allocations).toEqual([{ kind: 'saldo_awal', purchase_id: 1, amount: 1000000 }]);
    expect(validatePayForm({ ...g, amounts: { '1': '', sa1: '4.700.000,01' } }, [P1, opening])).toEqual({ field: 'amounts.sa1', message: 'Melebihi sisa hutang (Rp 4.700.000).' });
    expect(payBody(7, { ...f, amounts: { '1': '0', '2': '600.000,25' } }, [P1, P2]).allocations).toEqual([{ purchase_id: 2, amount: 600000.25 }]);
    expect(validatePayForm({ ...f, amounts: { '1': '4.700.000,01', '2': '' } }, [P1, P2])).toEqual({ field: 'amounts.1', message: 'Melebihi sisa hutang (Rp 4.700.000).' });
    expect(validatePayForm({ ...f, amounts: { '1': '', '2': '0' } }, [P1, P2])).toBe('Isi nilai bayar minimal satu pembelian.');
    expect(validatePayForm({ ...f, tanggal: null }, [P1, P2])).toEqual({ field: 'tanggal', message: 'Tanggal wajib diisi' });
  });

  it('writes the kartu hutang as a WhatsApp text', () => {
    const text = statementText(
      {
        supplier_id: 1,
        name: 'PT Pakan Jaya',
        phone: '6281234567890',
        address: null,
        from: '2025-03-01',
        to: '2025-04-30',
        opening_balance: z,
        rows: [
          { kind: 'pembelian', date: '2025-03-01', code: 'PB-2503-0001', ref_id: 1, description: 'Pakan 1000 kg', debit: z, credit: '7700000.00', balance: '7700000.00' },
          { kind: 'pembayaran', date: '2025-03-20', code: 'BH-2503-0001', ref_id: 1, description: null, debit: '3000000.00', credit: z, balance: '4700000.00' },
        ],
        total_debit: '3000000.00',
        total_credit: '7700000.00',
        closing_balance: '4700000.00',
      },
      'Kandang Sukamaju',
    );
    expect(text.split('\n')).toEqual([
      '*Kartu Hutang* Kandang Sukamaju',
      'Pemasok: PT Pakan Jaya',
      'Periode: 01/03/2025 – 30/04/2025',
      'Saldo awal: Rp 0',
      '- 01/03/2025 PB-2503-0001 pembelian Rp 7.700.000',
      '- 20/03/2025 BH-2503-0001 pembayaran Rp 3.000.000',
      '*Sisa hutang: Rp 4.700.000*',
    ]);
  });
});

describe('supplier form', () => {
  it('needs a name and terms of 0–365 days; empty texts go as null', () => {
    expect(validateSupplierForm({ name: ' ', phone: '', address: '', terms: '14' })).toEqual({ field: 'name', message: 'Nama pemasok wajib diisi.' });
    expect(validateSupplierForm({ name: 'PT Jaya', phone: '', address: '', terms: '366' })).toEqual({ field: 'terms', message: 'Tempo harus 0–365 hari.' });
    expect(validateSupplierForm({ name: 'PT Jaya', phone: '', address: '', terms: '' })).toBeNull();
    expect(supplierBody({ name: ' PT Jaya ', phone: ' ', address: 'Blitar', terms: '14' })).toEqual({ name: 'PT Jaya', phone: null, address: 'Blitar', terms_days: 14 });
  });
});
