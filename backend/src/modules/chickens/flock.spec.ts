import { ageDays, aksiRuleError, BreedCounts, carriedAges, carriedBreeds, dayNumber, FlockState, FlockTxn, majorityBreed, weeksOf } from './flock';

const D0 = dayNumber('2025-01-01');
let nextId = 1;
const txn = (day: number, aksi: FlockTxn['aksi'], jumlah: number, asal: number | null, tujuan: number | null, usia_minggu: number | null = null): FlockTxn => ({
  id: nextId++,
  day: D0 + day,
  aksi,
  jumlah,
  asal_tingkat_id: asal,
  tujuan_tingkat_id: tujuan,
  usia_minggu,
});
const T1 = 1;
const T2 = 2;

describe('flock population and age (DESIGN §5, docs/adr/0002-flock-age.md)', () => {
  it('follows a sequence of masuk, pindah, mati and afkir', () => {
    const seq = [
      txn(0, 'masuk', 1000, null, T1, 20), // T1: 1000 birds hatched on day 0 − 140
      txn(14, 'masuk', 500, null, T2, 30), // T2: 500 birds hatched on day 14 − 210 = −196
      txn(28, 'pindah', 200, T2, T1), // 200 birds aged 28 + 196 = 224 days move to T1
      txn(30, 'mati', 50, T1, null),
      txn(35, 'afkir', 100, T2, null),
    ];
    const state = new Map<number, FlockState>();
    const ages = carriedAges(state, seq);

    expect(seq.map((t) => ages.get(t.id))).toEqual([
      20 * 7, // masuk: usia_minggu × 7
      30 * 7,
      224, // pindah: age of T2 on day 28 = 28 − (−196)
      179.333, // mati: T1 hatch mean = −(1000×140 + 200×196)/1200 = −149.333; on day 30: 179.333
      231, // afkir: T2 on day 35 = 35 + 196
    ]);
    // Population: T1 = 1000 + 200 − 50; T2 = 500 − 200 − 100.
    expect(state.get(T1)!.populasi).toBe(1150);
    expect(state.get(T2)!.populasi).toBe(200);
    // Age on day 35: T1 = 35 + 149.333 = 184.333 days → 26 whole weeks; T2 = 231 days → 33 weeks.
    expect(ageDays(state.get(T1), D0 + 35)).toBeCloseTo(184.333, 3);
    expect(weeksOf(ageDays(state.get(T1), D0 + 35))).toBe(26);
    expect(weeksOf(ageDays(state.get(T2), D0 + 35))).toBe(33);
    // Bagian of both, population-weighted: (1150 × 184.333 + 200 × 231) / 1350 = 191.25 days → 27 weeks.
    const t1 = state.get(T1)!;
    const t2 = state.get(T2)!;
    const bagian = { populasi: t1.populasi + t2.populasi, hatchMass: t1.hatchMass + t2.hatchMass };
    expect(ageDays(bagian, D0 + 35)).toBeCloseTo(191.25, 2);
    expect(weeksOf(ageDays(bagian, D0 + 35))).toBe(27);
  });

  it('removes birds proportionally: mati and afkir leave the age of the rest unchanged', () => {
    const state = new Map<number, FlockState>();
    carriedAges(state, [txn(0, 'masuk', 100, null, T1, 10), txn(0, 'masuk', 100, null, T1, 20)]);
    // Mixed: (100 × 70 + 100 × 140) / 200 = 105 days on day 0.
    expect(ageDays(state.get(T1), D0)).toBe(105);
    carriedAges(state, [txn(7, 'mati', 150, T1, null)]);
    expect(state.get(T1)!.populasi).toBe(50);
    expect(ageDays(state.get(T1), D0 + 7)).toBe(112);
  });

  it('applies the transactions of one day masuk first, then pindah, then mati/afkir, whatever their ids', () => {
    const state = new Map<number, FlockState>();
    const mati = txn(3, 'mati', 10, T1, null);
    const pindah = txn(3, 'pindah', 40, T1, T2);
    const masuk = txn(3, 'masuk', 100, null, T1, 18);
    const ages = carriedAges(state, [mati, pindah, masuk]);
    expect(ages.get(pindah.id)).toBe(126);
    expect(ages.get(mati.id)).toBe(126);
    expect(state.get(T1)!.populasi).toBe(100 - 40 - 10);
    expect(state.get(T2)!.populasi).toBe(40);
  });

  it('keeps the known age of a pindah whose origin is not replayed and mixes it into the destination', () => {
    const state = new Map<number, FlockState>([[T2, { populasi: 100, hatchMass: 100 * (D0 - 50) }]]);
    // 100 birds of T2 aged 50 days on day 0; 100 birds come from T1 (not replayed) aged 150 days on day 0.
    const moved = { ...txn(0, 'pindah', 100, T1, T2), carried: 150 };
    const mati = txn(10, 'mati', 20, T2, null);
    const ages = carriedAges(state, [moved, mati]);
    expect(ages.get(moved.id)).toBe(150);
    // T2 on day 10: (100 × 60 + 100 × 160) / 200 = 110 days.
    expect(ages.get(mati.id)).toBe(110);
    expect(state.get(T2)!.populasi).toBe(180);
  });

  it('gives age 0 to birds taken from an empty tingkat (such a transaction is refused by the population check)', () => {
    const state = new Map<number, FlockState>();
    const t = txn(0, 'mati', 5, T1, null);
    expect(carriedAges(state, [t]).get(t.id)).toBe(0);
    expect(state.get(T1)!.populasi).toBe(-5);
    expect(ageDays(state.get(T1), D0)).toBeNull();
  });

  it('continues from an opening state (rows before the edited date keep their stored age)', () => {
    const state = new Map<number, FlockState>([[T1, { populasi: 300, hatchMass: 300 * (D0 - 200) }]]);
    const t = txn(10, 'pindah', 100, T1, T2);
    expect(carriedAges(state, [t]).get(t.id)).toBe(210);
    expect(ageDays(state.get(T2), D0 + 17)).toBe(217);
  });
});

