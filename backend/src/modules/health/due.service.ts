import { Injectable } from '@nestjs/common';
import { pg, queryRows, row } from '../../common/database/rows';
import { addDays, today } from '../../common/dates/farm-day';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CoopService } from '../coop/coop.service';
import { DueDto, DueFlockDto } from './dto/health.dto';
import { ageOn, dueStatus, Flock, hatchDate } from './due.rules';
import { ProgramsService } from './programs.service';

/** The last arrival of every bagian on or before the day, and its birds at the end of the day. */
const FlockRow = row({ bagian_id: pg.int, arrival: pg.date, usia_minggu: pg.int, populasi: pg.int });
const DoneRow = row({ bagian_id: pg.int, program_row_id: pg.int, id: pg.int, vacc_date: pg.date });

/** A bagian's flock on a day: the arrival it came with and its birds. */
export interface BagianFlock extends Flock {
  bagian_id: number;
  populasi: number;
}

/**
 * What each flock is due (issue #38): a flock is the birds of the last arrival (transaksi-ayam
 * masuk, grouped by day and usia_minggu; the largest that day) in a bagian that has birds at the
 * end of the day; its hatch date is arrival − usia_minggu × 7 (ADR 0002); it follows the farm's
 * default program, each row's status by due.rules.ts (ADR 0047). Work per request: one read of
 * the arrivals, one of the population (flock_daily of the day) and one of the vaccinations.
 */
@Injectable()
export class DueService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly coop: CoopService,
    private readonly programs: ProgramsService,
  ) {}

  /** Flocks of every bagian with birds at the end of `date`, by bagian id. */
  async flocks(date: string): Promise<Map<number, BagianFlock>> {
    const rows = await queryRows(
      this.ctx.manager,
      FlockRow,
      `with arrivals as (
         select k.bagian_id, t.tanggal, coalesce(t.usia_minggu, 0) as usia_minggu, sum(t.jumlah) as n
           from transaksi_ayam t join tingkat k on k.tenant_id = t.tenant_id and k.id = t.tujuan_tingkat_id
          where t.tenant_id = $1 and t.aksi = 'masuk' and t.tanggal <= $2::date
          group by k.bagian_id, t.tanggal, coalesce(t.usia_minggu, 0)
       ), last as (
         select distinct on (bagian_id) bagian_id, tanggal, usia_minggu from arrivals order by bagian_id, tanggal desc, n desc, usia_minggu
       ), pop as (
         select k.bagian_id, sum(f.populasi) as populasi
           from flock_daily($1, $2::date, $2::date) f join tingkat k on k.tenant_id = $1 and k.id = f.tingkat_id group by k.bagian_id
       )
       select l.bagian_id, to_char(l.tanggal, 'YYYY-MM-DD') as arrival, l.usia_minggu, p.populasi::int as populasi
         from last l join pop p on p.bagian_id = l.bagian_id where p.populasi > 0`,
      [this.ctx.tenantId, date],
    );
    return new Map(rows.map((r) => [r.bagian_id, { bagian_id: r.bagian_id, arrival: r.arrival, arrivalWeeks: r.usia_minggu, populasi: r.populasi }]));
  }

  /** The program rows recorded per bagian (key `bagian:row`) for the flock there, dated arrival..date: the first such vaccination. */
  async doneRows(flocks: Map<number, BagianFlock>, date: string): Promise<Map<string, { id: number; date: string }>> {
    if (!flocks.size) return new Map();
    const list = [...flocks.values()];
    const rows = await queryRows(
      this.ctx.manager,
      DoneRow,
      `select v.bagian_id, v.program_row_id::int as program_row_id, min(v.id)::int as id, to_char(min(v.vacc_date), 'YYYY-MM-DD') as vacc_date
         from vaccinations v join unnest($2::int[], $3::date[]) as f(bagian_id, arrival) on f.bagian_id = v.bagian_id
        where v.tenant_id = $1 and v.program_row_id is not null and v.vacc_date between f.arrival and $4::date
        group by v.bagian_id, v.program_row_id`,
      [this.ctx.tenantId, list.map((f) => f.bagian_id), list.map((f) => f.arrival), date],
    );
    return new Map(rows.map((r) => [`${r.bagian_id}:${r.program_row_id}`, { id: r.id, date: r.vacc_date }]));
  }

  /** GET /api/health/due: each flock's age and the status of every row of the default program on `date` (default today). */
  async due(date = today()): Promise<DueDto> {
    const program = await this.programs.defaultProgram();
    const flocks = await this.flocks(date);
    const done = await this.doneRows(flocks, date);
    const out: DueFlockDto[] = [];
    for (const b of await this.coop.bagianLokasi()) {
      const f = flocks.get(b.bagian_id);
      if (!f) continue;
      const hatch = hatchDate(f);
      const age = ageOn(hatch, date);
      out.push({
        bagian_id: b.bagian_id,
        lokasi: b.lokasi,
        populasi: f.populasi,
        arrival_date: f.arrival,
        hatch_date: hatch,
        age_days: age,
        age_weeks: Math.floor(age / 7),
        items: (program?.rows ?? []).map((r) => {
          const d = done.get(`${b.bagian_id}:${r.id}`);
          return {
            program_row_id: r.id,
            age_days: r.age_days,
            due_date: addDays(hatch, r.age_days),
            disease: r.disease,
            item_id: r.item_id,
            item_name: r.item_name,
            route: r.route,
            note: r.note,
            status: dueStatus(r, f, date, d?.date ?? null),
            vaccination_id: d?.id ?? null,
            vaccinated_on: d?.date ?? null,
          };
        }),
      });
    }
    return { date, program_id: program?.id ?? null, program_name: program?.name ?? null, flocks: out };
  }
}
