import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { AssetDepreciationService } from './asset-depreciation.service';
import { AssetsService } from './assets.service';
import { ASSET_MSG, AssetBodyDto, AssetDto, DepreciationBodyDto, DepreciationResultDto, DisposeBodyDto, MAX_ASSETS } from './dto/assets.dto';

const NOT_FOUND = `404 '${ASSET_MSG.notFound}' for an unknown id or another farm's.`;
const BODY_400 = `400 with the first bad field's message ('${ASSET_MSG.name}', '${ASSET_MSG.group}', '${ASSET_MSG.cost}', '${ASSET_MSG.life}', 'Nilai sisa harus lebih kecil dari harga beli (Rp …).', '${ASSET_MSG.method}', a bad date)`;
const MONEY_ACCOUNT = "404 'Akun kas/bank tidak ditemukan.'; 422 'Akun … bukan akun Bank.' / '… bukan akun Kas.' / '… nonaktif.'";
const CLOSED = "422 'Periode sampai dd/mm/yyyy sudah ditutup.' (month close)";

/** Fixed assets (issue #40 'Houses, cages and equipment'): admin writes, admin and viewer read; abk and reseller 403. */
@ApiTags('assets')
@ApiBearerAuth()
@Controller('assets')
export class AssetsController {
  constructor(
    private readonly assets: AssetsService,
    private readonly depreciation: AssetDepreciationService,
  ) {}

  @Get()
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: `The farm's fixed assets (at most ${MAX_ASSETS}) by purchase date: cost, residual value, life, monthly depreciation, months depreciated, accumulated depreciation and book value (cost − accumulated; 0 once disposed), status, disposal. Money as decimal strings. Admin and viewer.` })
  @ApiOkResponse({ type: [AssetDto] })
  list() {
    return this.assets.list();
  }

  @Get(':id')
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: `One fixed asset. ${NOT_FOUND}` })
  @ApiOkResponse({ type: AssetDto })
  get(@PathId() id: number) {
    return this.assets.get(id);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary: `Adds a fixed asset bought by cash or transfer: one journal AT-… Dr Aset Tetap / Cr Kas (cash) or Bank (transfer), or the chosen Kas/Bank account, of the cost. ${BODY_400}; ${MONEY_ACCOUNT}; 422 'Paling banyak ${MAX_ASSETS} aset per peternakan.'; ${CLOSED}. Nothing is written when refused.`,
  })
  @ApiCreatedResponse({ type: AssetDto })
  create(@Body() body: AssetBodyDto) {
    return this.assets.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary: `Changes a fixed asset. Name, group and place always; date, cost, residual, life, method and account only before its first depreciation (422 'Aset sudah disusutkan; hanya nama, kelompok dan lokasi yang dapat diubah.'), then the purchase journal is reversed (RV-…) and posted again (KR-…). 422 'Aset sudah dilepas; tidak dapat diubah.'. ${BODY_400}; ${MONEY_ACCOUNT}; ${CLOSED} for the old or new date; ${NOT_FOUND}`,
  })
  @ApiOkResponse({ type: AssetDto })
  update(@PathId() id: number, @Body() body: AssetBodyDto) {
    return this.assets.update(id, body);
  }

  @Post('depreciation')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary: `'Susutkan bulan ini': straight-line depreciation of a month for every asset owned in it and within its useful life: (cost − residual) / life rounded down to whole rupiah, the last month of its life the rest, so the months add up exactly; never past the end of life. One journal SU-… Dr Beban Penyusutan / Cr Akumulasi Penyusutan of the sum, dated the month's last day (today for the current month). Idempotent: a second call for the same month posts nothing (posted false, and a message naming the earlier journal); an asset added later for that month is depreciated by the next call. 400 '${ASSET_MSG.period}'; 422 'Periode MM/YYYY belum dimulai.'; ${CLOSED}.`,
  })
  @ApiCreatedResponse({ type: DepreciationResultDto })
  depreciate(@Body() body: DepreciationBodyDto) {
    return this.depreciation.depreciate(body.period);
  }

  @Post(':id/dispose')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary: `Disposes (sells or scraps) an asset: one journal LA-… Dr Kas/Bank the price, Dr Akumulasi Penyusutan what was depreciated, Cr Aset Tetap the cost, and price − book value Cr Laba Pelepasan Aset (gain) or Dr Rugi Pelepasan Aset (loss). It is depreciated no more from the month of disposal. 400 '${ASSET_MSG.price}', '${ASSET_MSG.method}', a bad date; 422 'Aset sudah dilepas.', 'Tanggal pelepasan tidak boleh sebelum tanggal beli (dd/mm/yyyy).', 'Aset sudah disusutkan sampai MM/YYYY: tanggal pelepasan paling awal bulan itu.'; ${MONEY_ACCOUNT}; ${CLOSED}; ${NOT_FOUND}`,
  })
  @ApiCreatedResponse({ type: AssetDto })
  dispose(@PathId() id: number, @Body() body: DisposeBodyDto) {
    return this.depreciation.dispose(id, body);
  }
}
