/**
 * Runs `task` when the browser is idle after the page's first paint (at the latest after `timeout`
 * ms; without `requestIdleCallback`, after 200 ms). Returns the cancel function (an effect's cleanup).
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * Resolves once the page has loaded (its load event) and the browser has painted what it shows now
 * (the next animation frame, then a task), so that code asked for from there — a part the page loads
 * by itself, such as the date field or the table — starts after the page's first paint and does not
 * hold its load event, instead of competing with both. In a hidden tab, where no frame is painted,
 * 1 s after the load at the latest.
 */
export function afterPaint(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        const fallback = window.setTimeout(resolve, 1000);
        if (typeof window.requestAnimationFrame !== 'function') return;
        window.requestAnimationFrame(() =>
          window.setTimeout(() => {
            window.clearTimeout(fallback);
            resolve();
          }, 0),
        );
      }),
  );
}
