import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import {
  FinanceAccountDto,
  JournalCreateDto,
  JournalDetailDto,
  JournalHeaderDto,
  JournalLinkDto,
  JournalListQuery,
  JournalReverseDto,
  LedgerDto,
  LedgerQuery,
  SummaryDto,
  SummaryQuery,
} from './dto/finance.dto';
import { today } from '../../common/dates/farm-day';
import { monthRange } from './finance-dates';
import { JournalService } from './journal.service';
import { centsOf as centsOfDb, formatCents } from '../../common/money';
import { reversedLines } from './journal.rules';
import { manualJournalLines, reversalMemo } from './manual-journal.rules';
import { journalLineAmounts } from './finance.rows';

/** What posted a journal, for messages. */
const SOURCE_LABEL: Record<string, string> = {
  feed_buy: 'Pembelian pakan',
  feed_sell: 'Penjualan pakan',
  feed_adjust: 'Penyesuaian stok pakan',
  feed_usage: 'Pemakaian pakan harian',
  feed_mix: 'Pencampuran ransum',
  egg_sale: 'Penjualan telur',
  ar_receipt: 'Penerimaan piutang',
  egg_recap: 'Rekap penjualan telur',
  asset_buy: 'Pembelian aset tetap',
  asset_depreciation: 'Penyusutan aset tetap',
  asset_disposal: 'Pelepasan aset tetap',
  payroll: 'Gaji ABK',
  payroll_payment: 'Pembayaran hutang gaji',
};

export const CLASS_LABEL: Record<number, string> = { 1: 'Aset', 2: 'Kewajiban', 3: 'Modal', 4: 'Pendapatan', 5: 'Harga Pokok', 6: 'Beban' };

const HEADER_COLUMNS = `j.id, j.code, to_char(j.trx_date, 'YYYY-MM-DD') as trx_date, j.memo, j.party, j.source_type, j.source_id, j.kind, j.corrects_id, j.reverses_id,
  t.total_debit::text as total_debit, t.total_credit::text as total_credit, t.classes, r.id as reversed_by_id, r.code as reversed_by_code`;
const HEADER_JOINS = `cross join lateral (
    select coalesce(sum(l.debit), 0) as total_debit, coalesce(sum(l.credit), 0) as total_credit,
           array_agg(distinct left(a.code, 1)::int order by left(a.code, 1)::int) as classes
      from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
     where l.tenant_id = j.tenant_id and l.journal_id = j.id) t
  left join journals r on r.tenant_id = j.tenant_id and r.reverses_id = j.id`;

/** A journal header as HEADER_COLUMNS reads it; totals in rupiah, `classes` null for a journal without lines. */
const HeaderRow = row({
  id: pg.int,
  code: pg.text,
  trx_date: pg.date,
  memo: pg.text.nullable(),
  party: pg.text.nullable(),
  source_type: pg.text,
  source_id: pg.text.nullable(),
  kind: pg.text,
  corrects_id: pg.int.nullable(),
  reverses_id: pg.int.nullable(),
  total_debit: pg.numeric,
  total_credit: pg.numeric,
  classes: z.array(pg.int).nullable(),
  reversed_by_id: pg.int.nullable(),
  reversed_by_code: pg.text.nullable(),
});
type HeaderRow = z.infer<typeof HeaderRow>;

/** An account for pickers (FinanceAccountDto). */
const FinanceAccountRow = row({
  id: pg.int,
  code: pg.text,
  name: pg.text,
  type: pg.text,
  class: pg.int,
  parent_id: pg.int.nullable(),
  is_active: pg.bool,
  system_key: pg.text.nullable(),
  controlled: pg.bool,
});

/** A line of a journal's detail (JournalLineDto); debit and credit in rupiah. */
const JournalLineRow = row({
  id: pg.int,
  line_no: pg.int,
  account_id: pg.int,
  account_code: pg.text,
  account_name: pg.text,
  account_type: pg.text,
  debit: pg.numeric,
  credit: pg.numeric,
  note: pg.text.nullable(),
});

/** A journal linked to another (JournalLinkDto). */
const JournalLinkRow = row({ id: pg.int, code: pg.text, trx_date: pg.date, kind: pg.text });

/** An account as the manual journal checks it. */
const PostingAccountRow = row({ id: pg.int, code: pg.text, name: pg.text, is_active: pg.bool });

/** A journal as its reversal needs it. */
const ReversedJournalRow = HeaderRow.pick({ id: true, code: true, trx_date: true, memo: true, party: true, source_type: true, kind: true });

