/** The farm map on the dashboard (below the spec's content, issue #24): its own choice of measure and window. */
import { useState } from 'react';
import { MapView, type MapChoice } from './MapView';

export default function MapSection() {
  const [choice, setChoice] = useState<MapChoice>({ measure: 'feed_g_per_bird', window: 7 });
  return <MapView {...choice} onChange={setChoice} heading="Peta Kandang" />;
}
