/**
 * The farm map on the dashboard (a bottom panel, below the spec's content; issue #24): its own
 * choice of measure and window; drawn, and its data asked for, when its place comes into view.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import { WhenVisible } from '../../components/WhenVisible';
import { MapView, type MapChoice } from './MapView';

export default function MapPanel() {
  const [choice, setChoice] = useState<MapChoice>({ measure: 'feed_g_per_bird', window: 7 });
  return (
    <Box component="section" aria-label="Peta Kandang">
      <WhenVisible minHeight={480}>
        <MapView {...choice} onChange={setChoice} heading="Peta Kandang" />
      </WhenVisible>
    </Box>
  );
}
