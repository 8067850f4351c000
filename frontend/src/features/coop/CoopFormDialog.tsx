/**
 * Add/edit modal of one level of the coop structure: 'Tambah <Type>' or
 * 'Edit <Type>', with Batal, Hapus (edit only) and Tambah/Simpan.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../components/FormDialog';
import {
  COOP_LABELS,
  EMPTY_FORM,
  PARENT_FIELDS,
  type CoopFormValues,
  type CoopType,
  type Id,
  type Jalur,
  type Lokasi,
} from './structure';

export interface CoopDialogState {
  mode: 'add' | 'edit';
  type: CoopType;
  id?: Id;
  values: CoopFormValues;
}

interface Option {
  id: Id;
  nama: string;
}

interface CoopFormDialogProps {
  open: boolean;
  /** Content of the modal; kept while it closes so the title does not flicker. */
  state: CoopDialogState | null;
  structure: Lokasi[];
  /** Jalur of the plant chosen on the screen (choices for bagian and tingkat). */
  jalurOptions: Jalur[];
  busy: boolean;
  error: string | null;
  onChange: (values: CoopFormValues) => void;
  onSubmit: () => void;
  onClose: () => void;
  onDelete: () => void;
}

const NAME_HELP: Partial<Record<CoopType, string>> = {
  bagian: 'Contoh: kanan, kiri, karantina',
  tingkat: 'Contoh: T1, T2, T3',
};

function ParentSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      required
      label={label}
      value={options.some((o) => String(o.id) === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      helperText={options.length === 0 ? `Belum ada ${label.toLowerCase()}.` : undefined}
    >
      {options.map((option) => (
        <MenuItem key={String(option.id)} value={String(option.id)}>
          {option.nama}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The modal of the Struktur Kandang screen. */
export function CoopFormDialog({
  open,
  state,
  structure,
  jalurOptions,
  busy,
  error,
  onChange,
  onSubmit,
  onClose,
  onDelete,
}: CoopFormDialogProps) {
  const type = state?.type ?? 'lokasi';
  const values = state?.values ?? EMPTY_FORM;
  const label = COOP_LABELS[type];
  const parents = PARENT_FIELDS[type];
  const set = (patch: Partial<CoopFormValues>) => onChange({ ...values, ...patch });

  const plants = structure.find((l) => String(l.id) === values.lokasiId)?.plants ?? [];
  const bagian = jalurOptions.find((j) => String(j.id) === values.jalurId)?.bagian ?? [];
  // Parent selects of this level; choosing a parent clears the choice below it.
  const allParents: Array<{ key: keyof CoopFormValues; label: string; options: Option[]; clears?: Partial<CoopFormValues> }> = [
    { key: 'lokasiId', label: 'Lokasi', options: structure, clears: { plantId: '' } },
    { key: 'plantId', label: 'Plant', options: plants },
    { key: 'jalurId', label: 'Jalur', options: jalurOptions, clears: { bagianId: '' } },
    { key: 'bagianId', label: 'Bagian', options: bagian },
  ];
  const parentFields = allParents.filter((field) => parents.includes(field.key));

  return (
    <FormDialog
      open={open && !!state}
      title={`${state?.mode === 'edit' ? 'Edit' : 'Tambah'} ${label}`}
      submitLabel={state?.mode === 'edit' ? 'Simpan' : 'Tambah'}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={busy}
      error={error}
      extraActions={
        state?.mode === 'edit' && (
          <Button color="error" onClick={onDelete} disabled={busy}>
            Hapus
          </Button>
        )
      }
    >
      {parentFields.map((field) => (
        <ParentSelect
          key={field.key}
          label={field.label}
          value={values[field.key]}
          options={field.options}
          onChange={(id) => set({ [field.key]: id, ...field.clears })}
        />
      ))}
      <TextField
        required
        autoFocus
        label={`Nama ${label}`}
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        helperText={NAME_HELP[type]}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
