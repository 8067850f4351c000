/**
 * The logout question of a shared tablet (issue #35, ADR 0025 'A shared tablet'): a logout while
 * the user's entries are still on the tablet asks first — '3 entri belum terkirim' with 'Kirim
 * dulu' (sends now; logs out only when none is left, else says what is left and why) and 'Tetap
 * keluar' (logs out; the entries stay on the tablet for this user and farm, are sent when that user
 * logs in again, and are never shown to another user). Without such entries it logs out at once.
 */
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { logout } from '../../data/logout';
import { countEntries, leftText, sendBeforeLogout, syncStatus, unsentTitle, unsentTotal as total } from '../../data/outbox';
import { useOnline, useOutboxEntries } from '../../data/useOutbox';

/** What the two choices do, as the question says it. */
export const LOGOUT_QUESTION =
  'Data ini masih di tablet. Kirim dulu: dikirim sekarang, lalu keluar. Tetap keluar: data tetap tersimpan di tablet untuk akun Anda dan dikirim saat Anda login lagi di tablet ini; pengguna lain tidak melihatnya.';

/** Mounted by the top bar when the user chose Logout; `onClose` when the user stays. */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const entries = useOutboxEntries();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState<string | null>(null);
  const leaving = useRef(false);
  const leave = () => {
    if (leaving.current) return;
    leaving.current = true;
    logout();
  };
  const unsent = entries ? total(countEntries(entries)) : null;
  // Nothing of this user waits (also after the background sending emptied it): out at once.
  useEffect(() => {
    if (unsent === 0 && !leaving.current) {
      leaving.current = true;
      logout();
    }
  }, [unsent]);

  const sendFirst = async () => {
    setBusy(true);
    setLeft(null);
    try {
      const rest = await sendBeforeLogout();
      if (total(rest) === 0) return leave();
      setLeft(leftText(rest, { online: navigator.onLine, needsLogin: syncStatus().needsLogin }));
    } catch {
      setLeft('Data di tablet tidak dapat dibaca; coba lagi.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={!!unsent}
      title={unsentTitle(unsent ?? 0)}
      message={online ? LOGOUT_QUESTION : `${LOGOUT_QUESTION} Tablet sedang offline.`}
      confirmLabel="Kirim dulu"
      cancelLabel="Tetap keluar"
      destructive={false}
      busy={busy}
      error={left}
      onConfirm={() => void sendFirst()}
      onCancel={leave}
      onClose={onClose}
    />
  );
}
