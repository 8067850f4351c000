import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { MapDto, MapQuery, PlaceSeriesDto, PlaceSeriesQuery } from './dto/map.dto';
import { MapService } from './map.service';
import { ReadReplica } from '../../common/tenancy/read-replica.decorator';

/** The farm map (/insight and /dashboard, issue #24): admin, abk and viewer read it; reseller 403. */
@ApiTags('insight')
@ApiBearerAuth()
@Controller('insight')
export class MapController {
  constructor(private readonly maps: MapService) {}

  @Get('map')
  @ReadReplica()
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({
    summary:
      'Every tingkat (feed g/bird, deaths per 1,000, population, age) or bagian (hen-day %, egg weight) of the farm with one measure over 1, 7 or 28 days ending at date (default yesterday), its breed standard band for the age at date and its status against it; one aggregate query. 400 bad measure, window or date (after today).',
  })
  @ApiOkResponse({ type: MapDto })
  map(@Query() q: MapQuery): Promise<MapDto> {
    return this.maps.map(q);
  }

  @Get('place-series')
  @ReadReplica()
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({
    summary:
      "One tingkat's or bagian's 28 days ending at date (default yesterday), oldest first: population, age, feed g/bird, deaths per 1,000, hen-day % and egg weight (bagian) with the standard bands of each day. 400 bad level, id or date; 404 unknown or another farm's place.",
  })
  @ApiOkResponse({ type: PlaceSeriesDto })
  placeSeries(@Query() q: PlaceSeriesQuery): Promise<PlaceSeriesDto> {
    return this.maps.placeSeries(q);
  }
}
