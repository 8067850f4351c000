import { INestApplication } from '@nestjs/common';
import dayjs from 'dayjs';
import { TenantContext } from '../common/tenancy/tenant-context';
import { kg3 } from '../common/daily-entries/day-entries';
import { demoProblems } from './demo-problems';
import { DEMO_DAYS, DemoStep, seededRandom } from './demo-step';
import { BreedCode, BreedStandardService } from '../modules/breed-standard/breed-standard.service';
import { CoopService } from '../modules/coop/coop.service';
import { EggProductionService } from '../modules/egg-production/egg-production.service';
import { FeedUsageService } from '../modules/feed-usage/feed-usage.service';
import { ageDays, BreedCounts, carriedAges, carriedBreeds, ChickensService, dayNumber, FlockState, majorityBreed } from '../modules/chickens/chickens.service';

/** A tingkat with its location, as CoopService lists them. */
type TingkatLokasi = Awaited<ReturnType<CoopService['tingkatLokasi']>>[number];
/** A chicken movement, as ChickensService.create takes it. */
type TransaksiAyamBody = Parameters<ChickensService['create']>[0];

/** Random helpers over one generator. */
function dice(rand: () => number) {
  const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
  return {
    between,
    int: (lo: number, hi: number) => Math.floor(between(lo, hi + 1)),
    /** Multiplicative noise around 1 with a spread of ±`pct`. */
    noise: (pct: number) => 1 + between(-pct, pct),
    /** Poisson count with mean `lambda` (Knuth; lambda is small here). */
    poisson: (lambda: number) => {
      const limit = Math.exp(-lambda);
      let k = 0;
      for (let p = rand(); p > limit; p *= rand()) k++;
      return k;
    },
  };
}

/** A planned bird movement on day `day` (0 = first day of the history). */
interface PlannedMove {
  day: number;
  body: Omit<TransaksiAyamBody, 'tanggal'>;
}

/**
 * The flock plan of a farm: every bagian but one is stocked on day 0 at its own age (18–60 weeks,
 * as a farm that has been running), one bagian receives point-of-lay pullets (17 weeks) on day 20,
 * the last tingkat starts empty and is filled by a pindah, and a few pindah move birds between
 * tingkat (one of them mixing two ages). The birds entering the last jalur are Hy-Line Brown when
 * the farm has more than one jalur (the rest, and the farm default, stay W-80 Plus).
 */
function flockPlan(tingkat: TingkatLokasi[], d: ReturnType<typeof dice>): PlannedMove[] {
  const jalurIds = [...new Set(tingkat.map((t) => t.jalur_id))];
  const brownJalur = jalurIds.length > 1 ? jalurIds[jalurIds.length - 1] : null;
  const bagianIds = [...new Set(tingkat.map((t) => t.bagian_id))];
  const inBagian = (i: number) => tingkat.filter((t) => t.bagian_id === bagianIds[i % bagianIds.length]);
  const empty = tingkat[tingkat.length - 1];
  const moves: PlannedMove[] = [];
  bagianIds.forEach((_, i) => {
    const late = i === 1;
    const usia = late ? 17 : 20 + ((i * 9 + d.int(0, 4)) % 41);
    for (const t of inBagian(i)) {
      if (t.tingkat_id === empty.tingkat_id) continue;
      const jumlah = d.int(24, 36) * 50;
      const breed: BreedCode = t.jalur_id === brownJalur ? 'hyline_brown' : 'hyline_w80';
      moves.push({ day: late ? 20 : 0, body: { aksi: 'masuk', jumlah, tujuan_tingkat_id: t.tingkat_id, usia_minggu: usia, breed, keterangan: late ? 'Pullet siap bertelur' : 'Populasi awal' } });
    }
  });
  const pindah = (day: number, from: TingkatLokasi, to: TingkatLokasi, jumlah: number, keterangan: string) =>
    moves.push({ day, body: { aksi: 'pindah', jumlah, asal_tingkat_id: from.tingkat_id, tujuan_tingkat_id: to.tingkat_id, keterangan } });
  pindah(45, inBagian(0)[0], empty, 300, 'Mengurangi kepadatan');
  pindah(70, inBagian(2)[0], inBagian(2)[1], 100, 'Meratakan populasi');
  pindah(95, inBagian(3)[0], inBagian(0)[0], 150, 'Gabung sisa flok');
  return moves;
}

/**
 * Demo step (DESIGN §6): 120 days up to today of chicken movements, daily feed per tingkat and
 * eggs per bagian by grade, following the standard of the birds' breed (the majority breed of the
 * tingkat or bagian, replayed like the server does: Hy-Line W-80 Plus, one jalur Hy-Line Brown)
 * with day-to-day noise:
 * - mati per tingkat per day ~ Poisson(population × weekly rise of cumulative mortality / 7);
 *   every 28 days one tingkat per bagian culls 0.5–1.5 % (afkir);
 * - feed = population × standard g/bird/day (midpoint, ±4 %), split pagi ~55 % / sore ~45 %;
 * - eggs = bagian population × standard hen-day % (midpoint, ±3 %) at its weighted age; grade A
 *   ~85 %, B ~10 %, C the rest; kg = count × standard egg weight (A 102 %, B 93 %, C 85 %, ±1.5 %).
 * - the problems of `demoProblems` (heat stress on one jalur, a mortality spike, an egg weight drift,
 *   a hen-day dip, two missing entries), so that every early warning fires in the last 30 days.
 * Everything goes through ChickensService, FeedUsageService and EggProductionService, one day per
 * transaction, so every rule of the API applies.
 */
