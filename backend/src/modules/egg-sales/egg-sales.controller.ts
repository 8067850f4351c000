import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { AvailabilityDto, AvailabilityQuery, SaleCreateDto, SaleDeletedDto, SaleDetailDto, SaleListQuery, SaleRowDto, SaleTotalsDto, SaleUpdateDto } from './dto/egg-sales.dto';
import { EggSalesService } from './egg-sales.service';

/** Penjualan Telur (part 2 §7 'Egg sales and receipts'): admin only (DESIGN §3). */
@ApiTags('egg-sales')
@ApiBearerAuth()
@Controller('egg-sales')
export class EggSalesController {
  constructor(private readonly sales: EggSalesService) {}

  @Get('available')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Eggs per grade on ?date (default today): prod_kg (produced up to the day), sold_kg (sold up to the day), avail_kg (the most that can be sold that day without any later day going below zero) and reserved_kg (open pre-orders due from that day on). Both shapes: A/B/C objects and produced/sold/available/reserved {a,b,c}.',
  })
  @ApiOkResponse({ type: AvailabilityDto })
  available(@Query() q: AvailabilityQuery) {
    return this.sales.availability(q.date);
  }

  @Get('list')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Sales dated from..to (default the last 14 days up to today; at most 731 days), newest first, optionally of one customer and one payment method (cash, transfer, piutang; all or empty: every one). Money as decimal strings.',
  })
  @ApiOkResponse({ type: [SaleRowDto] })
  list(@Query() q: SaleListQuery) {
    return this.sales.list(q);
  }

  @Get('list/totals')
  @Roles('admin')
  @ApiOperation({ summary: 'Totals of GET /api/egg-sales/list with the same filters (the table footer): count, kg per grade, amounts — summed by the database.' })
  @ApiOkResponse({ type: SaleTotalsDto })
  totals(@Query() q: SaleListQuery) {
    return this.sales.totals(q);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({
    summary:
      "One sale: header (the list row plus farm name/kode, customer phone and address, due date — what the nota prints; finance_code is the nota number), lines with amount, and the receipts/refunds applied. 404 'Penjualan tidak ditemukan.' (also deleted or another tenant's).",
  })
  @ApiOkResponse({ type: SaleDetailDto })
  get(@PathId() id: number) {
    return this.sales.detail(id);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Records a sale and posts its journal (cash: Dr Kas, transfer: Dr Bank, piutang: Dr Piutang Usaha; Cr Penjualan Telur). cash/transfer are lunas at once; piutang starts belum. With preorder_id it executes that pre-order. 400 'Pelanggan wajib diisi.' / 'Silakan pilih metode bayar.' / 'Isi minimal satu Qty.' / date after today; 404 unknown customer or pre-order; 422 beyond the kg available of a grade (message names the grade and the kg available), inactive customer, canceled or finished pre-order ('Qty/harga belum valid atau melebihi stok.' for executions), more kg of a grade than the pre-order has left ('Qty grade A melebihi sisa pesanan: sisa 10 kg, diminta 12 kg.'; an edit of such a sale too). Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a sale_date on or before the farm's lock date (GET /api/finance/lock); nothing is written.",
  })
  @ApiOkResponse({ type: SaleDetailDto })
  create(@Body() body: SaleCreateDto) {
    return this.sales.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Changes a sale (same fields; due_date optional). Posts the reversal of the sale's journal and its replacement when the amount, method, date or customer change. A piutang sale lowered below what was paid keeps a negative outstanding (refund it). 400 'Pilih metode bayar.' etc.; 422 beyond the stock, or method/customer change or a date after the first payment of a sale with payments. Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a sale whose stored date or new sale_date is on or before the farm's lock date (GET /api/finance/lock); nothing is written.",
  })
  @ApiOkResponse({ type: SaleDetailDto })
  update(@PathId() id: number, @Body() body: SaleUpdateDto) {
    return this.sales.update(id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Deletes a sale: posts the reversal of its journal; its eggs count as unsold again and a pre-order it executed gets its kg back. 422 when the sale has payments (refund them first) or a settlement discount.' +
      "Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a sale dated on or before the farm's lock date (GET /api/finance/lock); nothing is written.",
  })
  @ApiOkResponse({ type: SaleDeletedDto })
  remove(@PathId() id: number) {
    return this.sales.remove(id);
  }
}
