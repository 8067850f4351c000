import { HttpStatus, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { dayBookSql } from '../../common/daily-entries/day-book';
import { displayDay, resolveRange } from '../../common/dates/farm-day';
import { pg, queryOne, queryRows, row } from '../../common/database/rows';
import { fieldError } from '../../common/errors/validation';
import { compareNames } from '../../common/names';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { ClimateBodyDto, DailyMeasuresDto, MeasurePlacesDto, DailyQuery, DEFAULT_MEASURE_DAYS, MAX_MEASURE_DAYS, MEASURE_MSG, MeasureSavedDto, WaterBodyDto } from './dto/measurements.dto';
import { meterLitresPerDay, thi, waterFeedRatio } from './measurements.rules';

type PlaceType = 'plant' | 'jalur';

/** Source line shown with the daily figures. */
export const DAILY_SOURCE =
  "THI = (1,8·Tmaks + 32) − (0,55 − 0,0055·RH)·(1,8·Tmaks − 26) (NRC 1971). Rasio air:pakan acuan 1,8–2,0 L/kg pada suhu nyaman, naik di atas 30 °C (Lohmann Management Guide 2017; Xin dkk. 2002, Poultry Science 81:608).";

/** The column of the entry tables naming a place of this type (the type is one of the DTO's two values). */
const placeColumn = (type: PlaceType) => (type === 'plant' ? 'plant_id' : 'jalur_id');

const SavedRow = row({ id: pg.int, replaced: pg.bool });
const MeterRow = row({ tanggal: pg.date, meter: pg.numeric });
const DayRow = row({
  tanggal: pg.date,
  birds: pg.int,
  feed_kg: pg.numeric,
  litres: pg.numeric.nullable(),
  meter: pg.numeric.nullable(),
  prev_meter: pg.numeric.nullable(),
  prev_days: pg.int.nullable(),
  temp_min_c: pg.numeric.nullable(),
  temp_max_c: pg.numeric.nullable(),
  humidity_pct: pg.numeric.nullable(),
});

const num = (v: string | null) => (v === null ? null : Number(v));
const meterText = (v: string) => `${Number(v).toLocaleString('id-ID', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} m³`;

/**
 * Water and house climate (issue #39 'Water and house climate'): one entry per plant or jalur and
 * day (a second one replaces it), and the daily view of a place with its birds and feed.
 */
@Injectable()
export class WaterClimateService {
  constructor(private readonly ctx: TenantContext) {}

  /** The name of a place of the current farm ('Plant 1' or 'Plant 1 › Jalur 2'); 404 'Plant/Jalur tidak ditemukan.' otherwise. */
  private async placeName(type: PlaceType, id: number): Promise<string> {
    const sql =
      type === 'plant'
        ? `select p.nama as name from plant p where p.tenant_id = $1 and p.id = $2`
        : `select p.nama || ' › ' || j.nama as name from jalur j join plant p on p.tenant_id = j.tenant_id and p.id = j.plant_id where j.tenant_id = $1 and j.id = $2`;
    const found = await queryOne(this.ctx.manager, row({ name: pg.text }), sql, [this.ctx.tenantId, id]);
    if (!found) throw new NotFoundException(type === 'plant' ? MEASURE_MSG.plantNotFound : MEASURE_MSG.jalurNotFound);
    return found.name;
  }

  /** Every plant and jalur of the farm (the places a meter or thermometer may stand), each plant before its jalur, in the natural order of the names. */
  async places(): Promise<MeasurePlacesDto> {
    const rows = await queryRows(
      this.ctx.manager,
      row({ lokasi: pg.text, plant_id: pg.int, plant: pg.text, jalur_id: pg.int.nullable(), jalur: pg.text.nullable() }),
      `select l.nama as lokasi, p.id as plant_id, p.nama as plant, j.id as jalur_id, j.nama as jalur
         from plant p join lokasi l on l.tenant_id = p.tenant_id and l.id = p.lokasi_id
         left join jalur j on j.tenant_id = p.tenant_id and j.plant_id = p.id
        where p.tenant_id = $1`,
      [this.ctx.tenantId],
    );
    rows.sort((x, y) => compareNames(x.lokasi, y.lokasi) || compareNames(x.plant, y.plant) || x.plant_id - y.plant_id || compareNames(x.jalur ?? '', y.jalur ?? ''));
    const places: MeasurePlacesDto['places'] = [];
    let lastPlant: number | null = null;
    for (const r of rows) {
      if (r.plant_id !== lastPlant) places.push({ place_type: 'plant', place_id: r.plant_id, label: r.plant });
      lastPlant = r.plant_id;
      if (r.jalur_id !== null) places.push({ place_type: 'jalur', place_id: r.jalur_id, label: `${r.plant} › ${r.jalur}` });
    }
    return { places };
  }

  /**
   * Stores the water of a place and day: litres, or a meter reading (m³) that must lie between the
   * place's previous and next readings (else 422, naming the reading and its day). Exactly one of
   * the two: 400 'Isi liter atau angka meter, salah satu saja.'.
   */
  async recordWater(body: WaterBodyDto): Promise<MeasureSavedDto> {
    const hasLitres = body.litres !== undefined && body.litres !== null;
    const hasMeter = body.meter_reading !== undefined && body.meter_reading !== null;
    if (hasLitres === hasMeter) throw fieldError(HttpStatus.BAD_REQUEST, 'litres', MEASURE_MSG.waterOne);
    await this.placeName(body.place_type, body.place_id);
    const col = placeColumn(body.place_type);
    if (hasMeter) await this.assertMeterOrder(col, body.place_id, body.date, body.meter_reading!);
    const saved = await queryOne(
      this.ctx.manager,
      SavedRow,
      `insert into water_entries (tenant_id, tanggal, ${col}, litres, meter_m3) values ($1, $2, $3, $4, $5)
       on conflict (tenant_id, ${col}, tanggal) where ${col} is not null
       do update set litres = excluded.litres, meter_m3 = excluded.meter_m3, created_by = app_current_user(), created_at = now()
       returning id::int as id, xmax <> 0 as replaced`,
      [this.ctx.tenantId, body.date, body.place_id, hasLitres ? body.litres : null, hasMeter ? body.meter_reading : null],
    );
    return { id: saved!.id, date: body.date, place_type: body.place_type, place_id: body.place_id, replaced: saved!.replaced };
  }

  /** 422 when `reading` is below the place's last reading before `date` or above its first reading after it. */
  private async assertMeterOrder(col: string, placeId: number, date: string, reading: number): Promise<void> {
    const near = (op: '<' | '>') =>
      queryOne(
        this.ctx.manager,
        MeterRow,
        `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, meter_m3::text as meter from water_entries
          where tenant_id = $1 and ${col} = $2 and meter_m3 is not null and tanggal ${op} $3::date
          order by tanggal ${op === '<' ? 'desc' : 'asc'} limit 1`,
        [this.ctx.tenantId, placeId, date],
      );
    const before = await near('<');
    if (before && reading < Number(before.meter)) {
      throw new UnprocessableEntityException(`Angka meter ${meterText(String(reading))} lebih kecil dari pembacaan sebelumnya (${meterText(before.meter)} pada ${displayDay(before.tanggal)}).`);
    }
    const after = await near('>');
    if (after && reading > Number(after.meter)) {
      throw new UnprocessableEntityException(`Angka meter ${meterText(String(reading))} lebih besar dari pembacaan berikutnya (${meterText(after.meter)} pada ${displayDay(after.tanggal)}).`);
    }
  }

  /** Stores the climate of a place and day (400 'Suhu minimum tidak boleh di atas suhu maksimum.' when min > max). */
  async recordClimate(body: ClimateBodyDto): Promise<MeasureSavedDto> {
    if (body.temp_min_c > body.temp_max_c) throw fieldError(HttpStatus.BAD_REQUEST, 'temp_min_c', MEASURE_MSG.tempOrder);
    await this.placeName(body.place_type, body.place_id);
    const col = placeColumn(body.place_type);
    const saved = await queryOne(
      this.ctx.manager,
      SavedRow,
      `insert into climate_entries (tenant_id, tanggal, ${col}, temp_min_c, temp_max_c, humidity_pct) values ($1, $2, $3, $4, $5, $6)
       on conflict (tenant_id, ${col}, tanggal) where ${col} is not null
       do update set temp_min_c = excluded.temp_min_c, temp_max_c = excluded.temp_max_c, humidity_pct = excluded.humidity_pct,
                     created_by = app_current_user(), created_at = now()
       returning id::int as id, xmax <> 0 as replaced`,
      [this.ctx.tenantId, body.date, body.place_id, body.temp_min_c, body.temp_max_c, body.humidity_pct],
    );
    return { id: saved!.id, date: body.date, place_type: body.place_type, place_id: body.place_id, replaced: saved!.replaced };
  }

  /**
   * Every day of start..end (default the 30 days up to today, at most 366) of a place, in one
   * statement: the birds (end of day) and feed (kg) of its tingkat from the day book, the water
   * entry with the previous meter reading before it (for a reading: litres = its difference × 1000 ÷
   * the days between), and the climate entry. Per day water_ml_per_bird = litres × 1000 ÷ birds,
   * water_feed_ratio = litres ÷ feed kg, THI of NRC 1971 (measurements.rules.ts).
   */
  async daily(q: DailyQuery): Promise<DailyMeasuresDto> {
    const place = await this.placeName(q.place_type, q.place_id);
    const { from, to } = resolveRange(q.start, q.end, DEFAULT_MEASURE_DAYS, { maxDays: MAX_MEASURE_DAYS });
    const col = placeColumn(q.place_type);
    const tkWhere = q.place_type === 'plant' ? 'j.plant_id = $2' : 'j.id = $2';
    const rows = await queryRows(
      this.ctx.manager,
      DayRow,
      `with tk as (
         select t.id as tingkat_id from tingkat t
           join bagian b on b.tenant_id = t.tenant_id and b.id = t.bagian_id
           join jalur j on j.tenant_id = b.tenant_id and j.id = b.jalur_id
          where t.tenant_id = $1 and ${tkWhere}
       ), days as (
         select d::date as tanggal from generate_series($3::date, $4::date, interval '1 day') as d
       ), bk as (
         select b.tanggal, sum(b.n) as n, sum(b.pakan) as pakan from ${dayBookSql('tk', '$3::date', '$4::date')} b group by b.tanggal
       ), w as (
         select w.tanggal, w.litres, w.meter_m3, pv.meter_m3 as prev_meter, w.tanggal - pv.tanggal as prev_days
           from water_entries w
           left join lateral (
             select p.tanggal, p.meter_m3 from water_entries p
              where p.tenant_id = $1 and p.${col} = $2 and p.meter_m3 is not null and p.tanggal < w.tanggal
              order by p.tanggal desc limit 1) pv on w.meter_m3 is not null
          where w.tenant_id = $1 and w.${col} = $2 and w.tanggal between $3::date and $4::date
       ), c as (
         select c.tanggal, c.temp_min_c, c.temp_max_c, c.humidity_pct from climate_entries c
          where c.tenant_id = $1 and c.${col} = $2 and c.tanggal between $3::date and $4::date
       )
       select to_char(days.tanggal, 'YYYY-MM-DD') as tanggal, coalesce(bk.n, 0)::int as birds, coalesce(bk.pakan, 0)::numeric(14,3)::text as feed_kg,
              w.litres::text as litres, w.meter_m3::text as meter, w.prev_meter::text as prev_meter, w.prev_days,
              c.temp_min_c::text as temp_min_c, c.temp_max_c::text as temp_max_c, c.humidity_pct::text as humidity_pct
         from days left join bk on bk.tanggal = days.tanggal left join w on w.tanggal = days.tanggal left join c on c.tanggal = days.tanggal
        order by days.tanggal`,
      [this.ctx.tenantId, q.place_id, from, to],
    );
    const days = rows.map((r) => {
      const litres = r.litres !== null ? Number(r.litres) : r.meter !== null && r.prev_meter !== null && r.prev_days ? meterLitresPerDay(Number(r.prev_meter), Number(r.meter), r.prev_days) : null;
      const feedKg = Number(r.feed_kg);
      const tMax = num(r.temp_max_c);
      const rh = num(r.humidity_pct);
      const measured = r.litres !== null || r.meter !== null || tMax !== null;
      return {
        date: r.tanggal,
        water_litres: litres,
        water_ml_per_bird: litres !== null && r.birds > 0 ? Math.round((litres * 10_000) / r.birds) / 10 : null,
        water_feed_ratio: litres !== null ? waterFeedRatio(litres, feedKg) : null,
        feed_kg: feedKg,
        birds: r.birds,
        temp_min_c: num(r.temp_min_c),
        temp_max_c: tMax,
        humidity_pct: rh,
        thi: tMax !== null && rh !== null ? thi(tMax, rh) : null,
        source: measured ? ('entry' as const) : null,
      };
    });
    return { place_type: q.place_type, place_id: q.place_id, place, start: from, end: to, days, source: DAILY_SOURCE };
  }
}
