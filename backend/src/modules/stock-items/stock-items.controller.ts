import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { ItemStockDto, StockItemBodyDto, StockItemDto, StockItemListQuery, StockQuery } from './dto/stock-items.dto';
import { StockItemsService } from './stock-items.service';

const NOT_FOUND = "404 'Barang stok tidak ditemukan.' for an unknown id or another farm's.";
const BODY_400 =
  "400 with the first bad field's message ('Nama barang wajib diisi.', 'Jenis harus bahan, pakan_jadi, campuran atau ovk.', 'Satuan harus kg, dosis, botol, gram atau liter.', 'Protein harus angka 0–100 dengan paling banyak 2 angka desimal.', …); 409 'Nama barang sudah dipakai.'";

/** Stock items (issue #37 'Stock items'): admin writes, admin and viewer read. */
@ApiTags('stock-items')
@ApiBearerAuth()
@Controller('stock-items')
export class StockItemsController {
  constructor(private readonly items: StockItemsService) {}

  @Get()
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      "The farm's stock items — feed ingredients (bahan), bought feed (pakan_jadi), mixed feed (campuran) and OVK — the default item 'Pakan' first, then by name, with nutrients (% as fed, ME kcal/kg) and their source. ?active=true: active items only. Admin and viewer; abk and reseller 403.",
  })
  @ApiOkResponse({ type: [StockItemDto] })
  list(@Query() q: StockItemListQuery) {
    return this.items.list(q.active);
  }

  @Get('stock')
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      "Stock per item at the end of asof (inclusive; default today): qty (item's unit), value (rupiah) and moving-average cost from the item's purchases, sales, adjustments and usage (part 2 §7 rules, per item); use per day over the 7 days ending at asof and the days the stock lasts. Every active item and every item with movements, the default first. Σ value of the feed items = Persediaan Pakan and of the OVK items = Persediaan OVK at asof. Admin and viewer.",
  })
  @ApiOkResponse({ type: [ItemStockDto] })
  stock(@Query() q: StockQuery) {
    return this.items.stock(q.asof);
  }

  @Get(':id')
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: `One stock item. ${NOT_FOUND}` })
  @ApiOkResponse({ type: StockItemDto })
  get(@PathId() id: number) {
    return this.items.get(id);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({ summary: `Adds a stock item (active unless active: false). Nutrients are stored for feed kinds, withdrawal_days for ovk. ${BODY_400}.` })
  @ApiCreatedResponse({ type: StockItemDto })
  create(@Body() body: StockItemBodyDto) {
    return this.items.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary: `Changes a stock item: a nutrient, nutrient_source, withdrawal_days or active left out keeps its value, null clears it. ${BODY_400}; ${NOT_FOUND} 422 'Barang bawaan Pakan harus tetap pakan_jadi dalam kg dan aktif.' (the default item); 422 'Jenis dan satuan tidak dapat diubah karena barang ini sudah punya transaksi stok.'`,
  })
  @ApiOkResponse({ type: StockItemDto })
  update(@PathId() id: number, @Body() body: StockItemBodyDto) {
    return this.items.update(id, body);
  }
}
