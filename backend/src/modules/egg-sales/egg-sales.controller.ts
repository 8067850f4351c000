import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { AvailabilityDto, AvailabilityQuery, LastPricesDto, LastPricesQuery, SaleCreateDto, SaleDeletedDto, SaleDetailDto, SaleListQuery, SaleReturnCreateDto, SaleRowDto, SaleTotalsDto, SaleUpdateDto } from './dto/egg-sales.dto';
import { SaleReturnsService } from './sale-returns.service';
import { EggSalesQueryService } from './egg-sales-query.service';
import { EggSalesService } from './egg-sales.service';

/** Penjualan Telur (part 2 §7 'Egg sales and receipts'): admin only (DESIGN §3). */
@ApiTags('egg-sales')
@ApiBearerAuth()
@Controller('egg-sales')
export class EggSalesController {
  constructor(
    private readonly sales: EggSalesService,
    private readonly reads: EggSalesQueryService,
    private readonly returns: SaleReturnsService,
  ) {}

  @Get('available')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Eggs per grade on ?date (default today): prod_kg (produced up to the day, less the eggs held by the withdrawal of a treatment: not sellable, ADR 0048), sold_kg (sold up to the day), avail_kg (the most that can be sold that day without any later day going below zero) and reserved_kg (open pre-orders due from that day on). Both shapes: A/B/C objects and produced/sold/available/reserved {a,b,c}.',
  })
  @ApiOkResponse({ type: AvailabilityDto })
  available(@Query() q: AvailabilityQuery) {
    return this.reads.availability(q.date);
  }

  @Get('last-prices')
  @Roles('admin')
  @ApiOperation({
    summary:
      "The customer's last price per grade: for each grade, the rupiah per kg (decimal string) of its line on the customer's latest sale with that grade (by sale day, then id; deleted sales ignored), with that sale's day and id. The sale and pre-order execution dialogs prefill an empty price with it. 400 'Pelanggan wajib diisi.' (customer_id missing or not an id); 404 unknown customer.",
  })
  @ApiOkResponse({ type: LastPricesDto })
  lastPrices(@Query() q: LastPricesQuery) {
    return this.reads.lastPrices(q.customer_id);
  }

  @Get('list')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Sales dated from..to (default the last 14 days up to today; at most 731 days), newest first, optionally of one customer and one payment method (cash, transfer, piutang; all or empty: every one). Money as decimal strings.',
  })
  @ApiOkResponse({ type: [SaleRowDto] })
  list(@Query() q: SaleListQuery) {
    return this.reads.list(q);
  }

  @Get('list/totals')
  @Roles('admin')
  @ApiOperation({ summary: 'Totals of GET /api/egg-sales/list with the same filters (the table footer): count, kg per grade, amounts — summed by the database.' })
  @ApiOkResponse({ type: SaleTotalsDto })
  totals(@Query() q: SaleListQuery) {
    return this.reads.totals(q);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({
    summary:
      "One sale: header (the list row plus farm name/kode, customer phone and address, due date — what the nota prints; finance_code is the nota number), lines with amount, and the receipts/refunds applied. 404 'Penjualan tidak ditemukan.' (also deleted or another tenant's).",
  })
  @ApiOkResponse({ type: SaleDetailDto })
  get(@PathId() id: number) {
    return this.reads.detail(id);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Records a sale and posts its journal (cash: Dr Kas, transfer: Dr Bank, piutang: Dr Piutang Usaha; Cr Penjualan Telur). cash/transfer are lunas at once; piutang starts belum. With preorder_id it executes that pre-order. 400 'Pelanggan wajib diisi.' / 'Silakan pilih metode bayar.' / 'Isi minimal satu Qty.' / date after today; 404 unknown customer or pre-order; 422 beyond the kg available of a grade (message names the grade and the kg available; eggs held by a treatment's withdrawal are not available, and when only they would cover the sale: 'Telur dari bagian <jalur / bagian> masih dalam masa henti obat sampai dd/mm/yyyy.', ADR 0048), inactive customer, canceled or finished pre-order ('Qty/harga belum valid atau melebihi stok.' for executions), more kg of a grade than the pre-order has left ('Qty grade A melebihi sisa pesanan: sisa 10 kg, diminta 12 kg.'; an edit of such a sale too). Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a sale_date on or before the farm's lock date (GET /api/finance/lock); nothing is written.",
  })
  @ApiOkResponse({ type: SaleDetailDto })
  create(@Body() body: SaleCreateDto) {
    return this.sales.create(body);
  }

  @Post(':id/returns')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Records a return (retur): eggs of the sale taken back (broken, rejected) on return_date, valued at the sale line's price per kg (amount per line = round(kg × price, 2)). Posts on return_date, never in the sale's month: Dr Retur Penjualan Telur (contra-income, system key retur_penjualan_telur) / Cr Piutang Usaha for a piutang sale — the customer owes less, and when the sale was already paid beyond total − returns the difference is a credit to refund with POST /api/ar-receipts (is_refund) — or Cr Kas (cash sale) / Cr Bank (transfer sale): the money is paid back at once, as ERPNext's POS return does, so the sale stays settled (amount_paid = total − amount_returned). The sale, its lines and its journal are not changed; the returned eggs do not go back to sellable stock (they are broken or rejected). A return cannot be edited or deleted. Answers the sale (returns listed, outstanding net of returns). 400 future date ('Tanggal tidak boleh melewati hari ini.'), no kg ('Isi minimal satu Qty retur.'), no reason ('Alasan retur wajib diisi.'); 404 unknown sale; 422 return_date before the sale date ('Tanggal retur tidak boleh sebelum tanggal penjualan (dd/mm/yyyy).'), a grade the sale does not have, more kg than sold minus already returned ('Retur grade A melebihi yang dapat diretur: terjual 100 kg, sudah diretur 20 kg, sisa 80 kg; diminta 90 kg.'); after the month close, a return_date on or before the lock date: 422 'Periode sampai dd/mm/yyyy sudah ditutup.'",
  })
  @ApiOkResponse({ type: SaleDetailDto })
  createReturn(@PathId() id: number, @Body() body: SaleReturnCreateDto) {
    return this.returns.create(id, body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Changes a sale (same fields; due_date optional). Posts the reversal of the sale's journal and its replacement when the amount, method, date or customer change. A piutang sale lowered below what was paid keeps a negative outstanding (refund it). 400 'Pilih metode bayar.' etc.; 422 beyond the stock (or needing eggs held by a treatment: 'Telur dari bagian … masih dalam masa henti obat sampai dd/mm/yyyy.'), or method/customer change or a date after the first payment of a sale with payments. Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a sale whose stored date or new sale_date is on or before the farm's lock date (GET /api/finance/lock); nothing is written.",
  })
  @ApiOkResponse({ type: SaleDetailDto })
  update(@PathId() id: number, @Body() body: SaleUpdateDto) {
    return this.sales.update(id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Deletes a sale: posts the reversal of its journal; its eggs count as unsold again and a pre-order it executed gets its kg back. 422 when the sale has payments ('Penjualan ini sudah dibayar Rp … dan tidak dapat dihapus. Telur yang dikembalikan dicatat dengan Retur.'), a settlement discount or returns ('Penjualan ini sudah ada retur dan tidak dapat dihapus.'). " +
      "Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a sale dated on or before the farm's lock date (GET /api/finance/lock); nothing is written.",
  })
  @ApiOkResponse({ type: SaleDeletedDto })
  remove(@PathId() id: number) {
    return this.sales.remove(id);
  }
}
