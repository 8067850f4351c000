import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { OneOfPipe } from '../../common/http/pipes';
import { RemovedDto } from '../../common/http/removed.dto';
import { PathId } from '../../common/validation/id-param';
import { CoopService } from './coop.service';
import { CoopSetupBodyDto, CoopSetupDto } from './dto/coop-setup.dto';
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

  @Post('coop/setup')
  @Roles('admin')
  @ApiOperation({
    summary:
      "One-form set-up of a jalur (issue #36): in an existing plant (`plant_id`) or a new `plant` under `lokasi_id` or a new `lokasi`, the jalur with its bagian (names in order) and `tingkat_per_bagian` tingkat in each, named T1…TN; all or nothing in one transaction. 400 a bad field ('Nama jalur wajib diisi.', the tingkat count's message), 404 unknown lokasi or plant, 409 a name taken among its siblings, 422 the place ('Pilih plant yang ada, …') or the bagian ('Isi 1 sampai 20 bagian.', 'Nama bagian baris N wajib diisi.', 'Nama bagian \"X\" dipakai dua kali.').",
  })
  @ApiCreatedResponse({ type: CoopSetupDto, description: 'Where the jalur went, the tingkat count, and the jalur with its bagian and tingkat' })
  setup(@Body() body: CoopSetupBodyDto) {
    return this.coop.setup(body);
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
