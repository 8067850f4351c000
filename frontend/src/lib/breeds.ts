/**
 * The breeds a flock can be (docs/adr/0029-flock-breed.md): the codes of the API and the names
 * the screens show. The chicken entry form and the egg settings (the farm default) use them.
 */

/** A breed code of the API (exactly the API's codes: checked at compile time in api/contract.ts). */
export type BreedCode = 'hyline_w80' | 'hyline_brown';

/** The breeds in the order the selects offer them. */
export const BREEDS: readonly BreedCode[] = ['hyline_w80', 'hyline_brown'];

/** The name of each breed. */
export const BREED_LABELS: Record<BreedCode, string> = {
  hyline_w80: 'Hy-Line W-80 Plus (putih)',
  hyline_brown: 'Hy-Line Brown (coklat)',
};

/** Short names for a table column. */
export const BREED_SHORT_LABELS: Record<BreedCode, string> = {
  hyline_w80: 'W-80 (putih)',
  hyline_brown: 'Brown (coklat)',
};

/** The breed of a farm that never chose one. */
export const DEFAULT_BREED: BreedCode = 'hyline_w80';
