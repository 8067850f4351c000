/**
 * Eggs held by a treatment's withdrawal (issue #38; docs/adr/0048): the line the egg entry and the
 * sales screens show for each bagian whose eggs of the day may not be sold.
 */
import { formatDate } from './format';

/** A bagian held on a day (GET /api/health/holds, checked in api/contract.ts). */
export interface Hold {
  bagian_id: number;
  bagian: string;
  /** Last held day, YYYY-MM-DD; null: the whole flock life. */
  hold_until: string | null;
  items: string;
}

/** 'Jalur 1 / Kanan sampai 09/03/2025 (Doksisiklin)'; a hold for the whole flock life: 'sampai akhir masa flok'. */
export function holdText(h: Hold): string {
  return `${h.bagian} sampai ${h.hold_until ? formatDate(h.hold_until) : 'akhir masa flok'} (${h.items})`;
}

/** The heading of the notice: how many bagian are held. */
export function holdsTitle(holds: readonly Hold[]): string {
  return holds.length === 1 ? 'Telur 1 bagian tertahan (masa henti obat)' : `Telur ${holds.length} bagian tertahan (masa henti obat)`;
}
