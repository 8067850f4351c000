import { HttpStatus, UnprocessableEntityException } from '@nestjs/common';
import { addDays } from '../../common/dates/farm-day';
import { fieldError } from '../../common/errors/validation';
import { TREATMENT_MSG } from './dto/treatments.dto';

/** The item of a treatment as the rules need it. */
export interface TreatedItem {
  name: string;
  kind: string;
  active: boolean;
  withdrawal_days: number | null;
  not_for_layers: boolean;
}

/** A treatment's request as the rules need it. */
export interface TreatmentRequest {
  start_date: string;
  end_date: string;
  withdrawal_days?: number | null;
  confirm?: boolean;
  vet_note?: string | null;
}

/** The withdrawal and hold of a treatment. */
export interface TreatmentHold {
  withdrawal_days: number;
  /** Last day whose eggs are held; null: the whole flock life. */
  hold_until: string | null;
  /** The item was not for laying hens and the bagian had layers (stored with the treatment). */
  not_for_layers: boolean;
}

/**
 * The hold of a treatment (issue #38 'Treatments and egg withdrawal'; ADR 0048), refusing what the
 * DTO cannot see: 400 end_date before start_date (field end_date); 422 an item that is not OVK or
 * is inactive; 422 asking for `confirm: true` when the item is marked not for laying hens and the
 * bagian has birds (`laying`). Withdrawal: the body's, else the item's label, else 0. The eggs are
 * held from start_date to end_date + withdrawal days, both inclusive — or, for an item not for
 * laying hens given to layers, for the whole flock life (null) unless a vet's note overrides it.
 */
export function treatmentHold(req: TreatmentRequest, item: TreatedItem, laying: boolean): TreatmentHold {
  if (req.end_date < req.start_date) throw fieldError(HttpStatus.BAD_REQUEST, 'end_date', TREATMENT_MSG.endBefore);
  if (item.kind !== 'ovk') throw fieldError(HttpStatus.UNPROCESSABLE_ENTITY, 'item_id', TREATMENT_MSG.notOvk);
  if (!item.active) throw fieldError(HttpStatus.UNPROCESSABLE_ENTITY, 'item_id', TREATMENT_MSG.inactive(item.name));
  const banned = item.not_for_layers && laying;
  if (banned && req.confirm !== true) throw new UnprocessableEntityException(TREATMENT_MSG.needsConfirm(item.name));
  const withdrawal = req.withdrawal_days ?? item.withdrawal_days ?? 0;
  const overridden = !!req.vet_note?.trim();
  return { withdrawal_days: withdrawal, hold_until: banned && !overridden ? null : addDays(req.end_date, withdrawal), not_for_layers: banned };
}

/** The note of a treatment's stock movement (feed_txns.note, ≤ 200 characters): `prefix` bagian — reason. */
export function movementNote(prefix: string, bagian: string, reason: string): string {
  return `${prefix} ${bagian} — ${reason.trim()}`.slice(0, 200);
}
