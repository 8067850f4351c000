import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { OptionalTanggalQueryDto } from '../../common/validation/date-queries';
import { JalurItemBodyDto, JalurItemDto } from './dto/jalur-items.dto';
import { JalurItemsService } from './jalur-items.service';

/** The feed item of each jalur from a date (issue #37 'Feeding by item'): admin writes, admin and viewer read. */
@ApiTags('feed-usage')
@ApiBearerAuth()
@Controller('jalur-feed-items')
export class JalurItemsController {
  constructor(private readonly items: JalurItemsService) {}

  @Get()
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      "Every jalur of the farm (lokasi, plant, jalur order) with the feed item its tingkat eat on `tanggal` (default today: the jalur's latest change dated on or before it, else the farm's default item 'Pakan'), since when, its tingkat ids and its latest changes (at most 20). Admin and viewer; abk and reseller 403.",
  })
  @ApiOkResponse({ type: [JalurItemDto] })
  list(@Query() q: OptionalTanggalQueryDto) {
    return this.items.list(q.tanggal);
  }

  @Post()
  @HttpCode(201)
  @Roles('admin')
  @ApiOperation({
    summary:
      "The jalur eats `item_id` from `from_date` until its next change (a change of the same jalur on that day is replaced); its usage from that day is costed at that item's moving average and the feed journals are corrected in the same transaction. 400 bad field or future date; 404 'Jalur tidak ditemukan.' / 'Barang stok tidak ditemukan.' (unknown or another farm's); 422 OVK, not kg, inactive item; 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a from_date on or before the lock date. Nothing changes on an error. Answers the jalur as of from_date. Admin only.",
  })
  @ApiCreatedResponse({ type: JalurItemDto })
  set(@Body() body: JalurItemBodyDto) {
    return this.items.set(body);
  }
}
