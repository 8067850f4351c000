import { meterLitresPerDay, rearingBand, sampleStats, thi, waterFeedRatio } from './measurements.rules';

describe('measurement rules (issue #39)', () => {
  it('a sample of 10 weights: n, mean, CV with the sample standard deviation, uniformity ±10 %', () => {
    // Σ = 1500+1520+1480+1600+1400+1550+1450+1700+1300+1500 = 15,000 → mean 1,500 g.
    // Deviations: 0, 20, −20, 100, −100, 50, −50, 200, −200, 0; squares sum 0+400+400+10,000+10,000+2,500+2,500+40,000+40,000+0 = 105,800.
    // s = √(105,800 / 9) = √11,755.6 = 108.42 → CV 108.42 / 1500 = 7.23 % → 7.2.
    // ±10 % of 1,500 = 1,350..1,650: all but 1,700 and 1,300 → 8 of 10 = 80 %.
    const s = sampleStats([1500, 1520, 1480, 1600, 1400, 1550, 1450, 1700, 1300, 1500]);
    expect(s).toEqual({ n: 10, mean_g: 1500, cv_pct: 7.2, uniformity_pct: 80 });
  });

  it('counts a bird exactly on the ±10 % bound as within; one bird has no CV', () => {
    // 900 + 1100 = 2000, mean 1000; both exactly 10 % off → 100 %. s = √((100² + 100²)/1) = 141.42 → 14.1 %.
    expect(sampleStats([900, 1100])).toEqual({ n: 2, mean_g: 1000, cv_pct: 14.1, uniformity_pct: 100 });
    // 899 + 1101: mean 1000, both 10.1 % off → 0 %.
    expect(sampleStats([899, 1101]).uniformity_pct).toBe(0);
    expect(sampleStats([1234])).toEqual({ n: 1, mean_g: 1234, cv_pct: null, uniformity_pct: 100 });
    // 3 birds 1000, 1000, 1001: mean 1000.33 → 1000.3.
    expect(sampleStats([1000, 1000, 1001]).mean_g).toBe(1000.3);
  });

  it('rearing bands from the tables, none outside weeks 1..17', () => {
    expect(rearingBand('hyline_brown', 4)).toMatchObject({ min: 266, max: 281 });
    expect(rearingBand('hyline_w80', 4)).toMatchObject({ min: 250, max: 260 });
    expect(rearingBand('hyline_w80', 0)).toBeNull();
    expect(rearingBand('hyline_brown', 18)).toBeNull();
  });

  it('THI of NRC 1971 from the maximum temperature and humidity', () => {
    // T 32, RH 80: 1.8·32 + 32 = 89.6; 0.55 − 0.44 = 0.11; 1.8·32 − 26 = 31.6 → 89.6 − 3.476 = 86.124 → 86.1.
    expect(thi(32, 80)).toBe(86.1);
    // T 25, RH 60: 77 − (0.55 − 0.33)·(45 − 26) = 77 − 4.18 = 72.82 → 72.8.
    expect(thi(25, 60)).toBe(72.8);
  });

  it('litres from meter readings and the water:feed ratio', () => {
    // 12.500 → 13.400 m³ in one day = 900 L; over 3 days: 300 L a day.
    expect(meterLitresPerDay(12.5, 13.4, 1)).toBe(900);
    expect(meterLitresPerDay(12.5, 13.4, 3)).toBe(300);
    // 900 L on 450 kg of feed: 2.00; 1,000 L on 600 kg: 1.666… → 1.67.
    expect(waterFeedRatio(900, 450)).toBe(2);
    expect(waterFeedRatio(1000, 600)).toBe(1.67);
    expect(waterFeedRatio(1000, 0)).toBeNull();
  });
});
