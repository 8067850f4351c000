import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { OneOfPipe } from '../../common/http/pipes';
import { RemovedDto } from '../../common/http/removed.dto';
import { PathId } from '../../common/validation/id-param';
import { CoopService } from './coop.service';
import { BagianLokasiDto, CoopBodyDto, CoopTingkatBatchBodyDto, CoopLevelDto, CoopType, COOP_TYPES, LokasiNode, TingkatLokasiDto } from './dto/coop.dto';

const TypePipe = new OneOfPipe(COOP_TYPES, 'Tipe struktur tidak dikenal.');
const typeParam = ApiParam({ name: 'type', enum: COOP_TYPES });

@ApiTags('coop')
@ApiBearerAuth()
@Controller()
export class CoopController {
  constructor(private readonly coop: CoopService) {}

  @Get('coop/structure')
  @Roles('admin')
  @ApiOperation({ summary: 'The coop tree of the tenant: lokasi › plants › jalur › bagian › tingkats, sorted by name.' })
  @ApiOkResponse({ type: [LokasiNode] })
  structure() {
    return this.coop.structure();
  }

  @Post('coop/tingkat/batch')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Add N tingkat (1..100) to a bagian in one step, named T<k> in sequence after the highest 'T<number>' already there (e.g. T1…T6 in an empty bagian), all or nothing. 400 bad jumlah, 404 'Bagian tidak ditemukan.', 409 a name already taken.",
  })
  @ApiCreatedResponse({ type: [CoopLevelDto], description: 'The tingkat created, in name order' })
  createTingkats(@Body() body: CoopTingkatBatchBodyDto) {
    return this.coop.createTingkats(body);
  }

  @Post('coop/:type')
  @Roles('admin')
  @typeParam
  @ApiOperation({ summary: "Add a level. 400 'Mohon lengkapi semua field.', 404 unknown parent, 409 duplicate name among siblings." })
  @ApiCreatedResponse({ type: CoopLevelDto, description: 'The level created' })
  create(@Param('type', TypePipe) type: CoopType, @Body() body: CoopBodyDto) {
    return this.coop.create(type, body);
  }

  @Put('coop/:type/:id')
  @Roles('admin')
  @typeParam
  @ApiOperation({ summary: "Rename (or move under another parent) a level; the same fields as POST (the name and, below lokasi, the parent id). 400 'Mohon lengkapi semua field.', 404 unknown id or parent, 409 duplicate name." })
  @ApiOkResponse({ type: CoopLevelDto, description: 'The level as saved' })
  update(@Param('type', TypePipe) type: CoopType, @PathId() id: number, @Body() body: CoopBodyDto) {
    return this.coop.update(type, id, body);
  }

  @Delete('coop/:type/:id')
  @Roles('admin')
  @typeParam
  @ApiOperation({ summary: 'Delete a level with its children. 404 unknown id; 409 when feed, egg or chicken entries are recorded below it.' })
  @ApiOkResponse({ type: RemovedDto, description: "'<Level> dihapus.'" })
  remove(@Param('type', TypePipe) type: CoopType, @PathId() id: number) {
    return this.coop.remove(type, id);
  }

  @Get('tingkat-lokasi')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({
    summary: "Every tingkat with its location label 'Jalur / Bagian / Tingkat'. For the roles that enter or read the daily entries (admin, abk, viewer: the feed report's filter); reseller 403.",
  })
  @ApiOkResponse({ type: [TingkatLokasiDto] })
  tingkatLokasi() {
    return this.coop.tingkatLokasi();
  }

  @Get('bagian-lokasi')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({ summary: "Every bagian with its location label 'Jalur / Bagian'. For the roles that enter or read the daily entries (admin, abk, viewer); reseller 403." })
  @ApiOkResponse({ type: [BagianLokasiDto] })
  bagianLokasi() {
    return this.coop.bagianLokasi();
  }
}
