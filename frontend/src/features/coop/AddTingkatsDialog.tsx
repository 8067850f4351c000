/**
 * 'Tambah N tingkat' of Struktur Kandang (issue #36): N tingkat added to one bagian in one step,
 * named by the server T1…TN after the highest 'T<number>' already there (POST
 * /api/coop/tingkat/batch, all or nothing).
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { parseNumber } from '../../lib/number-input';
import type { Jalur } from './structure';

/** Most tingkat one step adds (the server's limit). */
export const TINGKAT_BATCH_MAX = 100;

export const ADD_TINGKATS_MESSAGES = {
  title: 'Tambah N tingkat',
  bagian: 'Pilih bagian.',
  jumlah: `Jumlah tingkat wajib bilangan bulat 1..${TINGKAT_BATCH_MAX}.`,
  saved: (created: Array<{ nama: string }>) =>
    created.length === 1 ? `Tingkat ${created[0].nama} berhasil ditambahkan.` : `${created.length} tingkat berhasil ditambahkan (${created[0]?.nama}–${created[created.length - 1]?.nama}).`,
  failed: 'Gagal menambah tingkat.',
} as const;

export interface AddTingkatsDialogProps {
  open: boolean;
  /** The jalur of the chosen plant, with their bagian. */
  jalurList: Jalur[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

const add = (body: { bagian_id: number; jumlah: number }) => send(api.POST('/api/coop/tingkat/batch', { body }));

/** The dialog: a bagian and how many tingkat; its form starts empty each time it opens. */
export function AddTingkatsDialog({ open, jalurList, onClose, onSaved }: AddTingkatsDialogProps) {
  const [bagian, setBagian] = useState<number | ''>('');
  const [jumlah, setJumlah] = useState('');
  const [problems, setProblems] = useState<{ bagian?: string; jumlah?: string }>({});
  const persist = useApiMutation(add, { fallback: ADD_TINGKATS_MESSAGES.failed, onSuccess: (created) => onSaved(ADD_TINGKATS_MESSAGES.saved(created)) });
  const bagianList = jalurList.flatMap((j) => j.bagian.map((b) => ({ id: b.id, label: `${j.nama} / ${b.nama}`, tingkat: b.tingkats.length })));

  const onOpen = () => {
    setBagian(bagianList.length === 1 ? bagianList[0].id : '');
    setJumlah('');
    setProblems({});
    persist.reset();
  };
  const save = () => {
    const n = parseNumber(jumlah, 'integer').value;
    const p = {
      bagian: bagian === '' ? ADD_TINGKATS_MESSAGES.bagian : undefined,
      jumlah: n === null || n < 1 || n > TINGKAT_BATCH_MAX ? ADD_TINGKATS_MESSAGES.jumlah : undefined,
    };
    setProblems(p);
    if (!p.bagian && !p.jumlah) void persist.trigger({ bagian_id: bagian as number, jumlah: n! });
  };

  return (
    <FormDialog open={open} title={ADD_TINGKATS_MESSAGES.title} submitLabel="Simpan" onOpen={onOpen} onSubmit={save} onClose={onClose} busy={persist.busy} error={persist.error}>
      <TextField
        select
        label="Bagian"
        value={bagian}
        onChange={(e) => setBagian(e.target.value === '' ? '' : Number(e.target.value))}
        error={!!problems.bagian}
        helperText={problems.bagian ?? ' '}
        size="small"
        fullWidth
      >
        {bagianList.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.label} ({b.tingkat} tingkat)
          </MenuItem>
        ))}
      </TextField>
      <NumberInput
        mode="integer"
        label="Jumlah tingkat"
        value={jumlah}
        onChange={setJumlah}
        max={TINGKAT_BATCH_MAX}
        error={!!problems.jumlah}
        helperText={problems.jumlah ?? `Dinamai berurutan setelah tingkat yang ada (T1, T2, …), paling banyak ${TINGKAT_BATCH_MAX}`}
        size="small"
        fullWidth
      />
    </FormDialog>
  );
}
