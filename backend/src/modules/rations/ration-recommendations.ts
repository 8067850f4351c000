import type { NutrientKey, RationPhase } from './rations.rules';

/** A published recommendation for a phase, with the source it was copied from. */
export interface Recommendation {
  nutrient: NutrientKey | null;
  min: number | null;
  max: number | null;
  text: string;
  source: string;
}

const LOHMANN_CAGE = 'Lohmann Tierzucht, e-guide kandang baterai (cage housing), bagian nutrisi';

/**
 * The recommendations of `shared/data/nutrient-recommendations-layers-partial.csv` that speak of
 * the nutrients a ration computes (protein, ME, Ca, available P, crude fibre), per phase, copied
 * with their source; nothing is estimated. The file has no protein, Ca or available P figure per
 * phase (Hy-Line's were not found): the farm enters its own targets from its breeder's guide or
 * feed supplier. The ME kcal/kg of the start of lay is derived (MJ ÷ 4.187), and says so.
 */
export const RECOMMENDATIONS: Record<RationPhase, Recommendation[]> = {
  starter: [
    {
      nutrient: 'me_kcal_per_kg',
      min: 2850,
      max: null,
      text: 'EM minimal 2.850 kkal/kg (11,90 MJ/kg), starter/pre-starter 0–5 minggu',
      source: 'Lohmann Tierzucht, e-guide sistem alternatif (alternative systems), hlm. 37',
    },
  ],
  grower: [],
  developer: [
    {
      nutrient: 'fibre_pct',
      min: 5,
      max: 6,
      text: 'Serat kasar 5–6 % (kepadatan nutrisi dikurangi untuk melatih kapasitas makan)',
      source: `${LOHMANN_CAGE}, hlm. 23`,
    },
  ],
  pre_layer: [
    {
      nutrient: null,
      min: null,
      max: null,
      text: 'Kalsium sekitar 2 kali kalsium pakan developer; diberikan ±10 hari sebelum mulai bertelur, maksimal 1 kg per ekor',
      source: `${LOHMANN_CAGE}, hlm. 23–24`,
    },
  ],
  layer: [
    {
      nutrient: 'me_kcal_per_kg',
      min: 2770,
      max: 2770,
      text: 'EM 11,6 MJ/kg ≈ 2.770 kkal/kg pada awal bertelur (5–6 minggu pertama); kkal dihitung dari MJ (11,6 ÷ 4,187 × 1000)',
      source: `${LOHMANN_CAGE}, hlm. 24`,
    },
    {
      nutrient: 'me_kcal_per_kg',
      min: 2725,
      max: 2725,
      text: 'EM 11,4 MJ/kg = 2.725 kkal/kg, pakan fase layer mulai ±26 minggu',
      source: `${LOHMANN_CAGE}, hlm. 25`,
    },
  ],
};
