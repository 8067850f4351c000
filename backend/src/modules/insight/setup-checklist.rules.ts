import { SetupChecklistDto, SetupStepDto, SetupStepKey } from './dto/setup-checklist.dto';

/** The steps in order: label, what to do, the screen that does it. */
const STEPS: ReadonlyArray<Omit<SetupStepDto, 'done'>> = [
  { key: 'struktur', label: 'Struktur kandang', hint: 'Buat lokasi, plant, jalur, bagian dan tingkat kandang.', path: '/struktur-kandang' },
  { key: 'ayam', label: 'Ayam masuk', hint: 'Catat ayam masuk per tingkat beserta usianya saat datang (minggu).', path: '/ayaminfo' },
  { key: 'saldo_awal', label: 'Saldo awal', hint: 'Isi saldo awal kas, bank, piutang pelanggan dan stok pakan.', path: '/saldo-awal' },
  { key: 'pelanggan', label: 'Pelanggan', hint: 'Tambahkan pembeli telur.', path: '/customers' },
  { key: 'pengguna', label: 'Pengguna/ABK', hint: 'Buat akun ABK yang mengisi pakan dan produksi harian.', path: '/users' },
];

/**
 * The checklist of a new farm (issue #24 'A new farm knows what to do first') from which steps its
 * data shows done: the five steps in order, `complete` when all are done, `empty_farm` while it has
 * no tingkat or no birds (the dashboard's figures would all be zero).
 */
export function checklistOf(done: Record<SetupStepKey, boolean>): SetupChecklistDto {
  const steps = STEPS.map((s) => ({ ...s, done: done[s.key] }));
  return { steps, complete: steps.every((s) => s.done), empty_farm: !done.struktur || !done.ayam };
}
