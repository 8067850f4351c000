/**
 * What an empty picker says (issue #36 'every empty picker says what to create and links to it'):
 * a picker whose choices come from another screen (customers, tingkat, bank accounts, main tasks)
 * tells, once its list has loaded empty, what to create first and links to the screen that does
 * it. Used as a select's `helperText` (`pickerHelper`) and as an Autocomplete's `noOptionsText`
 * (`PickerEmptyText`).
 */
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** Where the choices of a picker are made. */
export interface PickerSource {
  /** What the list holds, lower case: 'pelanggan', 'tingkat kandang'. */
  what: string;
  /** The screen that creates them, as the menu names it: 'Data Pelanggan'. */
  screen: string;
  /** Its route: '/customers'. */
  path: string;
}

/** The sources of the app's pickers, by what they hold (one place for the screens' names and routes). */
export const PICKER_SOURCES = {
  pelanggan: { what: 'pelanggan aktif', screen: 'Data Pelanggan', path: '/customers' },
  tingkat: { what: 'tingkat kandang', screen: 'Struktur Kandang', path: '/struktur-kandang' },
  bagian: { what: 'bagian kandang', screen: 'Struktur Kandang', path: '/struktur-kandang' },
  rekeningBank: { what: 'rekening bank', screen: 'Kode Akun', path: '/kode-akun' },
  mainTask: { what: 'main task aktif', screen: 'Nama Tugas', path: '/tasks/library' },
} as const satisfies Record<string, PickerSource>;

/** 'Belum ada pelanggan. Buat di Data Pelanggan' with the screen's name as a link. */
export function PickerEmptyText({ what, screen, path }: PickerSource) {
  return (
    <>
      Belum ada {what}.{' '}
      <Link component={RouterLink} to={path}>
        Buat di {screen}
      </Link>
    </>
  );
}

/**
 * The helper text of a picker: the empty-list text with its link once `options` loaded with
 * nothing in it, else `otherwise` (undefined while loading, so nothing flickers).
 */
export function pickerHelper(options: readonly unknown[] | undefined, source: PickerSource, otherwise?: ReactNode): ReactNode {
  return options && options.length === 0 ? <PickerEmptyText {...source} /> : otherwise;
}