describe('per-aksi rules (spec part 1 §4.3, §5)', () => {
  it.each([
    [{ aksi: 'masuk', tujuan_tingkat_id: 1 }, 'Usia (minggu) wajib untuk aksi=masuk.'],
    [{ aksi: 'masuk', asal_tingkat_id: 2, tujuan_tingkat_id: 1, usia_minggu: 18 }, 'aksi=masuk: Asal harus kosong.'],
    [{ aksi: 'masuk', usia_minggu: 18 }, 'aksi=masuk: Tujuan wajib dipilih.'],
    [{ aksi: 'pindah', asal_tingkat_id: 1 }, 'aksi=pindah: Asal & Tujuan wajib diisi.'],
    [{ aksi: 'pindah', tujuan_tingkat_id: 1 }, 'aksi=pindah: Asal & Tujuan wajib diisi.'],
    [{ aksi: 'pindah', asal_tingkat_id: 1, tujuan_tingkat_id: 1 }, 'aksi=pindah: Asal & Tujuan tidak boleh sama.'],
    [{ aksi: 'mati', tujuan_tingkat_id: 1 }, 'aksi=mati: Asal wajib diisi.'],
    [{ aksi: 'afkir', asal_tingkat_id: 1, tujuan_tingkat_id: 2 }, 'aksi=afkir: Tujuan harus kosong.'],
  ] as const)('%j → %s', (fields, message) => {
    expect(aksiRuleError(fields)).toBe(message);
  });

  it('accepts well-formed transactions of each aksi', () => {
    expect(aksiRuleError({ aksi: 'masuk', tujuan_tingkat_id: 1, usia_minggu: 0 })).toBeNull();
    expect(aksiRuleError({ aksi: 'pindah', asal_tingkat_id: 1, tujuan_tingkat_id: 2 })).toBeNull();
    expect(aksiRuleError({ aksi: 'mati', asal_tingkat_id: 1, tujuan_tingkat_id: null })).toBeNull();
    expect(aksiRuleError({ aksi: 'afkir', asal_tingkat_id: 1, usia_minggu: 40 })).toBeNull();
  });
});

describe('breed carried by the birds (docs/adr/0029-flock-breed.md)', () => {
  it('takes the majority breed; a tie or no birds gives the farm default', () => {
    expect(majorityBreed(new Map([['hyline_w80', 40], ['hyline_brown', 60]]), 'hyline_w80')).toBe('hyline_brown');
    expect(majorityBreed(new Map([['hyline_w80', 50], ['hyline_brown', 50]]), 'hyline_brown')).toBe('hyline_brown');
    expect(majorityBreed(new Map([['hyline_w80', 50], ['hyline_brown', 50]]), 'hyline_w80')).toBe('hyline_w80');
    expect(majorityBreed(new Map([['hyline_w80', -5]]), 'hyline_brown')).toBe('hyline_brown');
    expect(majorityBreed(undefined, 'hyline_w80')).toBe('hyline_w80');
  });

  it('moves, kills and culls birds of the origin majority breed', () => {
    const brownIn = { ...txn(0, 'masuk', 600, null, T1, 20), breed: 'hyline_brown' as const };
    const whiteIn = { ...txn(0, 'masuk', 400, null, T1, 20), breed: 'hyline_w80' as const };
    const move = txn(1, 'pindah', 100, T1, T2);
    const dead = txn(2, 'mati', 10, T2, null);
    const state = new Map<number, BreedCounts>();
    const breeds = carriedBreeds(state, [dead, move, whiteIn, brownIn], 'hyline_w80');
    // T1 holds 600 brown + 400 white: the pindah moves brown birds; T2 then holds 100 brown: the deaths are brown.
    expect([breeds.get(brownIn.id), breeds.get(whiteIn.id), breeds.get(move.id), breeds.get(dead.id)]).toEqual(['hyline_brown', 'hyline_w80', 'hyline_brown', 'hyline_brown']);
    expect(state.get(T1)).toEqual(new Map([['hyline_brown', 500], ['hyline_w80', 400]]));
    expect(state.get(T2)).toEqual(new Map([['hyline_brown', 90]]));
  });
});
