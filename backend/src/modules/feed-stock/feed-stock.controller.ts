import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { FeedAdjustDto, FeedBuyDto, FeedListQuery, FeedMetricsDto, FeedMetricsQuery, FeedSellDto, FeedTxnDto } from './dto/feed-stock.dto';
import { FeedStockService } from './feed-stock.service';

/** The 422 refusals every feed movement shares; nothing is written or posted. */
const WRITE_422 =
  "422 'Transaksi pakan harus sesudah saldo awal pakan (dd/mm/yyyy); …' for a trx_date on or before the opening feed stock, and (month close) 'Periode sampai dd/mm/yyyy sudah ditutup.' for a trx_date on or before the farm's lock date (GET /api/finance/lock). Nothing is written or posted.";

/** Feed stock accounting (/transaksipakan-akuntansi, part 2 §7 'Feed stock'): admin only (DESIGN §3). */
@ApiTags('feed-stock')
@ApiBearerAuth()
@Controller('feed-txns')
export class FeedStockController {
  constructor(private readonly feed: FeedStockService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary:
      "Feed movements dated from..to (default today − 6 … tomorrow), oldest first, with stock and average cost after each; days of feed usage appear as read-only `usage` rows, and a purchase that filled a negative stock is preceded by a read-only `revalue` row (the missing kg re-costed at its price). The rows’ total_cost add up to the change of the inventory value. 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.' when from > to.",
  })
  @ApiOkResponse({ type: [FeedTxnDto] })
  list(@Query() q: FeedListQuery) {
    return this.feed.list(q.from, q.to);
  }

  @Get('metrics')
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      'Stock (kg), moving-average cost (rupiah/kg) and inventory value (rupiah) after every movement dated BEFORE asof (exclusive; default tomorrow, i.e. the end of today). The dashboard sends asof = tomorrow for the end of today; the end of a day D is asof = D + 1. inventory_value equals the balance of Persediaan Pakan at D (ADR 0008). Admin and abk (the dashboard cards; the feed stock screen itself is admin only, docs/adr/0001-tenant-isolation.md).',
  })
  @ApiOkResponse({ type: FeedMetricsDto })
  metrics(@Query() q: FeedMetricsQuery) {
    return this.feed.metrics(q.asof);
  }

  @Post('buy')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Feed purchase. Cost = qty_kg × price_per_kg + ongkir + bongkar (rupiah), posted Dr Persediaan Pakan / Cr Kas (cash) or Bank (transfer) in the same transaction (journal PB-…); later costs that change get correction journals (ADR 0008). Answers the movement costed (201). 400 with the first bad field's message (FeedBuyDto: 'Tanggal wajib diisi', 'Qty wajib diisi', 'Harga/kg wajib diisi', 'Harga per kg maksimal 2 angka desimal.', 'Tanggal tidak boleh melewati hari ini.'…). " +
      WRITE_422,
  })
  @ApiCreatedResponse({ type: FeedTxnDto })
  buy(@Body() body: FeedBuyDto) {
    return this.feed.buy(body);
  }

  @Post('sell')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Feed sale: Dr Kas/Bank / Cr Penjualan Pakan at the selling price and Dr HPP Pakan Dijual / Cr Persediaan Pakan at the average cost (journal PJ-…). Answers the movement costed (201). 400 with the first bad field's message (FeedSellDto: 'Tanggal wajib diisi', 'Qty wajib diisi', 'Harga jual/kg wajib diisi', 'Harga jual per kg maksimal 2 angka desimal.'…). 422 'Stok pakan tidak cukup: tersedia … kg pada dd/mm/yyyy (termasuk pemakaian sesudahnya), diminta … kg.' when it exceeds the stock at its date or later. " +
      WRITE_422,
  })
  @ApiCreatedResponse({ type: FeedTxnDto })
  sell(@Body() body: FeedSellDto) {
    return this.feed.sell(body);
  }

  @Post('adjust')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Stock correction, signed kg (negative = shrinkage, positive = found), at the average cost, posted Persediaan Pakan against Beban Pakan (journal PS-…). Answers the movement costed (201). 400 with the first bad field's message (FeedAdjustDto: 'Tanggal wajib diisi', 'Qty wajib diisi', 'Qty penyesuaian tidak boleh 0.'…). 422 'Stok pakan tidak cukup: …' when shrinkage exceeds the stock at its date or later. " +
      WRITE_422,
  })
  @ApiCreatedResponse({ type: FeedTxnDto })
  adjust(@Body() body: FeedAdjustDto) {
    return this.feed.adjust(body);
  }
}
