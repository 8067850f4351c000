import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * The nutrients of a feed (issue #37): crude protein, ME, Ca, available P and crude fibre — of a
 * stock item, of a ration's mix and of a phase's target: labels, units, decimals, display.
 */

/** The nutrient fields: key, label, unit shown, decimals the server keeps, upper bound. */
export const NUTRIENTS = [
  { key: 'protein_pct', label: 'Protein', unit: '%', decimals: 2, max: 100 },
  { key: 'me_kcal_per_kg', label: 'EM', unit: 'kkal/kg', decimals: 1, max: 10000 },
  { key: 'ca_pct', label: 'Kalsium', unit: '%', decimals: 2, max: 100 },
  { key: 'p_avail_pct', label: 'P tersedia', unit: '%', decimals: 2, max: 100 },
  { key: 'fibre_pct', label: 'Serat kasar', unit: '%', decimals: 2, max: 100 },
] as const;
export type NutrientKey = (typeof NUTRIENTS)[number]['key'];

const shown = new Map(NUTRIENTS.map((d) => [d.key, new Intl.NumberFormat('id-ID', { maximumFractionDigits: d.decimals })]));

/** One nutrient as shown: 3322 → '3.322', 0.02 → '0,02', null → '-'. */
export const nutrientValue = (key: NutrientKey, v: number | null): string => (v === null ? '-' : shown.get(key)!.format(v));

/** One number column per nutrient ('Protein (%)' …) of rows whose nutrients `nutrientsOf` gives. */
export function nutrientColumns<R extends GridValidRowModel>(nutrientsOf: (row: R) => Record<NutrientKey, number | null>): GridColDef<R>[] {
  return NUTRIENTS.map(
    (d): GridColDef<R> => ({
      field: d.key,
      headerName: `${d.label} (${d.unit})`,
      type: 'number',
      flex: 0.8,
      minWidth: 70,
      valueGetter: (_v, row) => nutrientsOf(row)[d.key],
      valueFormatter: (v: number | null) => nutrientValue(d.key, v),
    }),
  );
}
