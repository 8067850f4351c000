/**
 * Body-weight bands of the rearing weeks 1–17 (g, [week, min, max]), copied from the reference
 * tables of the shared data folder (their README): weeks 18–100 come from the breed standard
 * (BreedStandardService.bodyWeightBand). Never estimated: a week without a row has no band.
 */

/** rearing-standard-hyline-w80plus.csv: Hy-Line W-80 Plus weeks 1–17, body weight kg × 1000. */
export const REARING_W80_G: ReadonlyArray<readonly [number, number, number]> = [
  [1, 70, 80],
  [2, 120, 130],
  [3, 180, 190],
  [4, 250, 260],
  [5, 320, 350],
  [6, 410, 440],
  [7, 510, 550],
  [8, 600, 650],
  [9, 700, 740],
  [10, 780, 840],
  [11, 860, 910],
  [12, 920, 990],
  [13, 980, 1050],
  [14, 1030, 1110],
  [15, 1080, 1160],
  [16, 1130, 1210],
  [17, 1170, 1250],
];

/** rearing-standard-hyline-brown.csv: Hy-Line Brown weeks 1–17, body weight g (source HLB-STD-2025-12). */
export const REARING_BROWN_G: ReadonlyArray<readonly [number, number, number]> = [
  [1, 69, 73],
  [2, 119, 126],
  [3, 186, 197],
  [4, 266, 281],
  [5, 357, 377],
  [6, 456, 482],
  [7, 561, 593],
  [8, 668, 706],
  [9, 772, 816],
  [10, 871, 921],
  [11, 963, 1018],
  [12, 1046, 1105],
  [13, 1120, 1184],
  [14, 1186, 1254],
  [15, 1246, 1317],
  [16, 1302, 1377],
  [17, 1357, 1434],
];

/** Source lines of the rearing tables, shown wherever their band is shown. */
export const REARING_SOURCES = {
  hyline_w80: 'Standar pemeliharaan Hy-Line W-80 Plus minggu 1–17 (panduan Hy-Line, transkripsi jayan13/livestock)',
  hyline_brown: 'Standar Hy-Line Brown minggu 1–17, kandang baterai (Hy-Line International, Standards edisi Desember 2025)',
} as const;
