import * as fs from 'fs';
import * as path from 'path';
import { BREED_STANDARD, BREED_STANDARD_BROWN, breedWeek } from './breed-standard';
import { BREED_STANDARD_BROWN_CSV, BREED_STANDARD_CSV } from './breed-standard.data';
import { BreedStandardService } from './breed-standard.service';

describe('breed standard (Hy-Line W-80 Plus)', () => {
  it('embeds exactly the CSV kept in src/modules/breed-standard/data (regenerate with generate-data.js)', () => {
    const file = fs.readFileSync(path.join(__dirname, 'data', 'breed-standard-hyline-w80plus.csv'), 'utf8');
    expect(BREED_STANDARD_CSV).toBe(file);
  });

  it('holds weeks 18..100, one row each, with the values of the table', () => {
    expect(BREED_STANDARD).toHaveLength(100 - 18 + 1);
    expect(BREED_STANDARD.map((w) => w.age_weeks)).toEqual(Array.from({ length: 83 }, (_, i) => 18 + i));
    // Row "30,95.5,97.5,60.1,99,108,2.0,63.9,66.2,3.6,1.57,1.69" of the CSV.
    expect(breedWeek(30)).toEqual({
      age_weeks: 30,
      hen_day_pct_min: 95.5,
      hen_day_pct_max: 97.5,
      egg_weight_g: 60.1,
      feed_g_per_bird_day_min: 99,
      feed_g_per_bird_day_max: 108,
      cum_mortality_pct: 2.0,
      hen_housed_eggs_min: 63.9,
      hen_housed_eggs_max: 66.2,
      hen_housed_egg_mass_kg: 3.6,
      body_weight_kg_min: 1.57,
      body_weight_kg_max: 1.69,
    });
  });

  it('clamps ages outside the table and truncates fractional weeks', () => {
    expect(breedWeek(10).age_weeks).toBe(18);
    expect(breedWeek(30.9).age_weeks).toBe(30);
    expect(breedWeek(150).age_weeks).toBe(100);
  });
});

describe('breed standard (Hy-Line Brown)', () => {
  // bandsFor needs no database: the tenant context is not used.
  const standard = new BreedStandardService(undefined as never);

  it('embeds exactly the CSV kept in src/modules/breed-standard/data (regenerate with generate-data.js)', () => {
    const file = fs.readFileSync(path.join(__dirname, 'data', 'breed-standard-hyline-brown.csv'), 'utf8');
    expect(BREED_STANDARD_BROWN_CSV).toBe(file);
    expect(BREED_STANDARD_BROWN.map((w) => w.week)).toEqual(Array.from({ length: 83 }, (_, i) => 18 + i));
  });

  it('gives the Brown bands read from its CSV, egg weight as a range with its midpoint', () => {
    // Row "25,93.4,98.1,54.2,57.6,108,116,99.47,1779,1880": egg midpoint (54.2 + 57.6) / 2 = 55.9.
    expect(standard.bandsFor(25, 'hyline_brown')).toEqual({ std_prod_min: 93.4, std_prod_max: 98.1, std_fi_min: 108, std_fi_max: 116, std_egg_g: 55.9, std_egg_g_min: 54.2, std_egg_g_max: 57.6 });
    // Row "50,90.0,95.6,60.5,64.3,110,118,98.01,1938,2049": (60.5 + 64.3) / 2 = 62.4.
    expect(standard.bandsFor(50, 'hyline_brown')).toEqual({ std_prod_min: 90, std_prod_max: 95.6, std_fi_min: 110, std_fi_max: 118, std_egg_g: 62.4, std_egg_g_min: 60.5, std_egg_g_max: 64.3 });
    // Above the table: week 100 "100,70.8,77.6,62.2,66.1,110,118,91.40,…"; cumulative mortality 100 − 91.40 = 8.6 %.
    expect(standard.bandsFor(130, 'hyline_brown')).toMatchObject({ std_prod_min: 70.8, std_egg_g_min: 62.2, std_egg_g_max: 66.1 });
    expect(standard.week(130, 'hyline_brown').cum_mortality_pct).toBe(8.6);
    // Below week 18 and without birds: no band.
    expect(standard.bandsFor(17, 'hyline_brown').std_prod_min).toBeNull();
    expect(standard.bandsFor(null, 'hyline_brown').std_fi_max).toBeNull();
  });

  it('keeps W-80 Plus the default, its one egg weight as min = max', () => {
    // W-80 row 30: "30,95.5,97.5,60.1,99,108,…".
    expect(standard.bandsFor(30)).toEqual({ std_prod_min: 95.5, std_prod_max: 97.5, std_fi_min: 99, std_fi_max: 108, std_egg_g: 60.1, std_egg_g_min: 60.1, std_egg_g_max: 60.1 });
    expect(standard.sourceOf('hyline_brown')).toContain('Hy-Line Brown');
    expect(standard.sourceOf('hyline_w80')).toContain('W-80 Plus');
  });
});
