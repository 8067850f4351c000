import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray } from 'react-hook-form';
import { api, send } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNumberInput, FormTextField } from '../../components/FormFields';
import { FormDialog } from '../../components/FormDialog';
import { useDialogForm } from '../../components/useDialogForm';
import { ROUTE_LABEL, ROUTES, type Program } from './health';
import { newRow, PROGRAM_MESSAGES, programBody, programForm, programProblem, removedRows, type ProgramBody, type ProgramForm } from './programs';

/** Adds (target 'new') or edits a vaccination program: name, default, rows by age; removing stored rows asks first. */
export function ProgramDialog({ target, onClose, onSaved }: { target: Program | 'new' | null; onClose: () => void; onSaved: (message: string) => void }) {
  const program = target === 'new' ? null : target;
  const items = useApiQuery(target ? '/api/stock-items' : null, { params: { query: { active: true } } });
  const ovk = (items.data ?? []).filter((i) => i.kind === 'ovk');
  const form = useDialogForm<ProgramForm>({ values: programForm(program), check: programProblem });
  const { control, dialog, submit, onServerError, getValues } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const [confirm, setConfirm] = useState<string | null>(null);
  const save = useApiMutation(
    (body: ProgramBody) => (program ? send(api.PUT('/api/health/programs/{id}', { params: { path: { id: program.id } }, body })) : send(api.POST('/api/health/programs', { body }))),
    {
      fallback: PROGRAM_MESSAGES.failed,
      onSuccess: () => {
        setConfirm(null);
        onSaved(PROGRAM_MESSAGES.saved);
      },
      onError: (message, arg, error) => {
        setConfirm(null);
        onServerError(message, arg, error);
      },
    },
  );
  const store = (f: ProgramForm) => {
    const removed = removedRows(program, f);
    if (removed.length) setConfirm(`Hapus ${removed.length} baris program (${removed.map((r) => `${r.disease} umur ${r.age_days} hari`).join(', ')})?`);
    else return save.trigger(programBody(f));
  };

  return (
    <>
      <FormDialog open={!!target} title={program ? 'Ubah Program Vaksinasi' : 'Tambah Program Vaksinasi'} submitLabel="Simpan" maxWidth="md" {...dialog} onSubmit={submit(store)} onClose={onClose} busy={save.busy}>
        <FormTextField control={control} name="name" label="Nama program" helperText=" " size="small" fullWidth autoFocus />
        <Controller
          control={control}
          name="is_default"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={program?.is_default} />}
              label="Program bawaan peternakan (diikuti setiap flok)"
              sx={{ minHeight: 44 }}
            />
          )}
        />
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Baris program">
          {rows.fields.map((r, i) => (
            <Paper component="li" key={r.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '90px 2fr 2fr 1.3fr 44px' }, alignItems: 'start' }}>
              <FormNumberInput control={control} name={`rows.${i}.age`} mode="integer" label="Umur (hari)" size="small" helperText=" " />
              <FormTextField control={control} name={`rows.${i}.disease`} label="Penyakit" size="small" helperText=" " />
              <FormTextField control={control} name={`rows.${i}.item_id`} select label="Vaksin (OVK)" size="small" helperText=" ">
                <MenuItem value="">
                  <em>— belum ditautkan —</em>
                </MenuItem>
                {ovk.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.name}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={control} name={`rows.${i}.route`} select label="Rute" size="small" helperText=" ">
                {ROUTES.map((route) => (
                  <MenuItem key={route} value={route}>
                    {ROUTE_LABEL[route]}
                  </MenuItem>
                ))}
              </FormTextField>
              <IconButton aria-label={`Hapus baris ${i + 1}`} onClick={() => rows.remove(i)} sx={{ width: 44, height: 44 }}>
                <DeleteOutlineIcon />
              </IconButton>
              <FormTextField control={control} name={`rows.${i}.note`} label="Catatan" size="small" helperText=" " sx={{ gridColumn: '1 / -1' }} />
            </Paper>
          ))}
        </Stack>
        <Button startIcon={<AddIcon />} onClick={() => rows.append(newRow())} sx={{ minHeight: 44, alignSelf: 'flex-start' }}>
          Tambah baris
        </Button>
      </FormDialog>
      <ConfirmDialog open={confirm !== null} title="Hapus baris program" message={confirm ?? ''} destructive busy={save.busy} onConfirm={() => void save.trigger(programBody(getValues()))} onCancel={() => setConfirm(null)} />
    </>
  );
}
