import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { BodyWeightsService } from './body-weights.service';
import { BodyWeightBodyDto, BodyWeightListDto, BodyWeightQuery, BodyWeightSampleDto, ClimateBodyDto, DailyMeasuresDto, DailyQuery, MAX_MEASURE_DAYS, MeasurePlacesDto, MeasureSavedDto, WaterBodyDto } from './dto/measurements.dto';
import { WaterClimateService } from './water-climate.service';

const RANGE_400 = `400 'Tanggal mulai tidak boleh sesudah tanggal akhir.', 'Rentang tanggal maksimal ${MAX_MEASURE_DAYS} hari.' or a bad date`;
const PLACE_404 = "404 'Plant tidak ditemukan.' / 'Jalur tidak ditemukan.' for an unknown place or another farm's";

/** Body weight, water and house climate (issue #39 'Weigh, meter and sense'): admin and abk enter, admin, abk and viewer read; reseller 403. */
@ApiTags('measurements')
@ApiBearerAuth()
@Controller('measurements')
export class MeasurementsController {
  constructor(
    private readonly weights: BodyWeightsService,
    private readonly waterClimate: WaterClimateService,
  ) {}

  @Post('body-weights')
  @Roles('admin', 'abk')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Saves one body-weight sample of a bagian: the weights (g) of 1–500 birds, each 300–4,000 g. Answers the sample with n, mean_g, cv_pct (sample standard deviation), uniformity_pct (birds within ±10 % of the mean) and the breed's band for the flock's age with its source. 400 a field's message ('Tanggal wajib diisi', 'Pilih bagian.', 'Masukkan berat 1–500 ekor ayam.', 'Berat ayam ke-<n> harus bilangan bulat 300–4.000 gram.'); 404 'Bagian tidak ditemukan.'. Admin and abk.",
  })
  @ApiCreatedResponse({ type: BodyWeightSampleDto })
  recordWeights(@Body() body: BodyWeightBodyDto) {
    return this.weights.record(body);
  }

  @Get('body-weights')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({ summary: `The body-weight samples of a bagian from start to end (default the last 30 days), oldest first, each with its statistics and band, and the guides' sampling advice. ${RANGE_400}; 404 'Bagian tidak ditemukan.'.` })
  @ApiOkResponse({ type: BodyWeightListDto })
  listWeights(@Query() q: BodyWeightQuery) {
    return this.weights.list(q);
  }

  @Post('water')
  @Roles('admin', 'abk')
  @HttpCode(201)
  @ApiOperation({
    summary: `Saves the water of a plant or jalur on a day: litres, or the meter reading (m³); one entry per place and day (a second replaces it, replaced: true). 400 a field's message or 'Isi liter atau angka meter, salah satu saja.'; ${PLACE_404}; 422 a reading below the place's previous reading or above its next. Admin and abk.`,
  })
  @ApiCreatedResponse({ type: MeasureSavedDto })
  recordWater(@Body() body: WaterBodyDto) {
    return this.waterClimate.recordWater(body);
  }

  @Post('climate')
  @Roles('admin', 'abk')
  @HttpCode(201)
  @ApiOperation({
    summary: `Saves the minimum and maximum temperature (°C) and humidity (%) of a plant or jalur on a day; one entry per place and day (a second replaces it). 400 a field's message or 'Suhu minimum tidak boleh di atas suhu maksimum.'; ${PLACE_404}. Admin and abk.`,
  })
  @ApiCreatedResponse({ type: MeasureSavedDto })
  recordClimate(@Body() body: ClimateBodyDto) {
    return this.waterClimate.recordClimate(body);
  }

  @Get('places')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({ summary: "The farm's plants and jalur (where water meters and thermometers stand), each plant before its jalur: place_type, place_id and a label." })
  @ApiOkResponse({ type: MeasurePlacesDto })
  places() {
    return this.waterClimate.places();
  }

  @Get('daily')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({
    summary: `Every day of start..end (default the last 30 days, at most ${MAX_MEASURE_DAYS}) of a plant or jalur: water_litres, water_ml_per_bird, water_feed_ratio (L per kg of feed of the same place and day), feed_kg, birds, temp_min_c, temp_max_c, humidity_pct, thi (NRC 1971) and source. ${RANGE_400}; ${PLACE_404}.`,
  })
  @ApiOkResponse({ type: DailyMeasuresDto })
  daily(@Query() q: DailyQuery) {
    return this.waterClimate.daily(q);
  }
}
