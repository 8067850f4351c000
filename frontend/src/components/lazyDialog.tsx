import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, react-hook-form, its pickers) loads when it is first opened, not
 * before the page's first paint (docs/adr/0028-delivery-budgets-and-chunks.md). `load` imports the
 * dialog component; `isOpen` tells from its props whether it is open (default: always, for a dialog
 * the page renders only while open). Until first opened nothing is rendered; after that the dialog
 * stays mounted as the page renders it, so it closes with its animation and keeps what it keeps.
 * Usage: `const AbkDialog = lazyDialog(() => import('./AbkDialog').then((m) => m.AbkDialog), (p) => p.target !== null);`
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean = () => true): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
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
