import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import {
  MAX_SUPPLIER_STATEMENT_DAYS,
  PayablesDto,
  PayablesQuery,
  SupplierBodyDto,
  SupplierDto,
  SupplierPaymentBodyDto,
  SupplierPaymentDto,
  SupplierStatementDto,
  SupplierStatementQuery,
} from './dto/suppliers.dto';
import { PayablesService } from './payables.service';
import { SupplierPaymentsService } from './supplier-payments.service';
import { SuppliersService } from './suppliers.service';

const NOT_FOUND = "404 'Pemasok tidak ditemukan.' for an unknown id or another farm's.";
const BODY_400 = "400 with the first bad field's message ('Nama pemasok wajib diisi.', 'Nomor HP tidak valid (contoh 081234567890).', 'Tempo harus 0–365 hari.'); 409 'Nama pemasok sudah dipakai.'";

/** Suppliers, their payments and the payables (issue #37 'Suppliers and payables'): admin writes, admin and viewer read; abk and reseller 403. */
@ApiTags('suppliers')
@ApiBearerAuth()
@Controller()
export class SuppliersController {
  constructor(
    private readonly suppliers: SuppliersService,
    private readonly payments: SupplierPaymentsService,
    private readonly payables: PayablesService,
  ) {}

  @Get('suppliers')
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: "The farm's suppliers by name, each with its terms (days) and what the farm owes it today (Σ open credit purchases). Admin and viewer." })
  @ApiOkResponse({ type: [SupplierDto] })
  list() {
    return this.suppliers.list();
  }

  @Get('suppliers/:id')
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: `One supplier. ${NOT_FOUND}` })
  @ApiOkResponse({ type: SupplierDto })
  get(@PathId() id: number) {
    return this.suppliers.get(id);
  }

  @Post('suppliers')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({ summary: `Adds a supplier (name, phone stored in the 62 form, address, terms_days default 0). ${BODY_400}.` })
  @ApiCreatedResponse({ type: SupplierDto })
  create(@Body() body: SupplierBodyDto) {
    return this.suppliers.create(body);
  }

  @Put('suppliers/:id')
  @Roles('admin')
  @ApiOperation({ summary: `Changes a supplier; phone, address and terms_days left out keep their value (a new term applies to later purchases only). ${BODY_400}; ${NOT_FOUND}` })
  @ApiOkResponse({ type: SupplierDto })
  update(@PathId() id: number, @Body() body: SupplierBodyDto) {
    return this.suppliers.update(id, body);
  }

  @Get('suppliers/:id/statement')
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary: `Statement of a supplier (kartu hutang) from..to (default the last 90 days up to today): opening balance (owed at the end of the day before from), the rows dated in the range — pembelian (credit purchase, credit) and pembayaran (payment, debit) — with the balance after each, the totals and the closing balance (owed at the end of to). Money as decimal strings. 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.', 'Rentang tanggal maksimal ${MAX_SUPPLIER_STATEMENT_DAYS} hari.', a bad date; ${NOT_FOUND}`,
  })
  @ApiOkResponse({ type: SupplierStatementDto })
  statement(@PathId() id: number, @Query() q: SupplierStatementQuery) {
    return this.payables.statement(id, q.from, q.to);
  }

  @Post('supplier-payments')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Pays a supplier (Bayar Hutang) on one or more of its credit purchases: one journal BH-… Dr Hutang Usaha / Cr Kas (cash) or Bank (transfer), or the chosen Kas/Bank account, of Σ allocations. 400 a field's message ('Pilih pemasok.', 'Tanggal wajib diisi', 'Metode bayar harus cash atau transfer.', 'Pilih pembelian yang dibayar.', 'Nilai bayar harus lebih dari 0 …', 'Satu pembelian hanya sekali dalam satu pembayaran.'); 404 'Pemasok tidak ditemukan.', 'Pembelian tidak ditemukan.' (not a credit purchase of this farm), 'Akun kas/bank tidak ditemukan.'; 422 'Pembelian PB-… bukan dari pemasok ini.', '… pembayaran tidak boleh sebelum tanggal pembelian.', 'Nilai bayar Rp … melebihi sisa hutang Pembelian PB-… (Rp …).', 'Pembelian PB-… sudah lunas.', 'Akun … bukan akun Bank.', and (month close) 'Periode sampai dd/mm/yyyy sudah ditutup.'. Nothing is written when refused.",
  })
  @ApiCreatedResponse({ type: SupplierPaymentDto })
  pay(@Body() body: SupplierPaymentBodyDto) {
    return this.payments.pay(body);
  }

  @Get('payables')
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      "Payables (hutang) at the end of ?asof (default today): per supplier the open credit purchases (payments dated after asof do not count) with code, date, due date, total, paid, outstanding, days overdue and ageing bucket (belum jatuh tempo, 1–30, 31–60, 61–90, > 90 days past due, as the receivables), the bucket sums and the supplier's outstanding; then the farm's buckets, total and ledger_balance (Hutang Usaha at asof, credit positive: equal to total, Hutang Usaha being a control account). 400 'asof harus tanggal (YYYY-MM-DD).' or outside the read window. Admin and viewer.",
  })
  @ApiOkResponse({ type: PayablesDto })
  ageing(@Query() q: PayablesQuery) {
    return this.payables.ageing(q.asof);
  }
}
