import { nextTingkatNames } from './tingkat-names';

describe('nextTingkatNames', () => {
  it('starts at T1 in an empty bagian', () => {
    expect(nextTingkatNames([], 3)).toEqual(['T1', 'T2', 'T3']);
  });

  it('continues after the highest T<number>, whatever the order, case or gaps', () => {
    // T1, t3, T10 → highest 10 → T11, T12.
    expect(nextTingkatNames(['T1', 't3', 'T10'], 2)).toEqual(['T11', 'T12']);
  });

  it('ignores names of another form', () => {
    // 'Atas' and 'T2 lama' are not T<number>; only T2 counts.
    expect(nextTingkatNames(['Atas', 'T2', 'T2 lama'], 1)).toEqual(['T3']);
  });
});
