import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { SaveResultDto } from '../../common/daily-entries/day-entries';
import { OptionalTanggalQueryDto, TanggalQueryDto } from '../../common/validation/date-queries';
import { JalurItemLabelDto } from './dto/jalur-items.dto';
import { JalurItemsService } from './jalur-items.service';
import { FeedUsageConflictDto, FeedUsageRowDto, FeedUsageSaveDto } from './dto/feed-usage.dto';
import { FeedUsageService } from './feed-usage.service';

/** Feed usage entry (spec part 1 §2.6, §7 'Feed usage'). Read: admin, abk, viewer; write: admin, abk. */
@ApiTags('feed-usage')
@ApiBearerAuth()
@Controller('transaksi-pakan')
export class FeedUsageController {
  constructor(
    private readonly feed: FeedUsageService,
    private readonly jalurItems: JalurItemsService,
  ) {}

  @Get()
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({ summary: 'One row per tingkat with the pakan_pagi and pakan_sore (kg) of `tanggal` and the row’s version; 0 where nothing is entered.' })
  @ApiOkResponse({ type: [FeedUsageRowDto] })
  day(@Query() q: TanggalQueryDto) {
    return this.feed.day(q.tanggal);
  }

  @Get('items')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({
    summary:
      "The feed item of each jalur on `tanggal` (default today) for the daily feed screen: jalur, item (its latest change on or before the day, else the farm's default item 'Pakan'), since when, and its tingkat ids. Admin, abk and viewer. Changing it: POST /api/jalur-feed-items (admin).",
  })
  @ApiOkResponse({ type: [JalurItemLabelDto] })
  async items(@Query() q: OptionalTanggalQueryDto): Promise<JalurItemLabelDto[]> {
    return (await this.jalurItems.list(q.tanggal)).map(({ changes: _changes, ...label }) => label);
  }

  @Post()
  @HttpCode(200)
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      "Replace the day’s feed (kg, 3 decimals) of the tingkat sent; idempotent. A row that carries `version` is written only when it is still at that version (or already holds the values sent): otherwise 409 'Data sudah diubah pengguna lain sejak halaman dimuat: <lokasi>. …' with `conflicts` (those rows as they are now). A row without `version` is written as sent. 400 negative/non-numeric values, a tingkat sent twice, or a date after the farm's today ('Tanggal tidak boleh melewati hari ini.'); 404 unknown tingkat; nothing is saved then. Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a tanggal on or before the farm's lock date (GET /api/finance/lock); nothing is written.",
  })
  @ApiOkResponse({ type: SaveResultDto })
  @ApiConflictResponse({ type: FeedUsageConflictDto })
  save(@Body() body: FeedUsageSaveDto) {
    return this.feed.save(body);
  }
}
