/**
 * The admin's change of a jalur's feed item from a date (issue #37 'Feeding by item'): the item
 * (active feed items in kg) and the first day; the usage from that day is costed at that item.
 */
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import { formatDate } from '../../lib/format';
import { checkJalurItemForm, feedItemsForJalur, JALUR_ITEM_TEXT, jalurItemBody, jalurItemForm, setJalurItem, type JalurItemForm, type JalurItemLabel } from './jalur-items';

export interface JalurItemDialogProps {
  /** The jalur to change, null when closed. */
  target: JalurItemLabel | null;
  /** The screen's day: the first day proposed. */
  day: Dayjs;
  onClose: () => void;
  /** After the server saved: the toast text. */
  onSaved: (message: string) => void;
}

/** The modal of one jalur's feed item. */
export function JalurItemDialog({ target, day, onClose, onSaved }: JalurItemDialogProps) {
  const items = useApiQuery(target ? '/api/stock-items' : null, { params: { query: { active: true } } });
  const choices = feedItemsForJalur(items.data);
  // The jalur's earlier changes (newest first), so the admin sees what a new date replaces.
  const jalurList = useApiQuery(target ? '/api/jalur-feed-items' : null, { params: { query: { tanggal: day.format('YYYY-MM-DD') } } });
  const changes = jalurList.data?.find((j) => j.jalur_id === target?.jalur_id)?.changes ?? [];
  const { control, dialog, submit, onServerError } = useDialogForm<JalurItemForm>({ values: jalurItemForm(target, day), check: checkJalurItemForm});
  const save = useApiMutation(setJalurItem, {
    fallback: JALUR_ITEM_TEXT.save,
    onSuccess: (saved) => onSaved(JALUR_ITEM_TEXT.saved(saved.jalur, saved.item_name, formatDate(saved.from_date ?? ''))),
    onError: onServerError,
  });

  return (
    <FormDialog
      open={target !== null}
      title={target ? `${JALUR_ITEM_TEXT.title}: ${target.jalur}` : JALUR_ITEM_TEXT.title}
      submitLabel="Simpan"
      {...dialog}
      onSubmit={submit((f) => target && save.trigger(jalurItemBody(target.jalur_id, f)))}
      onClose={onClose}
      busy={save.busy}
    >
      <Typography variant="body2" color="text.secondary">
        Pemakaian pakan semua tingkat di jalur ini mulai tanggal tersebut dihitung dari stok dan harga rata-rata barang yang dipilih.
      </Typography>
      {items.data ? (
        <FormTextField control={control} name="item_id" select label="Barang pakan" size="small" required fullWidth>
          {choices.map((i) => (
            <MenuItem key={i.id} value={String(i.id)} sx={{ minHeight: 44 }}>
              {i.name}
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        <Typography color={items.error ? 'error' : 'text.secondary'}>{items.error ? JALUR_ITEM_TEXT.load : 'Memuat barang pakan…'}</Typography>
      )}
      {items.data && !choices.length && <Typography color="error">{JALUR_ITEM_TEXT.noItems}</Typography>}
      <FormDateInput control={control} name="from_date" label="Mulai tanggal" size="small" required fullWidth />
      {changes.length > 0 && (
        <Typography variant="body2" color="text.secondary" role="note" aria-label="Perubahan pakan jalur ini">
          Sebelumnya: {changes.slice(0, 5).map((c) => `${c.item_name} sejak ${formatDate(c.from_date)}`).join('; ')}
        </Typography>
      )}
    </FormDialog>
  );
}
