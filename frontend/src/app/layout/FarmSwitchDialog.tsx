/**
 * The question before a farm switch with entries still on the tablet (issue #36, like the logout
 * question of ADR 0025 'A shared tablet'): the outbox's entries belong to the farm they were written
 * in. '3 entri belum terkirim' with 'Kirim dulu' (sends now; switches only when none is left, else
 * says what is left and why) and 'Tetap pindah' (switches; the entries stay on the tablet for this
 * farm and user and are sent when the user opens this farm again, never to the other farm). Without
 * such entries it switches at once. Loaded only when asked, from the outbox chip's chunk (which has
 * the outbox), like the logout question.
 */
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { countEntries, leftText, sendBeforeLogout, syncOutbox, syncStatus, unsentTitle, unsentTotal } from '../../data/outbox';
import { useOnline, useOutboxEntries } from '../../data/useOutbox';

/** Waits until no sending run of the outbox is going on (a run started now sends only this farm's entries, with this farm's token). */
const settle = async (): Promise<void> => {
  await syncOutbox();
};

/** What the two choices do, as the question says it. */
export const SWITCH_QUESTION =
  'Data ini masih di tablet dan milik kandang yang sedang dibuka. Kirim dulu: dikirim sekarang, lalu pindah kandang. Tetap pindah: data tetap tersimpan di tablet untuk kandang ini dan dikirim saat Anda membuka kandang ini lagi; tidak dikirim ke kandang lain.';

export interface FarmSwitchDialogProps {
  /**
   * Performs the switch (called once) with `settle`, which the switch awaits once the server has
   * answered and before the farm changes: it waits for a background sending run, which sends with
   * the stored farm, so that none of this farm's entries goes to the other farm.
   */
  onSwitch: (settle: () => Promise<void>) => void;
  /** The user stays in this farm. */
  onClose: () => void;
  /** The switch is under way (its buttons wait). */
  busy?: boolean;
}

/** Mounted when the user chose another farm while the outbox may hold entries of this one. */
export function FarmSwitchDialog({ onSwitch, onClose, busy = false }: FarmSwitchDialogProps) {
  const entries = useOutboxEntries();
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState<string | null>(null);
  const switched = useRef(false);
  const go = () => {
    if (switched.current) return;
    switched.current = true;
    onSwitch(settle);
  };
  const unsent = entries ? unsentTotal(countEntries(entries)) : null;
  // Nothing of this farm waits: the switch goes on at once.
  useEffect(() => {
    if (unsent === 0 && !switched.current) {
      switched.current = true;
      onSwitch(settle);
    }
  }, [unsent, onSwitch]);

  const sendFirst = async () => {
    setSending(true);
    setLeft(null);
    try {
      const rest = await sendBeforeLogout();
      if (unsentTotal(rest) === 0) return go();
      setLeft(leftText(rest, { online: navigator.onLine, needsLogin: syncStatus().needsLogin }));
    } catch {
      setLeft('Data di tablet tidak dapat dibaca; coba lagi.');
    } finally {
      setSending(false);
    }
  };

  return (
    <ConfirmDialog
      open={!!unsent}
      title={unsentTitle(unsent ?? 0)}
      message={online ? SWITCH_QUESTION : `${SWITCH_QUESTION} Tablet sedang offline.`}
      confirmLabel="Kirim dulu"
      cancelLabel="Tetap pindah"
      destructive={false}
      busy={sending || busy}
      error={left}
      onConfirm={() => void sendFirst()}
      onCancel={go}
      onClose={onClose}
    />
  );
}
