import { SetupChecklistDto, SetupStepDto, SetupStepKey } from './dto/setup-checklist.dto';

/** A step as declared: label, what to do, the screen that does it, and the steps whose data it needs. */
export interface SetupStepDef extends Omit<SetupStepDto, 'done'> {
  /** Steps that must come first: their data is what this step's screen picks from. */
  needs: readonly SetupStepKey[];
}

/**
 * The steps and what each needs: birds are placed in a tingkat (structure first), the opening
 * receivables are per customer (customers first), an abk records the daily entries of tingkat
 * (structure first).
 */
export const SETUP_STEP_DEFS: ReadonlyArray<SetupStepDef> = [
  { key: 'struktur', label: 'Struktur kandang', hint: 'Buat lokasi, plant, jalur, bagian dan tingkat kandang.', path: '/struktur-kandang', needs: [] },
  { key: 'ayam', label: 'Ayam masuk', hint: 'Catat ayam masuk per tingkat beserta usianya saat datang (minggu).', path: '/ayaminfo', needs: ['struktur'] },
  { key: 'pelanggan', label: 'Pelanggan', hint: 'Tambahkan pembeli telur.', path: '/customers', needs: [] },
  { key: 'saldo_awal', label: 'Saldo awal', hint: 'Isi saldo awal kas, bank, piutang pelanggan dan stok pakan.', path: '/saldo-awal', needs: ['pelanggan'] },
  { key: 'pengguna', label: 'Pengguna/ABK', hint: 'Buat akun ABK yang mengisi pakan dan produksi harian.', path: '/users', needs: ['struktur'] },
];

/**
 * The steps in the order a farm can do them: each after every step it needs, otherwise in the
 * order given (the first step whose needs are all placed goes next). Throws on a need that is not
 * among the steps or on a circle of needs (a programming error, never the data's).
 */
export function inNeedOrder<T extends { key: string; needs: readonly string[] }>(steps: ReadonlyArray<T>): T[] {
  const keys = new Set(steps.map((s) => s.key));
  for (const s of steps) for (const n of s.needs) if (!keys.has(n)) throw new Error(`Langkah ${s.key} membutuhkan ${n} yang tidak ada`);
  const placed = new Set<string>();
  const out: T[] = [];
  while (out.length < steps.length) {
    const next = steps.find((s) => !placed.has(s.key) && s.needs.every((n) => placed.has(n)));
    if (!next) throw new Error('Urutan langkah melingkar');
    placed.add(next.key);
    out.push(next);
  }
  return out;
}

/** The steps in order (computed once). */
const STEPS: ReadonlyArray<Omit<SetupStepDto, 'done'>> = inNeedOrder(SETUP_STEP_DEFS).map(({ key, label, hint, path }) => ({ key, label, hint, path }));

/**
 * The checklist of a new farm (issue #24 'A new farm knows what to do first') from which steps its
 * data shows done: the five steps each after the steps it needs (struktur, ayam, pelanggan,
 * saldo_awal, pengguna), `complete` when all are done, `empty_farm` while it has no tingkat or no
 * birds (the dashboard's figures would all be zero).
 */
export function checklistOf(done: Record<SetupStepKey, boolean>): SetupChecklistDto {
  const steps = STEPS.map((s) => ({ ...s, done: done[s.key] }));
  return { steps, complete: steps.every((s) => s.done), empty_farm: !done.struktur || !done.ayam };
}
