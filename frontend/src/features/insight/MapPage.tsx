/**
 * Peta Kandang (/insight, issue #24): the farm map on its own page. The measure and the window live
 * in the address (?measure=…&window=…), so a view can be shared; ?tingkat=<id> or ?bagian=<id> (a
 * warning's link) marks that place and scrolls to it (a bagian switches to hen-day % unless a
 * measure is named).
 */
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { PageProps } from '../../app/manifest';
import { PageHeader } from '../../components/PageHeader';
import { isMeasure, isWindow, MEASURES } from './map';
import { DEFAULT_MAP_MEASURE, DEFAULT_MAP_WINDOW } from './preload';
import { MapView, type MapChoice } from './MapView';

/** The place a link points at, if any. */
function linkedPlace(params: URLSearchParams): { level: 'tingkat' | 'bagian'; id: number } | null {
  for (const level of ['tingkat', 'bagian'] as const) {
    const raw = params.get(level);
    if (raw && /^\d+$/.test(raw)) return { level, id: Number(raw) };
  }
  return null;
}

export default function MapPage({ title, subtitle }: PageProps) {
  const [params, setParams] = useSearchParams();
  const highlight = linkedPlace(params);
  const named = params.get('measure');
  const measure = isMeasure(named) ? named : highlight?.level === 'bagian' ? 'hen_day_pct' : DEFAULT_MAP_MEASURE;
  const w = Number(params.get('window') ?? DEFAULT_MAP_WINDOW);
  const window = isWindow(w) ? w : 7;
  const onChange = (next: MapChoice) => {
    const p = new URLSearchParams(params);
    p.set('measure', next.measure);
    p.set('window', String(next.window));
    // A tingkat stays marked only while the map shows tingkat.
    if (MEASURES[next.measure].level === 'bagian') p.delete('tingkat');
    setParams(p, { replace: true });
  };
  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} />
      <MapView measure={measure} window={window} onChange={onChange} highlight={highlight} />
    </Box>
  );
}