const CodeRow = row({ code: pg.text });
const LedgerAccountRow = row({ id: pg.int, code: pg.text, name: pg.text, type: pg.text });
const AccountCodeRow = row({ id: pg.int, code: pg.text });
/** Balance before the range on the account's normal side (rupiah). */
const OpeningRow = row({ opening: pg.numeric });

/** A line of the ledger; debit, credit and the running balance in rupiah. */
const LedgerLineRow = row({
  trx_date: pg.date,
  journal_id: pg.int,
  journal_code: pg.text,
  memo: pg.text.nullable(),
  party: pg.text.nullable(),
  account_code: pg.text,
  note: pg.text.nullable(),
  debit: pg.numeric,
  credit: pg.numeric,
  balance: pg.numeric,
});

/** Totals of the ledger's range (rupiah). */
const LedgerTotalsRow = row({ total_debit: pg.numeric, total_credit: pg.numeric, closing: pg.numeric });

/** Σ per account class (`id` null) and per account of the class (grouping sets), in rupiah. */
const SummaryRow = row({
  cls: pg.int,
  id: pg.int.nullable(),
  code: pg.text.nullable(),
  name: pg.text.nullable(),
  type: pg.text.nullable(),
  debit: pg.numeric,
  credit: pg.numeric,
});

/**
 * The finance journal (spec part 2 'Transaksi Keuangan', §7 'Finance'; DESIGN §5 'Finance'): the
 * account list for pickers, journals (list, detail, manual entry, reversal), the ledger of an
 * account and the per-class summary of the six cards. Money leaves as decimal strings summed in SQL.
 */
