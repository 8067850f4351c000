/**
 * Rules of the one-form structure set-up of Struktur Kandang (issue #36 'A new farm in ten
 * minutes'): a jalur with its bagian and the same number of tingkat in each, written in one
 * request. Pure: what the body may ask for before anything is written.
 */
import { UnprocessableEntityException } from '@nestjs/common';

/** Most bagian one set-up may create (bounded work per request: ≤ 20 × 100 tingkat). */
export const SETUP_BAGIAN_MAX = 20;

/** The 422 messages of a set-up whose bagian cannot be written. */
export const SETUP_MESSAGES = {
  count: `Isi 1 sampai ${SETUP_BAGIAN_MAX} bagian.`,
  blank: (row: number) => `Nama bagian baris ${row} wajib diisi.`,
  twice: (nama: string) => `Nama bagian "${nama}" dipakai dua kali.`,
  place: 'Pilih plant yang ada, atau isi nama plant baru beserta lokasinya (yang ada atau nama baru).',
} as const;

/**
 * The bagian names of a set-up, trimmed, in the order given: 1..{@link SETUP_BAGIAN_MAX} of them,
 * none blank, none twice (case-insensitive, as sibling names are unique: spec part 2 'Struktur
 * Kandang'). Else 422 with the first problem.
 */
export function setupBagianNames(names: readonly string[]): string[] {
  if (names.length < 1 || names.length > SETUP_BAGIAN_MAX) throw new UnprocessableEntityException(SETUP_MESSAGES.count);
  const seen = new Set<string>();
  return names.map((raw, i) => {
    const nama = raw.trim();
    if (!nama) throw new UnprocessableEntityException(SETUP_MESSAGES.blank(i + 1));
    if (seen.has(nama.toLowerCase())) throw new UnprocessableEntityException(SETUP_MESSAGES.twice(nama));
    seen.add(nama.toLowerCase());
    return nama;
  });
}

/** Where the new jalur goes: an existing plant, or a new plant under an existing or a new lokasi. */
export type SetupPlace = { plantId: number } | { plant: string; lokasiId: number } | { plant: string; lokasi: string };

/**
 * The place of a set-up from its body: `plant_id` alone (an existing plant), or a `plant` name with
 * `lokasi_id` or a `lokasi` name (exactly one). Anything else — both an existing plant and a new
 * one, a new plant without its lokasi, a lokasi both chosen and named — 422 {@link SETUP_MESSAGES}.place.
 */
export function setupPlace(body: { plant_id?: number; plant?: string; lokasi_id?: number; lokasi?: string }): SetupPlace {
  const plant = body.plant?.trim() || undefined;
  const lokasi = body.lokasi?.trim() || undefined;
  if (body.plant_id !== undefined) {
    if (plant || lokasi || body.lokasi_id !== undefined) throw new UnprocessableEntityException(SETUP_MESSAGES.place);
    return { plantId: body.plant_id };
  }
  if (!plant || (body.lokasi_id !== undefined) === !!lokasi) throw new UnprocessableEntityException(SETUP_MESSAGES.place);
  return body.lokasi_id !== undefined ? { plant, lokasiId: body.lokasi_id } : { plant, lokasi: lokasi! };
}