export const dailyOperationsDemo: DemoStep = async (app: INestApplication, farm) => {
  const ctx = app.get(TenantContext);
  const actor = { userId: farm.ownerId, email: 'owner', globalRole: 'user' as const, claims: {} as never, tenantId: farm.tenantId, role: 'admin' as const };
  const [coop, chickens, feed, eggs] = [app.get(CoopService), app.get(ChickensService), app.get(FeedUsageService), app.get(EggProductionService)];
  const standard = app.get(BreedStandardService);
  const breedWeek = (age: number, breed: BreedCode) => standard.week(age, breed);
  const tingkat = await ctx.runAs(actor, () => coop.tingkatLokasi());
  if (!tingkat.length) return;
  const d = dice(seededRandom(`kpm-demo-${farm.kode}`));
  const plan = flockPlan(tingkat, d);
  const problems = demoProblems(farm.kode, tingkat);
  const bagianIds = [...new Set(tingkat.map((t) => t.bagian_id))];
  const state = new Map<number, FlockState>();
  const breeds = new Map<number, BreedCounts>();
  const breedOf = (ids: number[]) => {
    const sum: BreedCounts = new Map();
    for (const id of ids) for (const [b, n] of breeds.get(id) ?? []) if (n > 0) sum.set(b, (sum.get(b) ?? 0) + n);
    return majorityBreed(sum, 'hyline_w80');
  };
  const first = dayjs().subtract(DEMO_DAYS - 1, 'day');

  for (let i = 0; i < DEMO_DAYS; i++) {
    const tanggal = first.add(i, 'day').format('YYYY-MM-DD');
    const day = dayNumber(tanggal);
    const pop = (id: number) => state.get(id)?.populasi ?? 0;
    const weekOf = (s: FlockState | undefined) => Math.floor((ageDays(s, day) ?? 0) / 7);

    const moves = plan.filter((m) => m.day === i).map((m) => m.body);
    for (const t of tingkat) {
      const p = pop(t.tingkat_id);
      if (p <= 0) continue;
      const w = weekOf(state.get(t.tingkat_id));
      const breed = breedOf([t.tingkat_id]);
      const weeklyPct = breedWeek(w + 1, breed).cum_mortality_pct - breedWeek(w, breed).cum_mortality_pct || 0.1;
      const mati = Math.min(d.poisson(((p * weeklyPct) / 100 / 7) * d.between(0.5, 1.8)) + problems.extraDeaths(i, t, p), p);
      if (mati > 0) moves.push({ aksi: 'mati', jumlah: mati, asal_tingkat_id: t.tingkat_id });
    }
    bagianIds.forEach((bagianId, bi) => {
      if ((i + bi * 5) % 28 !== 27) return;
      const stocked = tingkat.filter((t) => t.bagian_id === bagianId && pop(t.tingkat_id) > 200);
      if (!stocked.length) return;
      const t = stocked[d.int(0, stocked.length - 1)];
      moves.push({ aksi: 'afkir', jumlah: Math.round(pop(t.tingkat_id) * d.between(0.005, 0.015)), asal_tingkat_id: t.tingkat_id, keterangan: 'Ayam tidak produktif' });
    });

    await ctx.runAs(actor, async () => {
      for (const body of moves) await chickens.create({ tanggal, ...body });
      const replayed = moves.map((m, k) => ({ ...m, id: k, day }));
      carriedAges(state, replayed);
      carriedBreeds(breeds, replayed, 'hyline_w80');

      const feedRows = tingkat.map((t) => {
        const s = state.get(t.tingkat_id);
        const std = breedWeek(weekOf(s), breedOf([t.tingkat_id]));
        const total = ((pop(t.tingkat_id) * (std.feed_g_per_bird_day_min + std.feed_g_per_bird_day_max)) / 2 / 1000) * d.noise(0.04) * problems.feed(i, t);
        const pagi = Math.round(total * d.between(0.53, 0.57) * 10) / 10;
        return { tingkat_id: t.tingkat_id, pakan_pagi: pagi, pakan_sore: Math.max(Math.round(total * 10) / 10 - pagi, 0) };
      });
      await feed.save({ tanggal, client_unit: 'kg', data: feedRows });

      const eggRows = bagianIds.map((bagianId) => {
        const inBagian = tingkat.filter((t) => t.bagian_id === bagianId);
        const group = inBagian.map((t) => state.get(t.tingkat_id) ?? { populasi: 0, hatchMass: 0 });
        const merged = group.reduce((x, s) => ({ populasi: x.populasi + Math.max(s.populasi, 0), hatchMass: x.hatchMass + (s.populasi > 0 ? s.hatchMass : 0) }), { populasi: 0, hatchMass: 0 });
        const std = breedWeek(
          weekOf(merged),
          breedOf(inBagian.map((t) => t.tingkat_id)),
        );
        const problem = problems.eggs(i, bagianId);
        const hd = Math.min(((std.hen_day_pct_min + std.hen_day_pct_max) / 2) * d.noise(0.03), 99) * (problem?.count ?? 0);
        const total = Math.round((merged.populasi * hd) / 100);
        const butir_b = Math.round(total * d.between(0.085, 0.115));
        const butir_c = Math.round(total * d.between(0.035, 0.065));
        const butir_a = Math.max(total - butir_b - butir_c, 0);
        const kg = (count: number, share: number) => kg3((count * std.egg_weight_g * (problem?.weight ?? 1) * share * d.noise(0.015)) / 1000);
        return { bagian_id: bagianId, butir_a, butir_b, butir_c, grade_a: kg(butir_a, 1.02), grade_b: kg(butir_b, 0.93), grade_c: kg(butir_c, 0.85) };
      });
      await eggs.save({ tanggal, data: eggRows });
    });
  }
};
