import { DEMO_DAYS, seededRandom } from './demo-step';

/**
 * The few realistic problems of a demo farm (issue #24 'Demo'), drawn from its own seed so that
 * every early warning rule (docs/adr/0031-early-warnings.md) fires at least once in the last 30
 * days, with nothing about the rules written here: the generator of the days
 * (`daily-operations.demo.ts`) and the feed purchases (`feed-stock.demo.ts`) ask this plan how a
 * day deviates from the breed standard they follow.
 *
 * - heat stress: every tingkat of one jalur eats 15 % less on two days running (18–22 days ago)
 *   and lays 4 % fewer eggs;
 * - a mortality spike: one tingkat loses 1 % of its birds in a day (10–14 days ago);
 * - an egg weight drift: one bagian lays eggs 7 % lighter for 7 days (ending 3–5 days ago);
 * - a hen-day dip: another bagian lays 15 % fewer eggs for 4 days (ending 13–16 days ago);
 * - missing entries: one tingkat's feed of one day (6–8 days ago) and one bagian's eggs of one day
 *   (20–24 days ago) are not entered;
 * - a late delivery (`demoLateDelivery`): the feed bought 22–28 days ago covers one day beyond its
 *   interval instead of three, so the stock runs low before the next one.
 * Day numbers are indexes of the demo's history (0 = its first day, DEMO_DAYS − 1 = today).
 */
export interface DemoProblems {
  /** Factor of the standard feed of a tingkat on day `i`; 0: no feed entered that day. */
  feed(i: number, tingkat: DemoPlace): number;
  /** Deaths beyond the standard's of a tingkat with `birds` birds on day `i`. */
  extraDeaths(i: number, tingkat: DemoPlace, birds: number): number;
  /** Factors of a bagian's egg count and egg weight on day `i`; null: no eggs entered that day. */
  eggs(i: number, bagianId: number): { count: number; weight: number } | null;
}

/** A tingkat with the places above it. */
export interface DemoPlace {
  tingkat_id: number;
  bagian_id: number;
  jalur_id: number;
}

/** The problems of farm `kode` over its places (stable: the same farm always gets the same ones). */
export function demoProblems(kode: string, places: DemoPlace[]): DemoProblems {
  const rand = seededRandom(`kpm-problems-${kode}`);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const ago = (lo: number, hi: number) => DEMO_DAYS - 1 - (lo + Math.floor(rand() * (hi - lo + 1)));
  const jalur = [...new Set(places.map((p) => p.jalur_id))];
  const bagian = [...new Set(places.map((p) => p.bagian_id))];
  const heatJalur = pick(jalur);
  const heatDay = ago(18, 22);
  const spike = pick(places).tingkat_id;
  const spikeDay = ago(10, 14);
  const drift = pick(bagian);
  const driftEnd = ago(3, 5);
  const dip = pick(bagian.filter((b) => b !== drift).length ? bagian.filter((b) => b !== drift) : bagian);
  const dipEnd = ago(13, 16);
  const noFeed = pick(places).tingkat_id;
  const noFeedDay = ago(6, 8);
  const noEggs = pick(bagian);
  const noEggsDay = ago(20, 24);
  const heat = (i: number, jalurId: number) => jalurId === heatJalur && (i === heatDay || i === heatDay + 1);
  return {
    feed: (i, t) => (t.tingkat_id === noFeed && i === noFeedDay ? 0 : heat(i, t.jalur_id) ? 0.85 : 1),
    extraDeaths: (i, t, birds) => (t.tingkat_id === spike && i === spikeDay ? Math.min(Math.round(birds * 0.01), birds) : 0),
    eggs: (i, bagianId) => {
      if (bagianId === noEggs && i === noEggsDay) return null;
      const hot = places.some((p) => p.bagian_id === bagianId && heat(i, p.jalur_id));
      return {
        count: (bagianId === dip && i > dipEnd - 4 && i <= dipEnd ? 0.85 : 1) * (hot ? 0.96 : 1),
        weight: bagianId === drift && i > driftEnd - 7 && i <= driftEnd ? 0.93 : 1,
      };
    },
  };
}

/**
 * The late feed delivery of farm `kode`: a test of each purchase day `i` of the feed stock demo
 * (in order), true for the first one at least 22–28 days before today, once.
 */
export function demoLateDelivery(kode: string): (i: number) => boolean {
  const rand = seededRandom(`kpm-late-${kode}`);
  const from = DEMO_DAYS - 1 - (22 + Math.floor(rand() * 7));
  let done = false;
  return (i) => {
    if (done || i < from) return false;
    done = true;
    return true;
  };
}
