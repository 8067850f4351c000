import { Injectable, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { dayBookSql } from '../../common/daily-entries/day-book';
import { resolveRange } from '../../common/dates/farm-day';
import { exists, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BREED_CODES, BreedStandardService } from '../breed-standard/breed-standard.service';
import { BodyWeightBandDto, BodyWeightBodyDto, BodyWeightListDto, BodyWeightQuery, BodyWeightSampleDto, DEFAULT_MEASURE_DAYS, MAX_MEASURE_DAYS, MEASURE_MSG } from './dto/measurements.dto';
import { rearingBand, sampleStats } from './measurements.rules';

/** The breed guides' advice on sampling (Hy-Line and Lohmann management guides), shown with the figures. */
export const SAMPLING_ADVICE =
  'Timbang minimal 100 ekor per kandang (atau 1 % populasi bila lebih banyak), dari sangkar yang sama setiap kali, pada jam yang sama sebelum pemberian pakan (panduan Hy-Line dan Lohmann).';

/** A stored sample with the age (whole weeks) and breed of its bagian on its day. */
const SampleRow = row({ id: pg.int, tanggal: pg.date, bagian_id: pg.int, weights_g: z.array(pg.int), usia: pg.int.nullable(), breed: z.enum(BREED_CODES) });

/**
 * Body weight and uniformity (issue #39 'Body weight and uniformity'): samples of weights per bagian,
 * their statistics (measurements.rules.ts) and the breed's band for the flock's age.
 */
@Injectable()
export class BodyWeightsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly standard: BreedStandardService,
  ) {}

  /** 404 'Bagian tidak ditemukan.' unless the bagian is the current farm's. */
  private async assertBagian(id: number): Promise<void> {
    if (!(await exists(this.ctx.manager, `select 1 from bagian where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]))) {
      throw new NotFoundException(MEASURE_MSG.bagianNotFound);
    }
  }

  /** Stores one sample (the DTO has checked 1–500 weights of 300–4,000 g) and answers it with its statistics and band. */
  async record(body: BodyWeightBodyDto): Promise<BodyWeightSampleDto> {
    await this.assertBagian(body.bagian_id);
    const saved = await queryOne(
      this.ctx.manager,
      row({ id: pg.int }),
      `insert into body_weight_samples (tenant_id, tanggal, bagian_id, weights_g) values ($1, $2, $3, $4::integer[]) returning id::int as id`,
      [this.ctx.tenantId, body.date, body.bagian_id, body.weights_g],
    );
    const [sample] = await this.samples(body.bagian_id, body.date, body.date, saved!.id);
    return sample;
  }

  /** The samples of a bagian over start..end (default the 30 days up to today, at most 366), oldest first, with the sampling advice. */
  async list(q: BodyWeightQuery): Promise<BodyWeightListDto> {
    await this.assertBagian(q.bagian_id);
    const { from, to } = resolveRange(q.start, q.end, DEFAULT_MEASURE_DAYS, { maxDays: MAX_MEASURE_DAYS });
    return { samples: await this.samples(q.bagian_id, from, to), advice: SAMPLING_ADVICE };
  }

  /**
   * Samples of bagian $2 dated $3..$4 (only sample $5 when given): the day book of its tingkat over
   * the range gives the birds and their hatch mass on each sample's day (age = day − Σh ÷ Σn, whole
   * weeks as the rest of the app counts them), bagian_breed_on the breed of that day.
   */
  private async samples(bagianId: number, from: string, to: string, onlyId: number | null = null): Promise<BodyWeightSampleDto[]> {
    const rows = await queryRows(
      this.ctx.manager,
      SampleRow,
      `with tk as (select t.id as tingkat_id from tingkat t where t.tenant_id = $1 and t.bagian_id = $2),
            bk as (select b.tanggal, sum(b.n) as n, sum(b.h) as h from ${dayBookSql('tk', '$3::date', '$4::date')} b group by b.tanggal),
            s as (select s.id, s.tanggal, s.weights_g from body_weight_samples s
                   where s.tenant_id = $1 and s.bagian_id = $2 and s.tanggal between $3::date and $4::date and ($5::bigint is null or s.id = $5::bigint)),
            br as (select d.tanggal, (select bb.breed from bagian_breed_on(d.tanggal) bb where bb.bagian_id = $2) as breed
                     from (select distinct tanggal from s) d)
       select s.id::int as id, to_char(s.tanggal, 'YYYY-MM-DD') as tanggal, $2::int as bagian_id, s.weights_g,
              case when bk.n > 0 then floor(round((s.tanggal - date '1970-01-01') - bk.h / bk.n, 3) / 7)::int end as usia,
              coalesce(br.breed, farm_default_breed()) as breed
         from s left join bk on bk.tanggal = s.tanggal left join br on br.tanggal = s.tanggal
        order by s.tanggal, s.id`,
      [this.ctx.tenantId, bagianId, from, to, onlyId],
    );
    return rows.map((r) => ({
      id: r.id,
      date: r.tanggal,
      bagian_id: r.bagian_id,
      ...sampleStats(r.weights_g),
      age_weeks: r.usia,
      breed: r.breed,
      standard: r.usia === null ? null : this.band(r.breed, r.usia),
      weights_g: r.weights_g,
    }));
  }

  /** The band of a breed at a whole-week age: rearing weeks 1–17 from the rearing tables, 18–100 from the breed standard; else null. */
  private band(breed: (typeof BREED_CODES)[number], weeks: number): BodyWeightBandDto | null {
    const rearing = rearingBand(breed, weeks);
    if (rearing) return { min_g: rearing.min, max_g: rearing.max, source: rearing.source };
    const laying = this.standard.bodyWeightBand(breed, weeks);
    return laying ? { min_g: laying.min, max_g: laying.max, source: this.standard.sourceOf(breed) } : null;
  }
}
