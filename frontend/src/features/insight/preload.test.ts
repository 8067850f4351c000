import { beforeEach, describe, expect, it, vi } from 'vitest';

const preloadApiQuery = vi.fn<(...args: unknown[]) => void>();
vi.mock('../../api/hooks', () => ({ preloadApiQuery: (...args: unknown[]) => { preloadApiQuery(...args); } }));

const { preloadEconomics, preloadMap } = await import('./preload');

describe('the first read of the map and of feed economics, asked for while the page loads', () => {
  beforeEach(() => preloadApiQuery.mockReset());

  it('asks for the default map (feed per bird over 7 days) only when the address chooses nothing else', () => {
    preloadMap('');
    expect(preloadApiQuery).toHaveBeenCalledWith('/api/insight/map', { params: { query: { measure: 'feed_g_per_bird', window: 7 } } });
    for (const search of ['?measure=mortality_pct', '?window=28', '?tingkat=12', '?bagian=3']) preloadMap(search);
    expect(preloadApiQuery).toHaveBeenCalledTimes(1);
  });

  it('asks for the 30 days up to today per day, the range Ekonomi Pakan opens with', () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 8, 9, 0) });
    try {
      preloadEconomics();
    } finally {
      vi.useRealTimers();
    }
    // 8 December back 29 days: 9 November.
    expect(preloadApiQuery).toHaveBeenCalledWith('/api/insight/economics', { params: { query: { start: '2026-11-09', end: '2026-12-08', group: 'day' } } });
  });
});
