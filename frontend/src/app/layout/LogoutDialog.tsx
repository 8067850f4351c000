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
import { countEntries, sendBeforeLogout, syncStatus, type OutboxCounts } from '../../data/outbox';
import { useOnline, useOutboxEntries } from '../../data/useOutbox';

/** The question's title: '3 entri belum terkirim'. */
export const unsentTitle = (n: number): string => `${n} entri belum terkirim`;

/** What the two choices do, as the question says it. */
export const LOGOUT_QUESTION =
  'Data ini masih di tablet. Kirim dulu: dikirim sekarang, lalu keluar. Tetap keluar: data tetap tersimpan di tablet untuk akun Anda dan dikirim saat Anda login lagi di tablet ini; pengguna lain tidak melihatnya.';

const total = (c: OutboxCounts) => c.waiting + c.conflicts + c.failed;

/**
 * What 'Kirim dulu' left unsent, and why: 'Masih 2 entri belum terkirim (1 konflik · 1 menunggu).
 * Tablet sedang offline.' — offline, the session ended, conflicts and refusals to open in the panel
 * 'Data di tablet', or the server not taking them now.
 */
export function leftText(c: OutboxCounts, why: { online: boolean; needsLogin: boolean }): string {
  const parts = [c.conflicts && `${c.conflicts} konflik`, c.failed && `${c.failed} ditolak`, c.waiting && `${c.waiting} menunggu`].filter(Boolean).join(' · ');
  const reasons: string[] = [];
  if (c.waiting) {
    if (!why.online) reasons.push('Tablet sedang offline.');
    else if (why.needsLogin) reasons.push('Sesi berakhir: masukkan kata sandi lagi untuk mengirim.');
    else reasons.push('Server belum menerima data; coba lagi sebentar lagi.');
  }
  if (c.conflicts || c.failed) reasons.push('Konflik dan data yang ditolak perlu dibuka di panel Data di tablet.');
  return `Masih ${total(c)} entri belum terkirim (${parts}). ${reasons.join(' ')}`;
}

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
