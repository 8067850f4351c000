import { Injectable, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { execute, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { centsOf, formatCents } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CustomersService } from '../customers/customers.service';
import { FeedStockService } from '../feed-stock/feed-stock.service';
import { JournalInput, JournalService } from '../finance/journal.service';
import { SuppliersService } from '../suppliers/suppliers.service';
import { OpeningAccountLineDto, OpeningBalancesBodyDto, OpeningBalancesDto } from './dto/opening-balances.dto';
import { checkFirstJournal, checkOpeningAccounts, openingFigures, openingJournalLines, openingPosting, openingTotals } from './opening-balances.rules';
import { OpeningInvoicesService } from './opening-invoices.service';
import { OpeningPayablesService } from './opening-payables.service';

/** An account as the validation needs it; `root`: kas, bank or saldo_awal_ekuitas when it is (under) that system account. */
const AccountRow = row({
  id: pg.int,
  code: pg.text,
  name: pg.text,
  type: pg.text,
  is_active: pg.bool,
  control_key: pg.text.nullable(),
  root: pg.text.nullable(),
});
type AccountRow = z.infer<typeof AccountRow>;

/** The stored opening balances: start date, Kas (rupiah) and the opening journal in force (null before the first posting). */
const HeadRow = row({
  start_date: pg.date,
  kas: pg.numeric,
  journal_id: pg.int.nullable(),
  journal_code: pg.text.nullable(),
  trx_date: pg.date.nullable(),
});

/** A bank or other row of the opening balances (amount in rupiah, on the account's normal side). */
const LineRow = row({
  section: z.enum(['bank', 'other']),
  account_id: pg.int,
  code: pg.text,
  name: pg.text,
  type: pg.text,
  amount: pg.numeric,
});

/** A journal dated before the start date. */
const EarlierJournalRow = row({ code: pg.text, trx_date: pg.date });

/** How many times the opening balances were posted, and the journal in force. */
const VersionRow = row({ version: pg.int, journal_id: pg.int.nullable() });

/**
 * Opening balances (Saldo Awal; issue #20 'Opening balances'; docs/adr/0018-opening-balances.md).
 * The farm's Kas, Bank accounts, customers' open invoices, what it owed its suppliers, feed stock
 * and other assets and liabilities as of the start date are posted as one opening journal (SA-…) dated the day before,
 * the difference to Saldo Awal Ekuitas. An edit reverses the journal in force and posts a new one
 * in the same transaction; a refusal anywhere (a closed month refusing the reversal, an invoice
 * with payments, a feed re-costing in a closed month) rolls the whole request back.
 */
@Injectable()
export class OpeningBalancesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly journals: JournalService,
    private readonly customers: CustomersService,
    private readonly invoices: OpeningInvoicesService,
    private readonly feed: FeedStockService,
    private readonly suppliers: SuppliersService,
    private readonly payables: OpeningPayablesService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** The opening balances as entered, with the opening journal in force; `posted: false` before the first PUT. */
  async get(): Promise<OpeningBalancesDto> {
    const t = this.ctx.tenantId;
    const head = await queryOne(
      this.m,
      HeadRow,
      `select to_char(o.start_date, 'YYYY-MM-DD') as start_date, o.kas, o.journal_id, o.journal_code, to_char(j.trx_date, 'YYYY-MM-DD') as trx_date
         from opening_balances o left join journals j on j.tenant_id = o.tenant_id and j.id = o.journal_id where o.tenant_id = $1`,
      [t],
    );
    if (!head) {
      return { posted: false, start_date: null, kas: '0.00', banks: [], invoices: [], payables: [], feed: null, others: [], total_assets: '0.00', total_liabilities: '0.00', equity: '0.00', journal: null };
    }
    const lines: Array<OpeningAccountLineDto & { section: 'bank' | 'other' }> = await queryRows(
      this.m,
      LineRow,
      `select l.section, l.account_id, a.code, a.name, a.type, l.amount::text as amount
         from opening_balance_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
        where l.tenant_id = $1 order by l.section, a.code, l.id`,
      [t],
    );
    const invoices = await this.invoices.list();
    const payables = await this.payables.list();
    const feed = await this.feed.opening();
    const banks = lines.filter((l) => l.section === 'bank').map(({ section: _s, ...l }) => l);
    const others = lines.filter((l) => l.section === 'other').map(({ section: _s, ...l }) => l);
    const totals = openingTotals({ kas: head.kas, banks, invoices, payables, feedValue: feed?.value ?? null, others });
    return {
      posted: true,
      start_date: head.start_date,
      kas: formatCents(centsOf(head.kas)),
      banks,
      invoices: invoices.map((i) => ({
        id: i.id,
        customer_id: i.customer_id,
        customer: i.customer,
        invoice_date: i.invoice_date,
        due_date: i.due_date,
        amount: formatCents(centsOf(i.amount)),
        paid: formatCents(centsOf(i.paid)),
        discount: formatCents(centsOf(i.discount)),
        finance_code: i.finance_code,
        has_payments: i.first_receipt !== null,
      })),
      payables: payables.map(({ first_payment, amount, paid, ...p }) => ({ ...p, amount: formatCents(centsOf(amount)), paid: formatCents(centsOf(paid)), has_payments: first_payment !== null })),
      feed: feed ? { qty_kg: feed.qty_kg, value: feed.value } : null,
      others,
      ...totals,
      journal: head.journal_id && head.journal_code && head.trx_date ? { id: head.journal_id, code: head.journal_code, trx_date: head.trx_date } : null,
    };
  }

  /**
   * Enters or changes the opening balances (see the class). Order: every input rule (400/404/422)
   * before anything is written; then the reversal of the journal in force and the new opening
   * journal (one postMany), the opening invoices, the feed opening (re-costing later feed
   * documents), the stored figures. Start date rule (as ERPNext/Odoo: opening entries come before
   * the first transaction): 422 when any other journal is dated before start_date.
   */
  async put(dto: OpeningBalancesBodyDto): Promise<OpeningBalancesDto> {
    const t = this.ctx.tenantId;
    const figures = openingFigures(dto);
    const { openingDate, kas, banks, others, invoices, payables, feedKg, feedValue } = figures;

    const accounts = await this.accounts([...banks, ...others].map((b) => b.account_id));
    checkOpeningAccounts(banks, accounts, 'bank');
    checkOpeningAccounts(others, accounts, 'other');
    const names = await this.customers.namesOf([...new Set(invoices.map((i) => i.customer_id))]);
    const unknown = invoices.find((i) => !names.has(i.customer_id));
    if (unknown) throw new NotFoundException(`Pelanggan tidak ditemukan (id ${unknown.customer_id}).`);
    const supplierNames = await this.suppliers.namesOf([...new Set(payables.map((p) => p.supplier_id))]);
    const stranger = payables.find((p) => !supplierNames.has(p.supplier_id));
    if (stranger) throw new NotFoundException(`Pemasok tidak ditemukan (id ${stranger.supplier_id}).`);

    await execute(this.m, `select pg_advisory_xact_lock(hashtext('opening-balances'), hashtext($1::text))`, [t]);
    const before = await queryOne(
      this.m,
      EarlierJournalRow,
      `select code, to_char(trx_date, 'YYYY-MM-DD') as trx_date from journals
        where tenant_id = $1 and source_type <> 'opening' and trx_date < $2 order by trx_date, id limit 1`,
      [t, dto.start_date],
    );
    checkFirstJournal(before);
    const lines = openingJournalLines(figures, accounts, names, supplierNames);

    const prev = await queryOne(this.m, VersionRow, `select version, journal_id from opening_balances where tenant_id = $1 for update`, [t]);
    const { version, reverses, journal: opening } = openingPosting(prev, dto.start_date, lines);
    const toPost: JournalInput[] = [];
    if (reverses) toPost.push(await this.journals.reversalOf(reverses, 'Saldo awal diubah'));
    toPost.push(opening);
    const posted = await this.journals.postMany(toPost);
    const journal = posted[posted.length - 1];

    await this.invoices.save(invoices, journal);
    await this.payables.save(payables, journal);
    if (feedKg > 0 || (await this.feed.opening())) await this.feed.setOpening(openingDate, feedKg, formatCents(feedValue));

    await execute(
      this.m,
      `insert into opening_balances (tenant_id, start_date, kas, version, journal_id, journal_code) values ($1, $2, $3, $4, $5, $6)
       on conflict (tenant_id) do update set start_date = excluded.start_date, kas = excluded.kas, version = excluded.version,
              journal_id = excluded.journal_id, journal_code = excluded.journal_code, updated_by = app_current_user(), updated_at = now()`,
      [t, dto.start_date, formatCents(kas), version, journal.id, journal.code],
    );
    await execute(this.m, `delete from opening_balance_lines where tenant_id = $1`, [t]);
    const rows = [...banks.map((b) => ({ ...b, section: 'bank' })), ...others.map((o) => ({ ...o, section: 'other' }))];
    if (rows.length) {
      await execute(
        this.m,
        `insert into opening_balance_lines (tenant_id, section, account_id, amount) select $1, * from unnest($2::text[], $3::int[], $4::numeric[])`,
        [t, rows.map((r) => r.section), rows.map((r) => r.account_id), rows.map((r) => formatCents(r.amount))],
      );
    }
    return this.get();
  }

  /** The accounts of `ids` with their place under Kas, Bank or Saldo Awal Ekuitas. */
  private async accounts(ids: number[]): Promise<Map<number, AccountRow>> {
    if (!ids.length) return new Map();
    const rows = await queryRows(
      this.m,
      AccountRow,
      `with recursive tree as (
         select id, system_key as root from accounts where tenant_id = $1 and system_key in ('kas', 'bank', 'saldo_awal_ekuitas')
         union all
         select a.id, tree.root from accounts a join tree on a.parent_id = tree.id where a.tenant_id = $1)
       select a.id, a.code, a.name, a.type, a.is_active, a.control_key, t.root
         from accounts a left join tree t on t.id = a.id where a.tenant_id = $1 and a.id = any($2::int[])`,
      [this.ctx.tenantId, ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }
}