@Injectable()
export class FinanceService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly journals: JournalService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Accounts for pickers, by code; `active` true/false filters on the flag. `controlled`: manual journals may not post to it. */
  async accounts(active?: boolean): Promise<FinanceAccountDto[]> {
    return queryRows(
      this.m,
      FinanceAccountRow,
      `select id, code, name, type, left(code, 1)::int as class, parent_id, is_active, system_key, control_key is not null as controlled
         from accounts where tenant_id = $1 ${active === undefined ? '' : 'and is_active = $2'}
        order by code, id`,
      active === undefined ? [this.ctx.tenantId] : [this.ctx.tenantId, active],
    );
  }

  /** Journals dated from..to (default this month), newest first, at most `limit` (default 500). */
  async list(q: JournalListQuery): Promise<JournalHeaderDto[]> {
    const { from, to } = monthRange(q.from, q.to);
    const params: unknown[] = [this.ctx.tenantId, from, to, q.limit ?? 500];
    let filter = '';
    if (q.class) {
      params.push(String(q.class));
      filter += ` and exists (select 1 from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
                               where l.tenant_id = j.tenant_id and l.journal_id = j.id and left(a.code, 1) = $${params.length})`;
    }
    if (q.source_type) {
      params.push(q.source_type);
      filter += ` and j.source_type = $${params.length}`;
    }
    const rows = await queryRows(
      this.m,
      HeaderRow,
      `with j as (
         select * from journals j where j.tenant_id = $1 and j.trx_date between $2 and $3 ${filter}
          order by j.trx_date desc, j.id desc limit $4
       )
       select ${HEADER_COLUMNS} from j ${HEADER_JOINS}
        order by j.trx_date desc, j.id desc`,
      params,
    );
    return rows.map((r) => this.header(r));
  }

  /** One journal with its lines and linked journals; 404 when it is not the tenant's. */
  async detail(id: number): Promise<JournalDetailDto> {
    const header = await queryOne(this.m, HeaderRow, `select ${HEADER_COLUMNS} from journals j ${HEADER_JOINS} where j.tenant_id = $1 and j.id = $2`, [this.ctx.tenantId, id]);
    if (!header) throw new NotFoundException('Jurnal tidak ditemukan.');
    const lines = await queryRows(
      this.m,
      JournalLineRow,
      `select l.id::int as id, l.line_no, l.account_id, a.code as account_code, a.name as account_name, a.type as account_type,
              l.debit::text as debit, l.credit::text as credit, l.note
         from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
        where l.tenant_id = $1 and l.journal_id = $2 order by l.line_no`,
      [this.ctx.tenantId, id],
    );
    const original = header.corrects_id ?? id;
    const related: JournalLinkDto[] = await queryRows(
      this.m,
      JournalLinkRow,
      `select id, code, to_char(trx_date, 'YYYY-MM-DD') as trx_date, kind from journals
        where tenant_id = $1 and id <> $2
          and (id = $3 or corrects_id = $3 or reverses_id = $2 or id = $4)
        order by trx_date, id`,
      [this.ctx.tenantId, id, original, header.reverses_id ?? 0],
    );
    return { header: this.header(header), lines, related };
  }

  /**
   * Posts a general journal (tab Umum) or a quick expense (tab Pengeluaran Cepat: debit a 6-
   * account, credit Kas). 400 'Jurnal belum seimbang / baris belum valid' unless at least two lines
   * carry an amount, every line exactly one of debit/credit, and Σ debit = Σ credit within 0.005;
   * 404 for an account that is not the tenant's; 422 for an inactive account, and for a control
   * account (Piutang Usaha, Persediaan Pakan, Penjualan Telur or one of their sub-accounts): the
   * database refuses the line (`journal_lines_guard`, KP422) naming the account and the screen that
   * posts to it, e.g. 'Akun 1-300 Piutang Usaha hanya diisi dari Penjualan Telur dan Terima Pembayaran.'
   */
  async create(dto: JournalCreateDto): Promise<JournalDetailDto> {
    await this.journals.assertOpen(dto.trx_date);
    const lines = manualJournalLines(dto.lines);

    const ids = [...new Set(lines.map((l) => l.account_id))];
    const accounts = await queryRows(
      this.m,
      PostingAccountRow,
      `select id, code, name, is_active from accounts where tenant_id = $1 and id = any($2::int[])`,
      [this.ctx.tenantId, ids],
    );
    if (accounts.length !== ids.length) throw new NotFoundException('Akun tidak ditemukan.');
    for (const a of accounts) {
      if (!a.is_active) throw new UnprocessableEntityException(`Akun ${a.code} ${a.name} nonaktif.`);
    }
    const posted = await this.journals.post({
      trx_date: dto.trx_date,
      memo: dto.memo?.trim() || null,
      party: dto.party?.trim() || null,
      source_type: 'manual',
      source_id: null,
      lines,
    });
    return this.detail(posted.id);
  }

  /**
   * Reverses a manual journal: a new journal (RV-…) with debit and credit swapped, linked to it,
   * dated `trx_date` (default today, not before the original). 409 for a journal posted by a
   * source document (corrected through that document), a reversal, or one already reversed.
   */
  async reverse(id: number, dto: JournalReverseDto): Promise<JournalDetailDto> {
    const j = await queryOne(
      this.m,
      ReversedJournalRow,
      `select id, code, to_char(trx_date, 'YYYY-MM-DD') as trx_date, memo, party, source_type, kind
         from journals where tenant_id = $1 and id = $2 for update`,
      [this.ctx.tenantId, id],
    );
    if (!j) throw new NotFoundException('Jurnal tidak ditemukan.');
    if (j.source_type !== 'manual') {
      throw new ConflictException(
        `Jurnal ${j.code} diposting oleh dokumen sumber (${SOURCE_LABEL[j.source_type] ?? j.source_type}); koreksi lewat dokumen itu, bukan di sini.`,
      );
    }
    if (j.kind === 'reversal') throw new ConflictException(`Jurnal ${j.code} adalah jurnal pembalik dan tidak dapat dibalik lagi.`);
    const done = await queryOne(this.m, CodeRow, `select code from journals where tenant_id = $1 and reverses_id = $2`, [this.ctx.tenantId, id]);
    if (done) throw new ConflictException(`Jurnal ${j.code} sudah dibalik dengan ${done.code}.`);
    const date = dto.trx_date ?? today();
    if (date < j.trx_date) throw new BadRequestException('Tanggal pembalik tidak boleh sebelum tanggal jurnal asal.');
    await this.journals.assertOpen(date);
    const lines = await journalLineAmounts(this.m, this.ctx.tenantId, id);
    const posted = await this.journals.post({
      trx_date: date,
      memo: reversalMemo(j.code, dto.memo, j.memo),
      party: j.party,
      source_type: 'manual',
      source_id: null,
      kind: 'reversal',
      reverses_id: id,
      lines: reversedLines(lines),
    });
    return this.detail(posted.id);
  }

  /**
   * Ledger of one account (with its sub-accounts) from..to (default this month): opening balance,
   * lines with the running balance on the account's normal side, closing balance. Summed in SQL.
   */
  async ledger(q: LedgerQuery): Promise<LedgerDto> {
    const { from, to } = monthRange(q.from, q.to);
    const t = this.ctx.tenantId;
    const account = await queryOne(
      this.m,
      LedgerAccountRow,
      `select id, code, name, type from accounts where tenant_id = $1 and lower(code) = lower($2)`,
      [t, q.account_code.trim()],
    );
    if (!account) throw new NotFoundException(`Akun ${q.account_code.trim()} tidak ditemukan.`);
    const sign = account.type === 'asset' || account.type === 'expense' ? 1 : -1;
    const subs = await queryRows(
      this.m,
      AccountCodeRow,
      `with recursive tree as (
         select id, code from accounts where tenant_id = $1 and id = $2
         union all
         select a.id, a.code from accounts a join tree on a.parent_id = tree.id where a.tenant_id = $1
       ) select id, code from tree order by code`,
      [t, account.id],
    );
    const ids = subs.map((s) => s.id);
    // An aggregate without group by: always one row.
    const [open] = await queryRows(
      this.m,
      OpeningRow,
      `select ($4::int * coalesce(sum(debit - credit), 0))::text as opening
         from journal_lines where tenant_id = $1 and account_id = any($2::int[]) and trx_date < $3`,
      [t, ids, from, sign],
    );
    const rows = await queryRows(
      this.m,
      LedgerLineRow,
      `select to_char(l.trx_date, 'YYYY-MM-DD') as trx_date, j.id as journal_id, j.code as journal_code, j.memo, j.party,
              a.code as account_code, l.note, l.debit::text as debit, l.credit::text as credit,
              ($5::numeric + $4::int * sum(l.debit - l.credit) over (order by l.trx_date, l.journal_id, l.id))::text as balance
         from journal_lines l
         join journals j on j.tenant_id = l.tenant_id and j.id = l.journal_id
         join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
        where l.tenant_id = $1 and l.account_id = any($2::int[]) and l.trx_date between $3 and $6
        order by l.trx_date, l.journal_id, l.id`,
      [t, ids, from, sign, open.opening, to],
    );
    const [tot] = await queryRows(
      this.m,
      LedgerTotalsRow,
      `select coalesce(sum(debit), 0)::text as total_debit, coalesce(sum(credit), 0)::text as total_credit,
              ($5::numeric + $4::int * coalesce(sum(debit - credit), 0))::text as closing
         from journal_lines where tenant_id = $1 and account_id = any($2::int[]) and trx_date between $3 and $6`,
      [t, ids, from, sign, open.opening, to],
    );
    return {
      account: { ...account, normal_side: sign === 1 ? 'debit' : 'credit', sub_accounts: subs.filter((s) => s.id !== account.id).map((s) => s.code) },
      from,
      to,
      opening_balance: money(open.opening),
      total_debit: money(tot.total_debit),
      total_credit: money(tot.total_credit),
      closing_balance: money(tot.closing),
      rows: rows.map((r) => ({ ...r, debit: money(r.debit), credit: money(r.credit), balance: money(r.balance) })),
    };
  }

  /**
   * The six cards of Transaksi Keuangan: Σ debit and Σ credit per account class (1–6) of the lines
   * dated from..to (default this month), and per account for a card's donut. Summed in SQL.
   */
  async summary(q: SummaryQuery): Promise<SummaryDto> {
    const { from, to } = monthRange(q.from, q.to);
    const rows = await queryRows(
      this.m,
      SummaryRow,
      `select left(a.code, 1)::int as cls, a.id, a.code, a.name, a.type, sum(l.debit)::text as debit, sum(l.credit)::text as credit
         from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
        where l.tenant_id = $1 and l.trx_date between $2 and $3
        group by grouping sets ((left(a.code, 1)::int), (left(a.code, 1)::int, a.id, a.code, a.name, a.type))
        order by 1, a.code nulls first`,
      [this.ctx.tenantId, from, to],
    );
    const classes = [1, 2, 3, 4, 5, 6].map((c) => ({ class: c, label: CLASS_LABEL[c], debit: '0.00', credit: '0.00', accounts: [] as SummaryDto['classes'][number]['accounts'] }));
    for (const r of rows) {
      const card = classes[r.cls - 1];
      if (!card) continue;
      if (r.id === null) {
        card.debit = money(r.debit);
        card.credit = money(r.credit);
      } else card.accounts.push({ id: r.id, code: r.code!, name: r.name!, type: r.type!, debit: money(r.debit), credit: money(r.credit) });
    }
    return { from, to, classes };
  }

  private header(r: HeaderRow): JournalHeaderDto {
    return {
      ...r,
      total_debit: money(r.total_debit),
      total_credit: money(r.total_credit),
      balanced: centsOfDb(r.total_debit) === centsOfDb(r.total_credit),
      reversed: r.reversed_by_id !== null,
      classes: r.classes ?? [],
    };
  }
}

/** A numeric PostgreSQL printed, as the API's money text with two decimals. */
export const money = (v: string | null | undefined): string => formatCents(centsOfDb(v));
