import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { RemovedDto } from '../../common/http/removed.dto';
import { OptionalTanggalQueryDto } from '../../common/validation/date-queries';
import { PathId } from '../../common/validation/id-param';
import { ChickensService } from './chickens.service';
import { TransaksiAyamBatchBodyDto, TransaksiAyamBatchDto } from './dto/chickens-batch.dto';
import { PopulasiInfoDto, TransaksiAyamBodyDto, TransaksiAyamDto, TransaksiAyamQueryDto } from './dto/chickens.dto';
import { PopulationService } from './population.service';

const READ = ['admin', 'abk', 'viewer'] as const;
const WRITE = ['admin', 'abk'] as const;

/** Chicken info (spec part 1 §2.10, §7 'Chicken info'): population per tingkat and chicken transactions. */
@ApiTags('chickens')
@ApiBearerAuth()
@Controller()
export class ChickensController {
  constructor(
    private readonly chickens: ChickensService,
    private readonly population: PopulationService,
  ) {}

  @Get('populasi-info')
  @Roles(...READ)
  @ApiOperation({
    summary:
      'Population (birds at the end of the day) and population-weighted age in whole weeks of every tingkat, on `tanggal` (default today). Rows in coop order with lokasi.',
  })
  @ApiOkResponse({ type: [PopulasiInfoDto] })
  populasiInfo(@Query() q: OptionalTanggalQueryDto) {
    return this.population.populationByTingkat(q.tanggal);
  }

  @Get('transaksi-ayam')
  @Roles(...READ)
  @ApiOperation({ summary: "Chicken transactions between start_date and to_date (inclusive), optionally of one aksi; newest first. 400 bad dates or start_date after to_date ('Tanggal mulai tidak boleh sesudah tanggal akhir.')." })
  @ApiOkResponse({ type: [TransaksiAyamDto] })
  list(@Query() q: TransaksiAyamQueryDto) {
    return this.chickens.list(q);
  }

  @Post('transaksi-ayam')
  @Roles(...WRITE)
  @ApiOperation({
    summary:
      "Record masuk, pindah, mati or afkir. 400 with the messages of spec §5 or a date after the farm's today ('Tanggal tidak boleh melewati hari ini.'), 404 unknown tingkat, 422 when a tingkat population would become negative on any day (message names the tingkat and the date).",
  })
  @ApiOkResponse({ type: TransaksiAyamDto })
  create(@Body() body: TransaksiAyamBodyDto) {
    return this.chickens.create(body);
  }

  @Post('transaksi-ayam/batch')
  @Roles(...WRITE)
  @ApiOperation({
    summary:
      "Place birds of one age and breed in many tingkat on one day (one masuk per row, issue #36), all or nothing. Each row is checked as POST /api/transaksi-ayam checks a masuk; a refused row answers that status (400 rule, 404 unknown or another farm's tingkat) with the message prefixed by the row's location ('Jalur 1 / Kanan / T3: Jumlah wajib angka > 0.'; a tingkat not the farm's: 'Baris 3 (tingkat 999): …') and `field` 'rows.<i>.<field>'. A tingkat twice: 400 '<lokasi>: tingkat dipilih lebih dari sekali.'. 1..500 rows. Nothing is written when any row is refused.",
  })
  @ApiCreatedResponse({ type: TransaksiAyamBatchDto })
  createBatch(@Body() body: TransaksiAyamBatchBodyDto) {
    return this.chickens.createBatch(body);
  }

  @Put('transaksi-ayam/:id')
  @Roles(...WRITE)
  @ApiOperation({ summary: 'Replace a chicken transaction. 404 unknown id; otherwise as POST (the population check covers every later day).' })
  @ApiOkResponse({ type: TransaksiAyamDto })
  update(@PathId() id: number, @Body() body: TransaksiAyamBodyDto) {
    return this.chickens.update(id, body);
  }

  @Delete('transaksi-ayam/:id')
  @Roles(...WRITE)
  @ApiOperation({ summary: "Delete a chicken transaction. 404 'Transaksi tidak ditemukan.', 422 when a later population would become negative." })
  @ApiOkResponse({ type: RemovedDto, description: "'Transaksi dihapus.'" })
  remove(@PathId() id: number) {
    return this.chickens.remove(id);
  }
}
