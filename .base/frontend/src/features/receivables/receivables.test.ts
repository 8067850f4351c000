import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ageingTable, defaultStatementRange, kindLabel, ledgerDifference, statementText, statementTotals, type Statement } from './receivables';
import { AGEING, invoice, z } from './receivables.fixtures';

describe('receivables', () => {
  it('sums the rows per bucket in cents: the footer and the cards equal the rows shown', () => {
    const t = ageingTable(AGEING);
    // Maju: 150.000 + 290.000,50 = 440.000,50; Sri −20.000; together 420.000,50.
    expect(t.rows.map((r) => [r.customer, r.total, r.invoices])).toEqual([
      ['Bu Sri', -2000000, 1],
      ['Toko Maju', 44000050, 2],
    ]);
    expect(t.totals).toEqual({ belum_jatuh_tempo: 15000000, hari_1_30: 0, hari_31_60: 29000050, hari_61_90: -2000000, lebih_90: 0 });
    expect(t.total).toBe(42000050);
    expect(ageingTable(undefined)).toEqual({ rows: [], totals: { belum_jatuh_tempo: 0, hari_1_30: 0, hari_31_60: 0, hari_61_90: 0, lebih_90: 0 }, total: 0 });
  });

  it('reports a difference with the Piutang Usaha balance only when there is one', () => {
    expect(ledgerDifference(AGEING, 42000050)).toBeNull();
    expect(ledgerDifference({ ...AGEING, ledger_balance: '425000.50' }, 42000050)).toBe(500000);
    expect(ledgerDifference(undefined, 0)).toBeNull();
  });

  it('opens the statement on the last 90 days', () => {
    const r = defaultStatementRange(dayjs('2025-04-30T15:00:00'));
    expect([r.start.format('YYYY-MM-DD'), r.end.format('YYYY-MM-DD')]).toEqual(['2025-01-31', '2025-04-30']);
  });

  it('writes the WhatsApp summary with the outstanding total', () => {
    const s: Statement = {
      customer_id: 2,
      customer: 'Toko Maju',
      phone: '62812',
      address: null,
      from: '2025-01-01',
      to: '2025-03-31',
      opening_balance: z,
      rows: [
        { kind: 'penjualan', date: '2025-02-10', code: 'PT-2502-0003', ref_id: 3, description: null, debit: '400000.00', credit: z, balance: '400000.00' },
        { kind: 'penerimaan', date: '2025-03-01', code: 'PP-2503-0001', ref_id: 2, description: null, debit: z, credit: '100000.00', balance: '300000.00' },
        { kind: 'potongan', date: '2025-03-01', code: 'PP-2503-0001', ref_id: 2, description: null, debit: z, credit: '10000.00', balance: '290000.00' },
      ],
      total_debit: '400000.00',
      total_credit: '110000.00',
      closing_balance: '290000.00',
    };
    // 0 + 400.000 − 100.000 − 10.000 = 290.000
    expect(statementTotals(s)).toEqual({ debit: 40000000, credit: 11000000, closing: 29000000 });
    expect(statementText(s, [{ ...invoice('PT-2502-0003', '290000.00'), due_date: '2025-03-12', due_date_assumed: false }], 'Kandang Sukamaju')).toBe(
      [
        '*Kartu Piutang* Kandang Sukamaju',
        'Pelanggan: Toko Maju',
        'Periode: 01/01/2025 – 31/03/2025',
        'Saldo awal: Rp 0',
        'Penjualan/debit: Rp 400.000',
        'Pembayaran/kredit: Rp 110.000',
        '',
        'Nota belum lunas per 31/03/2025:',
        '- PT-2502-0003 tgl 01/02/2025, jatuh tempo 12/03/2025: Rp 290.000',
        '',
        '*Total sisa piutang: Rp 290.000*',
        'Terima kasih.',
      ].join('\n'),
    );
  });

  it('names the row kinds, and an unknown kind by its code', () => {
    expect(kindLabel('penerimaan')).toBe('Pembayaran');
    expect(kindLabel('retur')).toBe('Retur');
    // An open invoice of the opening balances, not the statement's opening balance row ('Saldo awal').
    expect(kindLabel('saldo_awal')).toBe('Tagihan saldo awal');
    expect(kindLabel('koreksi')).toBe('koreksi');
  });
});
