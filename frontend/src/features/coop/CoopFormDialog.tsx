/**
 * Add/edit modal of one level of the coop structure: 'Tambah <Type>' or
 * 'Edit <Type>', with Batal, Hapus (edit only) and Tambah/Simpan. It holds its
 * form (the level's values, taken each time it opens), checks it ('Mohon
 * lengkapi semua field.' at the first empty field) and saves it; a refusal
 * naming a field shows under that field, any other at the top.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import {
  COOP_LABELS,
  COOP_SERVER_FIELDS,
  EMPTY_FORM,
  PARENT_FIELDS,
  coopRequestBody,
  validateCoopForm,
  type CoopFormValues,
  type CoopType,
  type CreatedLevel,
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

/** Adds a level (answering the level created) or saves an edited one (answering null). */
function saveLevel({ mode, type, id, values }: CoopDialogState): Promise<CreatedLevel | null> {
  const body = coopRequestBody(type, values);
  if (mode === 'edit' && id !== undefined) return send(api.PUT('/api/coop/{type}/{id}', { params: { path: { type, id } }, body })).then(() => null);
  return send(api.POST('/api/coop/{type}', { params: { path: { type } }, body }));
}

interface CoopFormDialogProps {
  open: boolean;
  /** The level and the values the form starts with; kept while it closes so the title does not flicker. */
  state: CoopDialogState | null;
  structure: Lokasi[];
  /** Jalur of the plant chosen on the screen (choices for bagian and tingkat). */
  jalurOptions: Jalur[];
  /** After the server saved the level: the level created (an add) or null (an edit), and what was sent. */
  onSaved: (created: CreatedLevel | null, saved: CoopDialogState) => unknown;
  onClose: () => void;
  /** Hapus (edit only), with the values as typed. */
  onDelete: (values: CoopFormValues) => void;
}

const NAME_HELP: Partial<Record<CoopType, string>> = {
  bagian: 'Contoh: kanan, kiri, karantina',
  tingkat: 'Contoh: T1, T2, T3',
};

/** A parent of the level; choosing one clears the choice below it (`clears`). */
function ParentSelect({
  control,
  name,
  label,
  options,
  onChosen,
}: {
  control: Control<CoopFormValues>;
  name: keyof CoopFormValues;
  label: string;
  options: Option[];
  onChosen: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={label}
          name={field.name}
          value={options.some((o) => String(o.id) === field.value) ? field.value : ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            onChosen();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? (options.length === 0 ? `Belum ada ${label.toLowerCase()}.` : undefined)}
        >
          {options.map((option) => (
            <MenuItem key={String(option.id)} value={String(option.id)}>
              {option.nama}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The modal of the Struktur Kandang screen. */
export function CoopFormDialog({ open, state, structure, jalurOptions, onSaved, onClose, onDelete }: CoopFormDialogProps) {
  const type = state?.type ?? 'lokasi';
  const { control, dialog, submit, onServerError, watch, setValue, getValues } = useDialogForm<CoopFormValues>({
    values: state?.values ?? EMPTY_FORM,
    check: (values) => validateCoopForm(type, values),
    serverFields: COOP_SERVER_FIELDS,
  });
  const save = useApiMutation(saveLevel, { fallback: 'Gagal menyimpan', onSuccess: onSaved, onError: onServerError });
  const label = COOP_LABELS[type];
  const parents = PARENT_FIELDS[type];

  const [lokasiId, jalurId] = watch(['lokasiId', 'jalurId']);
  const plants = structure.find((l) => String(l.id) === lokasiId)?.plants ?? [];
  const bagian = jalurOptions.find((j) => String(j.id) === jalurId)?.bagian ?? [];
  // Parent selects of this level; choosing a parent clears the choice below it.
  const allParents: Array<{ key: keyof CoopFormValues; label: string; options: Option[]; clears?: keyof CoopFormValues }> = [
    { key: 'lokasiId', label: 'Lokasi', options: structure, clears: 'plantId' },
    { key: 'plantId', label: 'Plant', options: plants },
    { key: 'jalurId', label: 'Jalur', options: jalurOptions, clears: 'bagianId' },
    { key: 'bagianId', label: 'Bagian', options: bagian },
  ];
  const parentFields = allParents.filter((field) => parents.includes(field.key));

  return (
    <FormDialog
      open={open && !!state}
      title={`${state?.mode === 'edit' ? 'Edit' : 'Tambah'} ${label}`}
      submitLabel={state?.mode === 'edit' ? 'Simpan' : 'Tambah'}
      {...dialog}
      onSubmit={submit((values) => state && save.trigger({ ...state, values }))}
      onClose={onClose}
      busy={save.busy}
      extraActions={
        state?.mode === 'edit' && (
          <Button color="error" onClick={() => onDelete(getValues())} disabled={save.busy}>
            Hapus
          </Button>
        )
      }
    >
      {parentFields.map((field) => (
        <ParentSelect key={field.key} control={control} name={field.key} label={field.label} options={field.options} onChosen={() => field.clears && setValue(field.clears, '')} />
      ))}
      <FormTextField control={control} name="name" required autoFocus label={`Nama ${label}`} helperText={NAME_HELP[type]} slotProps={{ htmlInput: { maxLength: 100 } }} />
    </FormDialog>
  );
}
