import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/** The question asked before unsaved entries are left behind (issue #11). */
export const UNSAVED_MESSAGE = 'Ada isian yang belum disimpan. Tinggalkan tanpa menyimpan?';

/**
 * Asks before the user leaves a screen holding unsaved entries: another route of the app (held by
 * react-router's `useBlocker`, which needs the data router of app/App.tsx) or a reload / closing
 * the tab (the browser's own question). Render the returned dialog once in the screen.
 */
export function useUnsavedGuard(dirty: boolean, message = UNSAVED_MESSAGE): ReactNode {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Belum disimpan"
      message={message}
      confirmLabel="Tinggalkan"
      cancelLabel="Tetap di sini"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * A yes/no question as a promise: `const ok = await ask()` shows the dialog and resolves with the
 * answer. Used before a change inside a screen that would drop unsaved entries (another date).
 */
export function useConfirm(message = UNSAVED_MESSAGE, labels = { confirm: 'Tinggalkan', cancel: 'Tetap di sini', title: 'Belum disimpan' }) {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const answer = (ok: boolean) => {
    setOpen(false);
    resolver.current?.(ok);
    resolver.current = null;
  };
  const dialog = (
    <ConfirmDialog
      open={open}
      title={labels.title}
      message={message}
      confirmLabel={labels.confirm}
      cancelLabel={labels.cancel}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { ask, dialog };
}

/**
 * The two questions of a day-entry screen holding `dirty` entries: before leaving the route
 * ({@link useUnsavedGuard}) and before another day replaces them ({@link useConfirm}).
 * `changeDay` is the day picker's `onChange`: it sets the day and answers true, or answers false
 * when the user stays. Render `dialogs` once in the screen.
 */
export function useGuardedDay<D>(dirty: boolean, setDay: (day: D) => void): { changeDay: (next: D) => Promise<boolean>; dialogs: ReactNode } {
  const leaveGuard = useUnsavedGuard(dirty);
  const confirm = useConfirm();
  const changeDay = async (next: D) => {
    if (dirty && !(await confirm.ask())) return false;
    setDay(next);
    return true;
  };
  return {
    changeDay,
    dialogs: (
      <>
        {leaveGuard}
        {confirm.dialog}
      </>
    ),
  };
}
