import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import {
  FinanceAccountDto,
  FinanceAccountsQuery,
  JournalCreateDto,
  JournalDetailDto,
  JournalHeaderDto,
  JournalListQuery,
  JournalReverseDto,
  LedgerDto,
  LedgerQuery,
  SummaryDto,
  SummaryQuery,
} from './dto/finance.dto';
import { FinanceService } from './finance.service';
import { BookLockService } from './book-lock.service';
import { BookLockDto, BookLockUpdateDto } from './dto/book-lock.dto';

const MONEY = ' Money fields are decimal strings of rupiah with two decimals ("1250000.00"), summed in SQL.';

/** Finance journal (/transaksikeuangan, part 2 §7 'Finance'): admin only (DESIGN §3). */
@ApiTags('finance')
@ApiBearerAuth()
@Controller('finance')
export class FinanceController {
  constructor(
    private readonly finance: FinanceService,
    private readonly bookLock: BookLockService,
  ) {}

  @Get('lock')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Month close (tutup buku): the farm's lock date. Nothing that posts to the books (journals, reversals, egg sales, receipts, refunds, returns, feed purchases/sales/adjustments, feed usage days) may be created, edited, deleted or reversed with a book date on or before it: 422 'Periode sampai dd/mm/yyyy sudah ditutup.'",
  })
  @ApiOkResponse({ type: BookLockDto })
  lock() {
    return this.bookLock.get();
  }

  @Put('lock')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Closes the books up to lock_date (owner/admin; not after the farm's today: 400), or moves the lock back to an earlier day or null (the farm's owner only, not an admin nor a superadmin: 403 'Hanya pemilik kandang yang dapat membuka kembali periode yang sudah ditutup.'). Written through the database function app_set_book_lock, which checks the same. Every change is in the audit trail (entity book_locks, the caller as actor). Answers the lock as GET does.",
  })
  @ApiOkResponse({ type: BookLockDto })
  setLock(@Body() body: BookLockUpdateDto) {
    return this.bookLock.set(body);
  }

  @Get('accounts')
  @Roles('admin')
  @ApiOperation({ summary: 'Accounts for the pickers (general journal lines, quick expense), by code. ?active=true: only active ones (400 for a value that is not a boolean).' })
  @ApiOkResponse({ type: [FinanceAccountDto] })
  accounts(@Query() q: FinanceAccountsQuery) {
    return this.finance.accounts(q.active);
  }

  @Get('journals')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Journals dated from..to (default the current month), newest first, at most `limit` (default 500). Optional `class` (1–6: journals touching an account of that class) and `source_type`. 400 for a bad date, from > to or a bad limit/class.' +
      MONEY,
  })
  @ApiOkResponse({ type: [JournalHeaderDto] })
  list(@Query() q: JournalListQuery) {
    return this.finance.list(q);
  }

  @Get('journals/:id')
  @Roles('admin')
  @ApiOperation({ summary: "One journal: header, lines (account code and name) and linked journals (original, corrections, reversal). 404 'Jurnal tidak ditemukan.' (also another tenant's id)." + MONEY })
  @ApiOkResponse({ type: JournalDetailDto })
  detail(@PathId() id: number) {
    return this.finance.detail(id);
  }

  @Post('journals')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Posts a general journal (tab Umum) or a quick expense (tab Pengeluaran Cepat: debit a 6- expense account, credit the account with system_key 'kas'); code JU-YYMM-NNNN. 400 'Tanggal wajib diisi'; 400 'Jurnal belum seimbang / baris belum valid' (fewer than two lines with an amount, a line with both debit and credit, Σ debit ≠ Σ credit); 400 for an amount with more than 2 decimals or negative; 404 'Akun tidak ditemukan.' (unknown or another tenant's account); 422 for an inactive account, and for a control account or one of its sub-accounts (`controlled` in GET accounts), naming the account and the screen that posts to it: 'Akun 1-300 Piutang Usaha hanya diisi dari Penjualan Telur dan Terima Pembayaran.', 'Akun 1-400 Persediaan Pakan hanya diisi dari Transaksi Pakan (Akuntansi), agar nilainya sama dengan nilai stok pakan.', 'Akun 4-100 Penjualan Telur hanya diisi dari Penjualan Telur.' Answers the posted journal {header, lines, related}. Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a trx_date on or before the farm's lock date (GET /api/finance/lock); nothing is written." +
      MONEY,
  })
  @ApiCreatedResponse({ type: JournalDetailDto })
  create(@Body() body: JournalCreateDto) {
    return this.finance.create(body);
  }

  @Post('journals/:id/reverse')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Reverses a manual journal: posts RV-YYMM-NNNN with debit and credit swapped, linked to it (the original stays as posted). Body optional: trx_date (default today, not before the original: 400), memo. 404 unknown journal; 409 for a journal posted by a source document (correct it through that document), for a reversal, or when already reversed. Answers the reversal journal.' +
      "Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a reversal dated on or before the farm's lock date (GET /api/finance/lock); nothing is written." +
      MONEY,
  })
  @ApiCreatedResponse({ type: JournalDetailDto })
  reverse(@PathId() id: number, @Body() body: JournalReverseDto) {
    return this.finance.reverse(id, body ?? {});
  }

  @Get('ledger')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Ledger of one account and its sub-accounts from..to (default the current month): opening balance, lines with the running balance on the account's normal side (debit for asset/expense, credit for liability/equity/income), totals and closing balance. 400 'Kode akun wajib diisi.' / bad dates / from > to; 404 unknown code." +
      MONEY,
  })
  @ApiOkResponse({ type: LedgerDto })
  ledger(@Query() q: LedgerQuery) {
    return this.finance.ledger(q);
  }

  @Get('summary')
  @Roles('admin')
  @ApiOperation({
    summary:
      'The six cards of Transaksi Keuangan: Σ debit and Σ credit of the journal lines dated from..to (default the current month) per account class 1–6 (first digit of the code), each with its accounts that moved (the donut of a card). 400 for bad dates or from > to.' +
      MONEY,
  })
  @ApiOkResponse({ type: SummaryDto })
  summary(@Query() q: SummaryQuery) {
    return this.finance.summary(q);
  }
}
