/**
 * Add or edit modal of a stock item (issue #37): name, kind, unit; for feed kinds the nutrients
 * with the source they come from (the shipped ingredients carry SNI values and say so), for OVK
 * the egg withdrawal days; active. The server's refusal shows at its field.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormNumberInput, FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import {
  addStockItem,
  KIND_LABELS,
  NUTRIENTS,
  STOCK_ITEM_SERVER_FIELDS,
  STOCK_ITEM_TEXT,
  stockItemBody,
  stockItemForm,
  UNITS,
  updateStockItem,
  validateStockItemForm,
  type StockItem,
  type StockItemForm,
} from './stock-items';

export interface StockItemDialogProps {
  /** 'new' to add, an item to edit, null when closed. */
  target: StockItem | 'new' | null;
  onClose: () => void;
  /** After the server saved: the toast text. */
  onSaved: (message: string) => void;
}

/** The modal of one stock item. */
export function StockItemDialog({ target, onClose, onSaved }: StockItemDialogProps) {
  const editing = target !== null && target !== 'new';
  const { control, dialog, submit, onServerError, watch } = useDialogForm<StockItemForm>({
    values: stockItemForm(editing ? target : null),
    check: validateStockItemForm,
    serverFields: STOCK_ITEM_SERVER_FIELDS,
  });
  const add = useApiMutation(addStockItem, { fallback: STOCK_ITEM_TEXT.save, onSuccess: () => onSaved(STOCK_ITEM_TEXT.added), onError: onServerError });
  const update = useApiMutation(updateStockItem, { fallback: STOCK_ITEM_TEXT.save, onSuccess: () => onSaved(STOCK_ITEM_TEXT.saved), onError: onServerError });
  const kind = watch('kind');
  const isDefault = editing && target.is_default;

  return (
    <FormDialog
      open={target !== null}
      title={editing ? 'Edit Barang' : 'Tambah Barang'}
      submitLabel="Simpan"
      {...dialog}
      onSubmit={submit((f) => (editing ? update.trigger({ id: target.id, body: stockItemBody(f) }) : add.trigger(stockItemBody(f))))}
      onClose={onClose}
      busy={add.busy || update.busy}
    >
      <FormTextField control={control} name="name" label="Nama barang" size="small" required autoFocus slotProps={{ htmlInput: { maxLength: 80 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="kind" select label="Jenis" size="small" fullWidth disabled={isDefault}>
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="unit" select label="Satuan" size="small" fullWidth disabled={isDefault}>
          {UNITS.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      {isDefault && (
        <Typography variant="body2" color="text.secondary">
          Barang bawaan: pemakaian pakan harian dan transaksi pakan tanpa pilihan barang memakai barang ini.
        </Typography>
      )}
      {kind === 'ovk' ? (
        <>
          <FormNumberInput control={control} name="withdrawal_days" mode="integer" label="Masa henti telur (hari)" size="small" helperText="Dari label produk; kosongkan bila tidak ada" />
          <FormTextField
            control={control}
            name="not_for_layers"
            select
            label="Ayam petelur produksi"
            size="small"
            helperText="Obat yang dilarang untuk ayam petelur produksi: pengobatan meminta konfirmasi dan telurnya tertahan selama masa flok"
          >
            <MenuItem value="false">Boleh dipakai</MenuItem>
            <MenuItem value="true">Tidak untuk ayam petelur produksi</MenuItem>
          </FormTextField>
        </>
      ) : (
        <>
          <Typography variant="subtitle2" component="h3">
            Nutrisi (per kg bahan, as fed)
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {NUTRIENTS.map((d) => (
              <FormNumberInput key={d.key} control={control} name={d.key} mode="decimal" decimals={d.decimals} label={`${d.label} (${d.unit})`} size="small" sx={{ width: { xs: '100%', sm: 160 } }} />
            ))}
          </Box>
          <FormTextField
            control={control}
            name="nutrient_source"
            label="Sumber nilai nutrisi"
            size="small"
            multiline
            minRows={2}
            helperText="Mis. label karung pemasok atau SNI; kosong berarti belum ada sumber"
            slotProps={{ htmlInput: { maxLength: 600 } }}
          />
        </>
      )}
      <FormTextField control={control} name="active" select label="Status" size="small" disabled={isDefault} helperText="Barang nonaktif tidak bisa dipakai transaksi baru; riwayatnya tetap">
        <MenuItem value="true">Aktif</MenuItem>
        <MenuItem value="false">Nonaktif</MenuItem>
      </FormTextField>
    </FormDialog>
  );
}
