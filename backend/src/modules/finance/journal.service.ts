import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { execute, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { centsOf as centsOfDb, formatCents } from '../../common/money';
import { journalLineAmounts } from './finance.rows';
import { BookLockService } from './book-lock.service';
import { counterGroups, journalCodes, journalPeriod, postingLines, reversedLines } from './journal.rules';

/**
 * What a journal was posted for (DESIGN §5 'Finance'): one original journal per source document.
 * egg_recap: the daily egg sales recap and receivables collection of the benchmark farm's demo
 * books (source_id the day), where no egg sale documents exist. egg_sale_return: a return on an egg
 * sale. opening: the opening balances (Saldo Awal, source_id the posting's version;
 * docs/adr/0018-opening-balances.md). supplier_payment: money paid to a supplier against its credit
 * purchases (docs/adr/0043-suppliers-and-payables.md). feed_mix: a mixing batch of a ration (source_id the batch;
 * a journal only when its mixed feed re-costs kg used beyond the stock, ADR 0044). asset_buy,
 * asset_depreciation, asset_disposal: a fixed asset bought, a month's depreciation run (source_id the run)
 * and an asset disposed (docs/adr/0051-fixed-assets.md). payroll, payroll_payment: a wage slip and the
 * payment of an owed one (docs/adr/0052-payroll.md).
 */
export const SOURCE_TYPES = ['manual', 'feed_buy', 'feed_sell', 'feed_adjust', 'feed_usage', 'egg_sale', 'ar_receipt', 'egg_recap', 'egg_sale_return', 'opening', 'supplier_payment', 'feed_mix', 'asset_buy', 'asset_depreciation', 'asset_disposal', 'payroll', 'payroll_payment'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** Keys of the accounts postings use (migration Finance, DEFAULT_ACCOUNTS): never looked up by code or name. */
export const SYSTEM_KEYS = [
  'kas',
  'bank',
  'piutang',
  'persediaan_pakan',
  'persediaan_telur',
  'hutang',
  'modal',
  'saldo_awal_ekuitas',
  'penjualan_telur',
  'penjualan_pakan',
  'pendapatan_lain',
  'beban_pakan',
  'hpp_pakan',
  'beban_operasional',
  'beban_gaji',
  'biaya_admin_bank',
  'potongan_penjualan',
  'retur_penjualan_telur',
  'persediaan_ovk',
  'beban_ovk',
  'aset_tetap',
  'akumulasi_penyusutan',
  'laba_pelepasan_aset',
  'beban_penyusutan',
  'rugi_pelepasan_aset',
  'hutang_gaji',
] as const;
export type SystemKey = (typeof SYSTEM_KEYS)[number];

export type JournalKind = 'original' | 'correction' | 'reversal';

/** Code prefix of an original journal per source (JU-2611-0001); corrections KR-…, reversals RV-…. */
export const CODE_PREFIX: Record<SourceType, string> = {
  manual: 'JU',
  feed_buy: 'PB',
  feed_sell: 'PJ',
  feed_adjust: 'PS',
  feed_usage: 'PM',
  egg_sale: 'PT',
  ar_receipt: 'PP',
  egg_recap: 'RT',
  egg_sale_return: 'RP',
  opening: 'SA',
  supplier_payment: 'BH',
  feed_mix: 'CP',
  asset_buy: 'AT',
  asset_depreciation: 'SU',
  asset_disposal: 'LA',
  payroll: 'GJ',
  payroll_payment: 'BG',
};
const KIND_PREFIX: Partial<Record<JournalKind, string>> = { correction: 'KR', reversal: 'RV' };

/** One line to post: an account by id or by system key; exactly one of debit/credit > 0 (cents). */
export interface JournalLineInput {
  account_id?: number;
  account_key?: SystemKey;
  debit?: bigint;
  credit?: bigint;
  note?: string | null;
}

/** One journal to post. */
export interface JournalInput {
  /** The journal's date, YYYY-MM-DD. */
  trx_date: string;
  memo: string | null;
  party?: string | null;
  source_type: SourceType;
  /** The source document's id (text); null only for manual journals. */
  source_id?: string | null;
  /** original (default), correction (needs corrects_id) or reversal (needs reverses_id). */
  kind?: JournalKind;
  corrects_id?: number | null;
  reverses_id?: number | null;
  lines: JournalLineInput[];
}

export interface PostedJournal {
  id: number;
  code: string;
  trx_date: string;
}

/** Net (debit − credit, cents) per account of every journal of one source document. */
export interface PostedSource {
  source_type: SourceType;
  source_id: string;
  /** The source's original journal. */
  original_id: number | null;
  /** Code and date of the original journal. */
  original_code: string | null;
  trx_date: string | null;
  net: Map<number, bigint>;
}

/** A journal code counter after the raise: `last` is the highest sequence number now taken. */
const CounterRow = row({ prefix: pg.text, period: pg.text, last: pg.int });

/** A journal just inserted. */
const PostedJournalRow = row({ id: pg.int, code: pg.text, trx_date: pg.date });

/** A journal as its reversal copies it. */
const ReversibleJournalRow = row({
  id: pg.int,
  code: pg.text,
  trx_date: pg.date,
  source_type: z.enum(SOURCE_TYPES),
  source_id: pg.text.nullable(),
  party: pg.text.nullable(),
});

const SystemAccountRow = row({ id: pg.int, system_key: pg.text });

/** The original journal of a source document. */
const OriginalJournalRow = row({ source_type: z.enum(SOURCE_TYPES), source_id: pg.text, id: pg.int, code: pg.text, trx_date: pg.date });

/** Net (debit − credit, rupiah) per account of every journal of a source document. */
const SourceNetRow = row({ source_type: z.enum(SOURCE_TYPES), source_id: pg.text, account_id: pg.int, net: pg.numeric });

/**
 * The one posting service (DESIGN §5 'Finance'). Every feature posts through it inside its own
 * request transaction (`TenantContext.manager`), so a document and its journal are written or
 * refused together. Journals are never updated or deleted: a changed document posts a correction
 * (the difference, linked to its original) and a cancelled one a reversal.
 */
@Injectable()
export class JournalService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly bookLock: BookLockService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /**
   * Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' when any of `dates` (YYYY-MM-DD;
   * null/undefined skipped) is on or before the farm's lock date (BookLockService.assertOpen). Every
   * path that posts calls it with the document's book dates (old and new on an edit or a deletion)
   * before it writes anything; postMany() checks again as the last line of defense.
   */
  assertOpen(...dates: Array<string | null | undefined>): Promise<void> {
    return this.bookLock.assertOpen(...dates);
  }

  /** Posts one journal; answers its id and code. */
  async post(input: JournalInput): Promise<PostedJournal> {
    return (await this.postMany([input]))[0];
  }

  /**
   * Posts journals in one go (three statements whatever their number). Each must have at least two
   * lines with an amount, each line exactly one of debit/credit > 0, and Σ debit = Σ credit; lines
   * with neither are dropped. Accounts given by system key are resolved here. 422 'Periode sampai
   * dd/mm/yyyy sudah ditutup.' when a journal is dated on or before the lock date (month close).
   */
  async postMany(inputs: JournalInput[]): Promise<PostedJournal[]> {
    if (!inputs.length) return [];
    await this.assertOpen(...inputs.map((i) => i.trx_date));
    const t = this.ctx.tenantId;
    const needKeys = inputs.some((i) => i.lines.some((l) => l.account_key));
    const keys = needKeys ? await this.accountIds() : null;
    const prepared = inputs.map((input) => {
      const lines = postingLines(input.lines, keys);
      const kind = input.kind ?? 'original';
      const prefix = KIND_PREFIX[kind] ?? CODE_PREFIX[input.source_type] ?? 'JR';
      return { input, kind, lines, prefix, period: journalPeriod(input.trx_date) };
    });

    // Sequence numbers: one counter row per prefix and month, raised by the number of journals.
    const groups = counterGroups(prepared);
    const counters = await queryRows(
      this.m,
      CounterRow,
      `insert into journal_counters (tenant_id, prefix, period, last)
       select $1, g.prefix, g.period, g.n from unnest($2::text[], $3::text[], $4::int[]) as g(prefix, period, n)
       on conflict (tenant_id, prefix, period) do update set last = journal_counters.last + excluded.last
       returning prefix, period, last`,
      [t, [...groups.values()].map((g) => g.prefix), [...groups.values()].map((g) => g.period), [...groups.values()].map((g) => g.n)],
    );
    const codes = journalCodes(prepared, groups, counters);

    const rows = await queryRows(
      this.m,
      PostedJournalRow,
      `insert into journals (tenant_id, code, trx_date, memo, party, source_type, source_id, kind, corrects_id, reverses_id)
       select $1, * from unnest($2::text[], $3::date[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[])
       returning id, code, to_char(trx_date, 'YYYY-MM-DD') as trx_date`,
      [
        t,
        codes,
        prepared.map((p) => p.input.trx_date),
        prepared.map((p) => p.input.memo?.slice(0, 300) ?? null),
        prepared.map((p) => p.input.party?.slice(0, 120) ?? null),
        prepared.map((p) => p.input.source_type),
        prepared.map((p) => p.input.source_id ?? null),
        prepared.map((p) => p.kind),
        prepared.map((p) => p.input.corrects_id ?? null),
        prepared.map((p) => p.input.reverses_id ?? null),
      ],
    );
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const posted = codes.map((c) => byCode.get(c)!);

    const lineRows = prepared.flatMap((p, i) => p.lines.map((l, n) => ({ journal: posted[i], n: n + 1, ...l })));
    await execute(
      this.m,
      `insert into journal_lines (tenant_id, journal_id, trx_date, line_no, account_id, debit, credit, note)
       select $1, * from unnest($2::int[], $3::date[], $4::smallint[], $5::int[], $6::numeric[], $7::numeric[], $8::text[])`,
      [
        t,
        lineRows.map((l) => l.journal.id),
        lineRows.map((l) => l.journal.trx_date),
        lineRows.map((l) => l.n),
        lineRows.map((l) => l.account),
        lineRows.map((l) => formatCents(l.debit)),
        lineRows.map((l) => formatCents(l.credit)),
        lineRows.map((l) => l.note?.slice(0, 200) ?? null),
      ],
    );
    return posted;
  }

  /**
   * The reversal of a posted journal: every line with debit and credit swapped, dated the journal's
   * own date, source and source_id kept, `reverses_id` set. Post it with post()/postMany().
   */
  async reversalOf(journalId: number, memo: string): Promise<JournalInput> {
    const j = await queryOne(
      this.m,
      ReversibleJournalRow,
      `select id, code, to_char(trx_date, 'YYYY-MM-DD') as trx_date, source_type, source_id, party from journals where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, journalId],
    );
    if (!j) throw new Error(`journal ${journalId} not found`);
    const lines = await journalLineAmounts(this.m, this.ctx.tenantId, journalId);
    return {
      trx_date: j.trx_date,
      memo: `${memo} (${j.code})`,
      party: j.party,
      source_type: j.source_type,
      source_id: j.source_id,
      kind: 'reversal',
      reverses_id: j.id,
      lines: reversedLines(lines),
    };
  }

  /** Account ids of the tenant's system accounts by key. */
  async accountIds(): Promise<Record<SystemKey, number>> {
    const rows = await queryRows(
      this.m,
      SystemAccountRow,
      `select id, system_key from accounts where tenant_id = $1 and system_key is not null`,
      [this.ctx.tenantId],
    );
    const map = Object.fromEntries(rows.map((r) => [r.system_key, r.id])) as Record<SystemKey, number>;
    return map;
  }

  /**
   * What has been posted so far for the documents of `types` (originals, corrections and
   * reversals together): net per account, with the original journal of each document. With
   * `fromDate`, only documents whose original is dated on or after it.
   */
  async postedBySource(types: SourceType[], fromDate?: string): Promise<Map<string, PostedSource>> {
    // Two plain reads joined here: as one statement with a self-join the planner, misled by fresh
    // rows without statistics, nested-looped originals × lines (seconds on three years of feed).
    const params = fromDate ? [this.ctx.tenantId, types, fromDate] : [this.ctx.tenantId, types];
    const originals = await queryRows(
      this.m,
      OriginalJournalRow,
      `select source_type, source_id, id, code, to_char(trx_date, 'YYYY-MM-DD') as trx_date from journals
        where tenant_id = $1 and source_type = any($2::text[]) and kind = 'original' and source_id is not null ${fromDate ? 'and trx_date >= $3' : ''}`,
      params,
    );
    const nets = await queryRows(
      this.m,
      SourceNetRow,
      `select j.source_type, j.source_id, l.account_id, sum(l.debit - l.credit)::text as net
         from journals j join journal_lines l on l.tenant_id = j.tenant_id and l.journal_id = j.id
        where j.tenant_id = $1 and l.tenant_id = $1 and j.source_type = any($2::text[]) and j.source_id is not null ${fromDate ? 'and j.trx_date >= $3' : ''}
        group by j.source_type, j.source_id, l.account_id`,
      params,
    );
    const out = new Map<string, PostedSource>();
    const entry = (type: SourceType, id: string) => {
      const k = `${type}:${id}`;
      let e = out.get(k);
      if (!e) {
        e = { source_type: type, source_id: id, original_id: null, original_code: null, trx_date: null, net: new Map() };
        out.set(k, e);
      }
      return e;
    };
    for (const o of originals) Object.assign(entry(o.source_type, o.source_id), { original_id: o.id, original_code: o.code, trx_date: o.trx_date });
    for (const r of nets) {
      const net = centsOfDb(r.net);
      if (net !== 0n) entry(r.source_type, r.source_id).net.set(r.account_id, net);
    }
    return out;
  }

}
