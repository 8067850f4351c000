/**
 * Pure flock logic (DESIGN §5 'Coop structure and flocks', spec part 1 §4.3, §5): the per-aksi
 * rules of a chicken transaction and the age carried by the birds each transaction moves.
 * Model of ages: docs/adr/0002-flock-age.md.
 */

import { BREED_INVALID, BreedCode } from '../breed-standard/breed-standard.service';

export const AKSI = ['masuk', 'pindah', 'mati', 'afkir'] as const;
export type Aksi = (typeof AKSI)[number];

/** Messages of spec part 1 §5 (chicken transaction form). */
export const MSG = {
  tanggal: 'Tanggal wajib (YYYY-MM-DD).',
  aksiWajib: 'Aksi wajib dipilih.',
  aksiTidakValid: 'Aksi tidak valid.',
  jumlah: 'Jumlah wajib angka > 0.',
  usiaWajib: 'Usia (minggu) wajib untuk aksi=masuk.',
  usia: 'Usia harus integer 0..200.',
  keterangan: 'Keterangan maksimal 200 karakter.',
  breed: BREED_INVALID,
  masukAsal: 'aksi=masuk: Asal harus kosong.',
  masukTujuan: 'aksi=masuk: Tujuan wajib dipilih.',
  pindahWajib: 'aksi=pindah: Asal & Tujuan wajib diisi.',
  pindahSama: 'aksi=pindah: Asal & Tujuan tidak boleh sama.',
  asalWajib: (aksi: string) => `aksi=${aksi}: Asal wajib diisi.`,
  tujuanKosong: (aksi: string) => `aksi=${aksi}: Tujuan harus kosong.`,
} as const;

/** The fields the per-aksi rules look at. */
export interface AksiFields {
  aksi: Aksi;
  asal_tingkat_id?: number | null;
  tujuan_tingkat_id?: number | null;
  usia_minggu?: number | null;
}

/**
 * First broken per-aksi rule of spec part 1 §4.3/§5, or null: masuk needs an age and a destination
 * and no origin; pindah needs two different tingkat; mati/afkir need an origin and no destination.
 */
export function aksiRuleError(t: AksiFields): string | null {
  const asal = t.asal_tingkat_id ?? null;
  const tujuan = t.tujuan_tingkat_id ?? null;
  switch (t.aksi) {
    case 'masuk':
      if (t.usia_minggu === null || t.usia_minggu === undefined) return MSG.usiaWajib;
      if (asal !== null) return MSG.masukAsal;
      if (tujuan === null) return MSG.masukTujuan;
      return null;
    case 'pindah':
      if (asal === null || tujuan === null) return MSG.pindahWajib;
      if (asal === tujuan) return MSG.pindahSama;
      return null;
    default:
      if (asal === null) return MSG.asalWajib(t.aksi);
      if (tujuan !== null) return MSG.tujuanKosong(t.aksi);
      return null;
  }
}

/** Birds in one tingkat: count and Σ(birds × hatch day), hatch days counted from 1970-01-01. */
export interface FlockState {
  populasi: number;
  hatchMass: number;
}

/** A chicken transaction as the age derivation needs it; `day` = tanggal in days since 1970-01-01. */
export interface FlockTxn extends AksiFields {
  id: number;
  day: number;
  jumlah: number;
  /**
   * Age in days already known for this row (its stored `usia_hari`), used instead of the origin's
   * state: for a pindah out of a tingkat whose state is not replayed (see ChickensService.deriveAges).
   */
  carried?: number;
  /** The breed stored on the row: a masuk's breed as entered; kept as is by a row with `carried`. */
  breed?: BreedCode | null;
}

const AKSI_ORDER: Record<Aksi, number> = { masuk: 0, pindah: 1, mati: 2, afkir: 3 };

