import * as fs from 'fs';
import * as path from 'path';
import { BREED_STANDARD, breedWeek } from './breed-standard';
import { BREED_STANDARD_CSV } from './breed-standard.data';

describe('breed standard (Hy-Line W-80 Plus)', () => {
  it('embeds exactly the CSV kept in src/database/seed/data (regenerate with generate-data.js)', () => {
    const file = fs.readFileSync(path.join(__dirname, '..', '..', 'database', 'seed', 'data', 'breed-standard-hyline-w80plus.csv'), 'utf8');
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
