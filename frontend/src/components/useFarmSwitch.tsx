/**
 * The farm switch as a screen uses it (issue #36): `request(kandangId)` goes through the question of
 * app/layout/FarmSwitchDialog, which switches at once when no entry of this farm waits on the
 * tablet, else asks first (they are sent first or kept for this farm). `dialog` is rendered by the
 * screen.
 */
import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { useApiMutation } from '../api/hooks';
import { switchFarm, type SwitchTarget } from '../data/farm-switch';

/** Shown when the server refuses the switch without a message. */
export const SWITCH_FAILED = 'Gagal pindah kandang';

/** The question, from the outbox chip's chunk (which has the outbox), like the logout question. */
const FarmSwitchDialog = lazy(() => import('../app/layout/OutboxChip').then((m) => ({ default: m.FarmSwitchDialog })));

export interface FarmSwitch {
  /** Switches to the farm (after the question when entries wait). */
  request: (kandangId: string) => void;
  /** The farm being switched to, while the switch runs. */
  pending: string | undefined;
  /** The failure message of the last switch, for the screen to show. */
  error: string | null;
  /** The question, when open. */
  dialog: ReactNode;
}

/** See the module comment; `target` is where the switch lands (default: the role's default screen). */
export function useFarmSwitch(target: SwitchTarget = 'default'): FarmSwitch {
  const [asking, setAsking] = useState<string | null>(null);
  // A refused switch closes the question; the screen shows why.
  const run = useApiMutation(({ kandangId, settle }: { kandangId: string; settle?: () => Promise<void> }) => switchFarm(kandangId, target, settle), {
    fallback: SWITCH_FAILED,
    onError: () => setAsking(null),
  });
  const { trigger } = run;
  const onSwitch = useCallback(
    (settle: () => Promise<void>) => {
      if (asking) void trigger({ kandangId: asking, settle });
    },
    [asking, trigger],
  );
  // Always through the question's component: it reads the outbox (no entry of this farm waiting: it
  // switches at once) and hands the switch the wait for a sending run.
  const request = (kandangId: string) => {
    if (!run.busy) setAsking(kandangId);
  };
  const dialog = asking ? (
    <Suspense fallback={null}>
      <FarmSwitchDialog onSwitch={onSwitch} onClose={() => setAsking(null)} busy={run.busy} />
    </Suspense>
  ) : null;
  return { request, pending: run.pending?.kandangId, error: run.error, dialog };
}