/** Order in which the transactions of a day apply: masuk, pindah, mati, afkir, then by id. */
export function compareFlockTxn(a: FlockTxn, b: FlockTxn): number {
  return a.day - b.day || AKSI_ORDER[a.aksi] - AKSI_ORDER[b.aksi] || a.id - b.id;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(tanggal: string): number {
  return Math.round(Date.parse(`${tanggal}T00:00:00Z`) / 86_400_000);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Population-weighted age in days on `day` of the birds in `s` (null when it holds none). */
export function ageDays(s: FlockState | undefined, day: number): number | null {
  return s && s.populasi > 0 ? day - s.hatchMass / s.populasi : null;
}

/**
 * Age in days (3 decimals), on its date, of the birds each transaction moves — the `usia_hari`
 * stored on the row — replaying `txns` in order from the `opening` state of every tingkat:
 * - masuk brings birds aged usia_minggu × 7 days (their hatch date is tanggal − usia_minggu weeks);
 * - pindah carries birds at the population-weighted age of the origin, so a mixed destination gets
 *   the weighted hatch date of both groups;
 * - mati and afkir remove birds at the origin's weighted age (proportional removal: the age of the
 *   birds that stay does not change).
 * An origin that holds no birds at that moment gives the transaction age 0 (such a transaction is
 * refused anyway when it leaves the population negative at the end of its day). A row with `carried`
 * keeps that age (its origin is not replayed) and only changes the state of the tingkat it touches.
 * `opening` is updated in place to the state after the last transaction.
 */
export function carriedAges(opening: Map<number, FlockState>, txns: FlockTxn[]): Map<number, number> {
  const result = new Map<number, number>();
  const state = (id: number) => {
    let s = opening.get(id);
    if (!s) opening.set(id, (s = { populasi: 0, hatchMass: 0 }));
    return s;
  };
  for (const t of [...txns].sort(compareFlockTxn)) {
    const usia =
      t.aksi === 'masuk'
        ? (t.usia_minggu ?? 0) * 7
        : (t.carried ?? round3(Math.max(ageDays(opening.get(t.asal_tingkat_id!), t.day) ?? 0, 0)));
    result.set(t.id, usia);
    const mass = t.jumlah * (t.day - usia);
    if (t.asal_tingkat_id) {
      const s = state(t.asal_tingkat_id);
      s.populasi -= t.jumlah;
      s.hatchMass -= mass;
    }
    if (t.tujuan_tingkat_id) {
      const s = state(t.tujuan_tingkat_id);
      s.populasi += t.jumlah;
      s.hatchMass += mass;
    }
  }
  return result;
}

/** Live birds of a tingkat per breed. */
export type BreedCounts = Map<BreedCode, number>;

/** The breed with most birds in `counts` (positive counts only); a tie or no birds → `fallback` (the farm default). */
export function majorityBreed(counts: BreedCounts | undefined, fallback: BreedCode): BreedCode {
  let best: BreedCode | null = null;
  let top = 0;
  let tie = false;
  for (const [breed, n] of counts ?? []) {
    if (n > top) [best, top, tie] = [breed, n, false];
    else if (n === top && n > 0) tie = true;
  }
  return best === null || tie ? fallback : best;
}

/**
 * Breed of the birds each transaction moves — the `breed` stored on the row — replaying `txns` in
 * the order of compareFlockTxn from the `opening` counts per tingkat and breed: a masuk keeps the
 * breed entered; a pindah, mati or afkir moves birds of the origin's majority breed at that moment
 * (majorityBreed, tie or empty → `fallback`); a row with `carried` keeps its stored breed (its
 * origin is not replayed). `opening` is updated in place.
 */
export function carriedBreeds(opening: Map<number, BreedCounts>, txns: FlockTxn[], fallback: BreedCode): Map<number, BreedCode> {
  const result = new Map<number, BreedCode>();
  const counts = (id: number) => {
    let c = opening.get(id);
    if (!c) opening.set(id, (c = new Map<BreedCode, number>()));
    return c;
  };
  for (const t of [...txns].sort(compareFlockTxn)) {
    const breed = t.aksi === 'masuk' || t.carried !== undefined ? (t.breed ?? fallback) : majorityBreed(opening.get(t.asal_tingkat_id!), fallback);
    result.set(t.id, breed);
    if (t.asal_tingkat_id) counts(t.asal_tingkat_id).set(breed, (counts(t.asal_tingkat_id).get(breed) ?? 0) - t.jumlah);
    if (t.tujuan_tingkat_id) counts(t.tujuan_tingkat_id).set(breed, (counts(t.tujuan_tingkat_id).get(breed) ?? 0) + t.jumlah);
  }
  return result;
}

/** Whole weeks of an age in days (null stays null). */
export const weeksOf = (days: number | null): number | null => (days === null ? null : Math.floor(days / 7));
