import { enUS } from '@mui/x-date-pickers/locales';
import { describe, expect, it } from 'vitest';
import { CHARTS_LOCALE_ID, PICKERS_LOCALE_ID } from './mui-x-locale';

const english = /\b(Select|Choose|Hours|Minutes|Seconds|Clear|Cancel|Today|Open|pick|view|Week|Loading|No data|Export|Zoom)\b/;

/** Every text a locale entry can produce, for a few sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'function') return [];
  const samples: unknown[][] = [['hours', '08:00'], ['minutes', null], ['year'], ['day'], [{ digitAmount: 4, contentType: 'digit' }], [{ digitAmount: 2, contentType: 'letter' }], ['12']];
  return samples.map((args) => String((value as (...a: unknown[]) => unknown)(...args)));
}

describe('Indonesian texts of MUI X', () => {
  it('give every picker text the package has in English, none of them English', () => {
    const defaults = enUS.components.MuiLocalizationProvider.defaultProps.localeText;
    expect(Object.keys(PICKERS_LOCALE_ID).sort()).toEqual(Object.keys(defaults).sort());
    for (const [key, value] of Object.entries(PICKERS_LOCALE_ID)) {
      for (const text of texts(value)) expect([key, text]).not.toEqual([key, expect.stringMatching(english)]);
    }
    expect(PICKERS_LOCALE_ID.openTimePickerDialogue(null)).toBe('Pilih jam');
    expect(PICKERS_LOCALE_ID.selectViewText('hours')).toBe('Pilih jam');
    // The digital clock shows '05' and names the item from '5': the name holds what is shown.
    expect(PICKERS_LOCALE_ID.hoursClockNumberText('5')).toBe('05 jam');
    expect(PICKERS_LOCALE_ID.minutesClockNumberText('30')).toBe('30 menit');
    expect([PICKERS_LOCALE_ID.hours, PICKERS_LOCALE_ID.minutes]).toEqual(['Jam', 'Menit']);
  });

  it('give the chart overlay texts', () => {
    expect(CHARTS_LOCALE_ID.noData).toBe('Tidak ada data');
    for (const value of Object.values(CHARTS_LOCALE_ID)) for (const text of texts(value)) expect(text).not.toMatch(english);
  });
});
