import { BadRequestException, HttpStatus, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { fieldError } from '../../common/errors/validation';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { displayDay } from '../../common/dates/farm-day';
import { centsOf, formatCents, toCents } from '../../common/money';
import { moneyAccount } from '../../common/money-account';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { JournalLineInput, JournalService } from '../finance/journal.service';
import { MAX_SLIPS, PAYROLL_MSG, PayrollBodyDto, PayrollPayDto, PayrollSlipDto } from './dto/payroll.dto';

const SlipRow = row({
  id: pg.int,
  period: pg.text,
  abk_id: pg.int,
  abk_name: pg.text,
  abk_phone: pg.text.nullable(),
  date: pg.date,
  gross: pg.numeric,
  deductions: pg.numeric,
  method: z.enum(['cash', 'transfer', 'hutang']),
  note: pg.text.nullable(),
  journal_code: pg.text.nullable(),
  paid_date: pg.date.nullable(),
  paid_journal_code: pg.text.nullable(),
});
type Slip = z.infer<typeof SlipRow>;
const AbkRow = row({ id: pg.int, name: pg.text });

const slipDto = (s: Slip): PayrollSlipDto => ({
  ...s,
  gross: formatCents(centsOf(s.gross)),
  deductions: formatCents(centsOf(s.deductions)),
  net: formatCents(centsOf(s.gross) - centsOf(s.deductions)),
  status: s.method === 'hutang' && !s.paid_date ? 'belum_dibayar' : 'lunas',
});

/**
 * Wages per ABK (issue #40 'Wages'; docs/adr/0052-payroll.md): a wage slip posts Beban Gaji and its
 * payment (or Hutang Gaji until paid), one journal per document, respecting the month close.
 */
@Injectable()
export class PayrollService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly journals: JournalService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  private slips(where: string, params: unknown[]): Promise<Slip[]> {
    return queryRows(
      this.m,
      SlipRow,
      `select p.id::int as id, p.period::text as period, p.abk_id, a.nama_panggilan as abk_name, a.no_hp as abk_phone, to_char(p.slip_date, 'YYYY-MM-DD') as date,
              p.gross::text as gross, p.deductions::text as deductions, p.method, p.note, p.journal_code,
              to_char(p.paid_date, 'YYYY-MM-DD') as paid_date, p.paid_journal_code
         from payroll_slips p join abk a on a.tenant_id = p.tenant_id and a.id = p.abk_id
        where p.tenant_id = $1 and ${where}
        order by p.period desc, a.nama_panggilan, p.id limit ${MAX_SLIPS}`,
      [this.ctx.tenantId, ...params],
    );
  }

  /** The slips of `period` (YYYY-MM), or the latest {@link MAX_SLIPS}; by period (latest first), then ABK name. */
  list(period?: string): Promise<PayrollSlipDto[]> {
    return this.slips(period ? 'p.period = $2' : 'true', period ? [period] : []).then((rows) => rows.map(slipDto));
  }

  /** One slip (the payslip); 404 'Slip gaji tidak ditemukan.'. */
  async get(id: number): Promise<PayrollSlipDto> {
    const [s] = await this.slips('p.id = $2', [id]);
    if (!s) throw new NotFoundException(PAYROLL_MSG.notFound);
    return slipDto(s);
  }

  /**
   * Records a wage slip: month close (422), deductions ≤ gross (400), the ABK of this farm (404),
   * the Kas/Bank account (none with hutang: 400). Journal GJ-…: Dr Beban Gaji gross / Cr Kas, Bank
   * or the chosen account (cash, transfer) or Hutang Gaji (hutang) the net / Cr Pendapatan Lain the
   * deductions.
   */
  async create(dto: PayrollBodyDto): Promise<PayrollSlipDto> {
    const t = this.ctx.tenantId;
    await this.journals.assertOpen(dto.date);
    const gross = toCents(dto.gross)!;
    const deductions = toCents(dto.deductions ?? 0)!;
    if (deductions > gross) throw fieldError(HttpStatus.BAD_REQUEST, 'deductions', PAYROLL_MSG.deductionsAbove);
    const abk = await queryOne(this.m, AbkRow, `select id, nama_panggilan as name from abk where tenant_id = $1 and id = $2`, [t, dto.abk_id]);
    if (!abk) throw fieldError(HttpStatus.NOT_FOUND, 'abk_id', PAYROLL_MSG.abkNotFound);
    if (dto.method === 'hutang' && dto.bank_account_id) throw new BadRequestException(PAYROLL_MSG.noAccount);
    const paid = dto.method === 'hutang' ? null : await moneyAccount(this.m, t, dto.method, dto.bank_account_id);
    const account: JournalLineInput = paid ?? { account_key: 'hutang_gaji' };
    const [slip] = await queryRows(
      this.m,
      IdRow,
      `insert into payroll_slips (tenant_id, period, abk_id, slip_date, gross, deductions, method, bank_account_id, note)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int as id`,
      [t, dto.period, abk.id, dto.date, formatCents(gross), formatCents(deductions), dto.method, paid?.account_id ?? null, dto.note ?? null],
    );
    const what = `Gaji ${abk.name} ${dto.period.slice(5)}/${dto.period.slice(0, 4)}`;
    const posted = await this.journals.post({
      trx_date: dto.date,
      memo: what,
      party: abk.name,
      source_type: 'payroll',
      source_id: String(slip.id),
      lines: [
        { account_key: 'beban_gaji', debit: gross, note: what },
        { ...account, credit: gross - deductions, note: dto.method === 'hutang' ? 'Gaji belum dibayar' : 'Gaji bersih dibayar' },
        { account_key: 'pendapatan_lain', credit: deductions, note: 'Potongan gaji' },
      ],
    });
    await execute(this.m, `update payroll_slips set journal_code = $3 where tenant_id = $1 and id = $2`, [t, slip.id, posted.code]);
    return this.get(slip.id);
  }

  /**
   * Pays an owed slip (method hutang) in full: 404; 422 'Slip gaji ini tidak tercatat sebagai hutang.',
   * 'Slip gaji ini sudah dibayar.', 'Tanggal bayar tidak boleh sebelum tanggal slip (dd/mm/yyyy).';
   * month close (422); the Kas/Bank account. Journal BG-…: Dr Hutang Gaji / Cr Kas/Bank the net.
   */
  async pay(id: number, dto: PayrollPayDto): Promise<PayrollSlipDto> {
    const t = this.ctx.tenantId;
    await execute(this.m, `select pg_advisory_xact_lock(hashtext('payroll'), hashtext($1::text))`, [t]);
    const slip = await this.get(id);
    await this.journals.assertOpen(dto.date);
    if (slip.method !== 'hutang') throw new UnprocessableEntityException('Slip gaji ini tidak tercatat sebagai hutang.');
    if (slip.paid_date) throw new UnprocessableEntityException('Slip gaji ini sudah dibayar.');
    if (dto.date < slip.date) throw fieldError(HttpStatus.UNPROCESSABLE_ENTITY, 'date', `Tanggal bayar tidak boleh sebelum tanggal slip (${displayDay(slip.date)}).`);
    const account = await moneyAccount(this.m, t, dto.method, dto.bank_account_id);
    const net = centsOf(slip.net);
    const posted = await this.journals.post({
      trx_date: dto.date,
      memo: `Bayar gaji ${slip.abk_name} ${slip.period} (${slip.journal_code ?? ''})`,
      party: slip.abk_name,
      source_type: 'payroll_payment',
      source_id: String(id),
      lines: [
        { account_key: 'hutang_gaji', debit: net, note: 'Pelunasan gaji' },
        { ...account, credit: net, note: dto.method === 'transfer' ? 'Transfer' : 'Tunai' },
      ],
    });
    await execute(
      this.m,
      `update payroll_slips set paid_date = $3, paid_method = $4, paid_bank_account_id = $5, paid_journal_code = $6 where tenant_id = $1 and id = $2`,
      [t, id, dto.date, dto.method, account.account_id ?? null, posted.code],
    );
    return this.get(id);
  }
}
