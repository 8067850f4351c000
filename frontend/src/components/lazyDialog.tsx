import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/idle';

/**
 * A dialog whose code (its form, react-hook-form, its pickers) is not part of the page's first
 * paint (docs/adr/0028-delivery-budgets-and-chunks.md): it is loaded when the browser is idle after
 * the page has painted, or at once when the dialog opens first. `load` imports the dialog
 * component; `isOpen` tells from its props whether it is open (default: always, for a dialog the
 * page renders only while open). Until first opened nothing is rendered; after that the dialog
 * stays mounted as the page renders it, so it closes with its animation and keeps what it keeps.
 * A load that failed is tried again on the next opening. `{ preload: false }`: not loaded when idle,
 * only when first opened — for a dialog seldom opened (a settings dialog) whose code would otherwise
 * count in the page's total (issue #23).
 * Usage: `const AbkDialog = lazyDialog(() => import('./AbkDialog').then((m) => m.AbkDialog), (p) => p.target !== null);`
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = () => true,
  { preload = true }: { preload?: boolean } = {},
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  // A failed load (the network dropped) is not kept: the next idle moment or opening tries again,
  // with a fresh lazy component, since React keeps a lazy component's failure for good.
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      Dialog = makeLazy();
      throw error;
    }));
  const makeLazy = () => lazy(() => once().then((component) => ({ default: component })));
  let Dialog = makeLazy();
  function LazyDialog(props: P) {
    useEffect(() => (preload ? whenIdle(() => void once().catch(() => undefined)) : undefined), []);
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
