/**
 * What the outbox's chip says (ADR 0025): counts of entries by state and the chip's text. Pure
 * functions of the entries, free of the database, so the outbox, the logout question and the farm switch's question share them.
 */
import type { OutboxEntry } from '../lib/outbox-db';

/** Counts behind the chip and the logout question (of the session's entries). */
export interface OutboxCounts {
  /** Entries of the session waiting to be sent (`sending` included). */
  waiting: number;
  conflicts: number;
  failed: number;
}

/** Counts of the entries (`sending` counts as waiting). */
export function countEntries(entries: readonly OutboxEntry[]): OutboxCounts {
  return {
    waiting: entries.filter((e) => e.state === 'waiting' || e.state === 'sending').length,
    conflicts: entries.filter((e) => e.state === 'conflict').length,
    failed: entries.filter((e) => e.state === 'failed').length,
  };
}

/** HH:mm of an ISO time on the farm's clock (Asia/Jakarta): '07:42'. */
export function farmClock(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * The chip's text, or null for no chip (nothing ever sent, nothing waiting):
 * 'Mengirim…' while sending; offline 'Offline · 3 menunggu' (or 'Offline'); then what needs the
 * user ('1 konflik · 1 gagal · 2 menunggu'); '2 menunggu'; else 'Tersinkron 07:42'.
 */
export function chipText(input: OutboxCounts & { online: boolean; sending: boolean; lastSyncedAt: string | null }): string | null {
  const { waiting, conflicts, failed } = input;
  if (input.sending) return 'Mengirim…';
  if (!input.online) return waiting ? `Offline · ${waiting} menunggu` : 'Offline';
  const parts = [conflicts && `${conflicts} konflik`, failed && `${failed} gagal`, waiting && `${waiting} menunggu`].filter(Boolean);
  if (parts.length) return parts.join(' · ');
  return input.lastSyncedAt ? `Tersinkron ${farmClock(input.lastSyncedAt)}` : null;
}

/** The question's title: '3 entri belum terkirim'. */
export const unsentTitle = (n: number): string => `${n} entri belum terkirim`;

/** Entries of the session still on the tablet, of every state. */
export const unsentTotal = (c: OutboxCounts): number => c.waiting + c.conflicts + c.failed;

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
  return `Masih ${unsentTotal(c)} entri belum terkirim (${parts}). ${reasons.join(' ')}`;
}
