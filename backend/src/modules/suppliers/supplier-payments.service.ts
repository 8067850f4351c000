import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { execute, IdRow, pg, queryRows, row } from '../../common/database/rows';
import { centsOf, formatCents } from '../../common/money';
import { moneyAccount } from '../../common/money-account';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { JournalService } from '../finance/journal.service';
import { SupplierPaymentBodyDto, SupplierPaymentDto } from './dto/suppliers.dto';
import { checkAllocations, PayablePurchase, payableKey } from './suppliers.rules';
import { SuppliersService } from './suppliers.service';

/** A credit purchase or opening payable named by a payment: its supplier, date, journal or nota code and what it still owes (decimal text). */
const PurchaseRow = row({ kind: z.enum(['pembelian', 'saldo_awal']), id: pg.int, supplier_id: pg.int, trx_date: pg.date, code: pg.text.nullable(), open: pg.numeric });

/**
 * Supplier payments (Bayar Hutang; issue #37 'Suppliers and payables'): money paid to one supplier
 * against one or more of its credit purchases, posted as one journal Dr Hutang Usaha / Cr Kas/Bank.
 */
@Injectable()
export class SupplierPaymentsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly suppliers: SuppliersService,
    private readonly journals: JournalService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Takes the farm's supplier payments lock (to the end of the transaction): what a bill still owes cannot change meanwhile (also held by the opening balances while they write opening payables). */
  async lock(): Promise<void> {
    await execute(this.m, `select pg_advisory_xact_lock(hashtext('supplier-payments'), hashtext($1::text))`, [this.ctx.tenantId]);
  }

  /**
   * Records a payment: month close first (422 'Periode sampai dd/mm/yyyy sudah ditutup.'), the
   * supplier (404), the Kas/Bank account (common/money-account.ts), then every allocation
   * (suppliers.rules checkAllocations: 404 not a credit purchase of the farm, 422 another
   * supplier's, dated after the payment, or above what it still owes), under one lock per farm so
   * two payments cannot both take the same open amount. One journal BH-…: Dr Hutang Usaha Σ / Cr
   * Kas or Bank (or the chosen account) Σ. Nothing is written when a check fails.
   */
  async pay(dto: SupplierPaymentBodyDto): Promise<SupplierPaymentDto> {
    const t = this.ctx.tenantId;
    await this.journals.assertOpen(dto.date);
    const supplier = await this.suppliers.ref(dto.supplier_id, false, 'supplier_id');
    const account = await moneyAccount(this.m, t, dto.method, dto.bank_account_id);
    await this.lock();
    const ids = (kind: 'pembelian' | 'saldo_awal') => [...new Set(dto.allocations.filter((a) => (a.kind ?? 'pembelian') === kind).map((a) => a.purchase_id))];
    const rows = await queryRows(
      this.m,
      PurchaseRow,
      `select 'pembelian' as kind, f.id, f.supplier_id::int as supplier_id, to_char(f.trx_date, 'YYYY-MM-DD') as trx_date,
              (select j.code from journals j where j.tenant_id = f.tenant_id and j.source_type = 'feed_buy' and j.source_id = f.id::text and j.kind = 'original') as code,
              (round(f.qty_kg * f.price_per_kg + f.ongkir + f.bongkar, 2)
                - coalesce((select sum(a.amount) from supplier_payment_allocations a where a.tenant_id = f.tenant_id and a.purchase_id = f.id), 0))::text as open
         from feed_txns f where f.tenant_id = $1 and f.id = any($2::int[]) and f.method = 'credit'
       union all
       select 'saldo_awal', o.id::int, o.supplier_id::int, to_char(o.invoice_date, 'YYYY-MM-DD'), o.code,
              (o.amount - coalesce((select sum(a.amount) from supplier_payment_allocations a where a.tenant_id = o.tenant_id and a.opening_id = o.id), 0))::text
         from supplier_opening_payables o where o.tenant_id = $1 and o.id = any($3::bigint[])`,
      [t, ids('pembelian'), ids('saldo_awal')],
    );
    const purchases = new Map<string, PayablePurchase>(rows.map((r) => [payableKey(r.kind, r.id), { ...r, open: centsOf(r.open) }]));
    const { lines, total } = checkAllocations(dto.allocations, purchases, supplier.id, dto.date);
    const [payment] = await queryRows(
      this.m,
      IdRow,
      `insert into supplier_payments (tenant_id, supplier_id, payment_date, method, bank_account_id, amount_total, note)
       values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id`,
      [t, supplier.id, dto.date, dto.method, account.account_id ?? null, formatCents(total), dto.note ?? null],
    );
    await execute(
      this.m,
      `insert into supplier_payment_allocations (tenant_id, payment_id, supplier_id, purchase_id, opening_id, amount)
       select $1, $2, $3, x.purchase_id, x.opening_id, x.amount from unnest($4::int[], $5::bigint[], $6::numeric[]) as x(purchase_id, opening_id, amount)`,
      [
        t,
        payment.id,
        supplier.id,
        lines.map((l) => (l.kind === 'pembelian' ? l.purchase_id : null)),
        lines.map((l) => (l.kind === 'saldo_awal' ? l.purchase_id : null)),
        lines.map((l) => formatCents(l.amount)),
      ],
    );
    const codes = lines.map((l) => purchases.get(payableKey(l.kind, l.purchase_id))!.code ?? `#${l.purchase_id}`).join(', ');
    const posted = await this.journals.post({
      trx_date: dto.date,
      memo: `Bayar hutang ${supplier.name}: ${codes}${dto.note ? ` — ${dto.note}` : ''}`,
      party: supplier.name,
      source_type: 'supplier_payment',
      source_id: String(payment.id),
      lines: [
        { account_key: 'hutang', debit: total, note: `Pelunasan ${codes}` },
        { ...account, credit: total, note: dto.method === 'transfer' ? 'Transfer ke pemasok' : 'Tunai ke pemasok' },
      ],
    });
    await execute(this.m, `update supplier_payments set journal_id = $3, journal_code = $4 where tenant_id = $1 and id = $2`, [t, payment.id, posted.id, posted.code]);
    return {
      id: payment.id,
      supplier_id: supplier.id,
      date: dto.date,
      method: dto.method,
      bank_account_id: account.account_id ?? null,
      amount_total: formatCents(total),
      journal_code: posted.code,
    };
  }
}
