import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageLoading } from './PageLoading';

/**
 * Renders `children` (typically a `lazy` part of a screen, e.g. the dashboard's charts) only once
 * its place comes near the viewport: the code and the drawing of what is below the fold wait until
 * the user scrolls there, so the first screen is ready sooner on a slow tablet (issue #11).
 * Without IntersectionObserver it renders at once. The place keeps `minHeight` while the code
 * loads too: give the height of what it shows, and nothing below it moves when it arrives.
 */
export function WhenVisible({ children, minHeight = 240, label }: { children: ReactNode; minHeight?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>; label?: string }) {
  const place = useRef<HTMLDivElement | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !place.current) return;
    const watcher = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    }, { rootMargin: '300px 0px' });
    watcher.observe(place.current);
    return () => watcher.disconnect();
  }, [seen]);
  return (
    <Box ref={place} sx={{ minHeight: seen ? undefined : minHeight }} role={label ? 'group' : undefined} aria-label={label} aria-busy={!seen}>
      {seen && (
        <Suspense
          fallback={
            <Box sx={{ minHeight }}>
              <PageLoading />
            </Box>
          }
        >
          {children}
        </Suspense>
      )}
    </Box>
  );
}
