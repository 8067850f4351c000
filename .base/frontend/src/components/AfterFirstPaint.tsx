import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only after the screen has painted once: the title and the figures above the
 * fold show in a first, shorter render, and what lies below (a table, its filter) follows in the
 * next frame. On a slow tablet the first render of a whole screen keeps the page blank for a
 * long time (issue #11: the dashboard's title waited for its table's header and pager). The
 * children mount a frame later, with their state, as if rendered at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after this one: the browser has painted by then.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? children : null;
}
