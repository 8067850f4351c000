import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AfterFirstPaint } from './AfterFirstPaint';

/** A height for {@link AfterData}'s place: px, or px per breakpoint. */
export type PlaceHeight = number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/**
 * A screen's controls (its selects, its date filter) drawn a frame after the screen's data has been
 * painted (`ready`: the data, or its error, has arrived), in a place of `minHeight` kept from the
 * start: on a slow phone the figures show before the inputs are rendered (an MUI select with its
 * menu, popover and modal is a good part of a small page's first render), and nothing below moves
 * when they come (issue #36). Give the height the controls take at each width. Once shown they stay,
 * whatever `ready` says later (a new choice being loaded).
 */
export function AfterData({ ready, minHeight, children }: { ready: boolean; minHeight: PlaceHeight; children: ReactNode }) {
  const [shown, setShown] = useState(ready);
  if (ready && !shown) setShown(true);
  return <Box sx={{ minHeight }}>{shown && <AfterFirstPaint>{children}</AfterFirstPaint>}</Box>;
}
