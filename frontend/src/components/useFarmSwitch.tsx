/**
 * The farm switch as a screen uses it (issue #36): `request(kandangId)` switches at once on a device
 * whose outbox was never used (lib/outbox-hint), else first shows the question of
 * app/layout/FarmSwitchDialog (entries of this farm still on the tablet are sent first or kept for
 * this farm). `dialog` is rendered by the screen.
 */
import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { useApiMutation } from '../api/hooks';
import { switchFarm, type SwitchTarget } from '../data/farm-switch';
import { outboxWanted } from '../lib/outbox-hint';

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
  const request = (kandangId: string) => {
    if (run.busy) return;
    if (outboxWanted()) setAsking(kandangId);
    // The outbox was never loaded in this tab: no entry waits and nothing is being sent.
    else void trigger({ kandangId });
  };
  const dialog = asking ? (
    <Suspense fallback={null}>
      <FarmSwitchDialog onSwitch={onSwitch} onClose={() => setAsking(null)} busy={run.busy} />
    </Suspense>
  ) : null;
  return { request, pending: run.pending?.kandangId, error: run.error, dialog };
}
