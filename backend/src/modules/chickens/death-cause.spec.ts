import { CAUSE_MSG, storedCause } from './death-cause';

describe('storedCause', () => {
  it('keeps a death without a cause as before (nothing stored: tidak_diketahui)', () => {
    expect(storedCause({ aksi: 'mati' })).toEqual({ cause: null, suspected_disease: null, cause_note: null });
  });

  it('stores a cause, a suspected disease with penyakit and a trimmed note', () => {
    expect(storedCause({ aksi: 'mati', cause: 'penyakit', suspected_disease: ' ND ', cause_note: ' jengger biru ' })).toEqual({ cause: 'penyakit', suspected_disease: 'ND', cause_note: 'jengger biru' });
    expect(storedCause({ aksi: 'mati', cause: 'heat_stress', suspected_disease: '  ' })).toEqual({ cause: 'heat_stress', suspected_disease: null, cause_note: null });
  });

  it('refuses a cause on another aksi and a disease without penyakit', () => {
    expect(storedCause({ aksi: 'afkir', cause: 'prolaps' })).toBe(CAUSE_MSG.onlyMati);
    expect(storedCause({ aksi: 'masuk', cause_note: 'x' })).toBe(CAUSE_MSG.onlyMati);
    expect(storedCause({ aksi: 'pindah', cause: null })).toEqual({ cause: null, suspected_disease: null, cause_note: null });
    expect(storedCause({ aksi: 'mati', cause: 'predator', suspected_disease: 'AI' })).toBe(CAUSE_MSG.diseaseOnly);
  });
});
