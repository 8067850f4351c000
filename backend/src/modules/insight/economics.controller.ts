import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { DailySummaryDto, DailySummaryQuery } from './dto/daily-summary.dto';
import { EconomicsBagianDto, EconomicsRangeQuery, EconomicsDto, EconomicsQuery } from './dto/economics.dto';
import { SetupChecklistDto } from './dto/setup-checklist.dto';
import { DailySummaryService } from './daily-summary.service';
import { EconomicsBagianService } from './economics-bagian.service';
import { EconomicsService } from './economics.service';
import { SetupChecklistService } from './setup-checklist.service';
import { FeedItemSplitDto } from '../feed-usage/feed-by-item.service';
import { ReadReplica } from '../../common/tenancy/read-replica.decorator';

/** Feed economics, the daily summary and a new farm's checklist (issue #24, feature insight). */
@ApiTags('insight')
@ApiBearerAuth()
@Controller('insight')
export class EconomicsController {
  constructor(
    private readonly economicsService: EconomicsService,
    private readonly economicsBagian: EconomicsBagianService,
    private readonly dailySummary: DailySummaryService,
    private readonly setup: SetupChecklistService,
  ) {}

  @Get('economics')
  @ReadReplica()
  @Roles('admin')
  @ApiOperation({
    summary:
      "Feed economics per day, week (Monday–Sunday) or month of start..end (default the last 30 days, at most 366): feed cost (the Beban Pakan postings), feed and egg kg, feed cost per kg of eggs, egg revenue (Penjualan Telur net of returns), value of eggs produced but not sold (at the period's average price per kg of each grade), IOFC = revenue + unsold value − feed cost, and IOFC per bird (÷ average population); totals of the range. Money as decimal strings. Admin and owner (others 403). 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.', 'Rentang tanggal maksimal 366 hari.', 'group harus day, week atau month.' or a bad date.",
  })
  @ApiOkResponse({ type: EconomicsDto })
  economics(@Query() q: EconomicsQuery) {
    return this.economicsService.economics(q);
  }

  @Get('economics/bagian')
  @ReadReplica()
  @Roles('admin')
  @ApiOperation({
    summary:
      "Feed economics per bagian over start..end (default the last 30 days, at most 366): feed cost, feed kg, egg kg, feed cost per kg of eggs, value of the eggs produced, estimated IOFC = egg value − feed cost and IOFC per bird (÷ the bagian's average population), with totals. Feed cost: each day's Beban Pakan postings allocated to the bagian by their share of that day's feed kg (day book), in whole cents by the largest remainder, so each day's bagian add up exactly to the day's postings; postings of days without any feed kg form one row without bagian (bagian_id null), and totals.feed_cost is the range's Beban Pakan. Egg value: kg per grade × the range's average price per kg of that grade (farm-wide sale lines; 0 when not sold). Egg revenue is not split per bagian: sales are farm-wide (see GET /api/insight/economics). Money as decimal strings (rupiah), kg as numbers. Admin and owner (others 403). 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.', 'Rentang tanggal maksimal 366 hari.' or a bad date.",
  })
  @ApiOkResponse({ type: EconomicsBagianDto })
  perBagian(@Query() q: EconomicsRangeQuery) {
    return this.economicsBagian.perBagian(q);
  }

  @Get('economics/items')
  @ReadReplica()
  @Roles('admin')
  @ApiOperation({
    summary:
      "Feed economics per stock item over start..end (default the last 30 days, at most 366; issue #37 'Feeding by item'): per item the feed kg (each tingkat's usage goes to the item its jalur ate that day) and its Beban Pakan (the item's usage at its moving average, adjustments and re-costings) with the cost per kg; feed_cost = Σ items + other_cost (manual journals) = totals.feed_cost of GET /api/insight/economics for the same range. Admin and owner (others 403). 400 as GET /api/insight/economics/bagian.",
  })
  @ApiOkResponse({ type: FeedItemSplitDto })
  perItem(@Query() q: EconomicsRangeQuery) {
    return this.economicsService.perItem(q);
  }

  @Get('daily-summary')
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      "The farm's day (default yesterday) to send: population, deaths, feed kg, eggs kg and butir, HD %, FCR, feed stock and the days it lasts, and `text`, the message composed from them. Nothing is sent by the server. Admin and abk (the dashboard). 400 for a bad date.",
  })
  @ApiOkResponse({ type: DailySummaryDto })
  summary(@Query() q: DailySummaryQuery) {
    return this.dailySummary.summary(q.date);
  }

  @Get('setup-checklist')
  @Roles('admin')
  @ApiOperation({
    summary:
      "A new farm's first steps, each ticked from the data: 1 struktur (a tingkat exists), 2 ayam (a chicken entry 'masuk'), 3 saldo_awal (the opening balances posted), 4 pelanggan (a customer), 5 pengguna (an abk member); `complete` when all are done, `empty_farm` while there is no tingkat or no bird. Admin and owner.",
  })
  @ApiOkResponse({ type: SetupChecklistDto })
  checklist() {
    return this.setup.checklist();
  }
}
