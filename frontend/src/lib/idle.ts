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
