/** 'Pengaturan peringatan' (issue #24 'Early warnings'): the farm's thresholds of the warning rules; admin only. */
import InputAdornment from '@mui/material/InputAdornment';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { errorText } from '../../api/client';
import { FormDialog } from '../../components/FormDialog';
import { FormNumberInput } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import { putSettings, SETTINGS_FIELDS, settingsBody, settingsForm, validateSettings, WARNING_TEXT, type SettingsForm, type WarningSettings } from './warnings';

export interface WarningsSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the thresholds the server saved. */
  onSaved: (settings: WarningSettings) => void;
}

const EMPTY = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f.key, ''])) as SettingsForm;

/** The dialog: the saved thresholds (read when it opens), each checked against the range the server takes. */
export function WarningsSettingsDialog({ open, onClose, onSaved }: WarningsSettingsDialogProps) {
  const saved = useApiQuery(open ? '/api/insight/warning-settings' : null, {});
  const { control, dialog, submit, onServerError } = useDialogForm<SettingsForm>({
    values: saved.data ? settingsForm(saved.data) : EMPTY,
    follow: true,
    check: validateSettings,
  });
  const save = useApiMutation(putSettings, { fallback: WARNING_TEXT.save, onSuccess: onSaved, onError: onServerError });
  const loadError = saved.error ? errorText(saved.error, WARNING_TEXT.loadSettings) : null;

  return (
    <FormDialog
      open={open}
      title="Pengaturan peringatan"
      submitLabel="Simpan"
      {...dialog}
      error={dialog.error ?? loadError}
      onSubmit={submit((f) => save.trigger(settingsBody(f)))}
      onClose={onClose}
      busy={save.busy || !saved.data}
    >
      {SETTINGS_FIELDS.map((f) => (
        <FormNumberInput
          key={f.key}
          control={control}
          name={f.key}
          mode={f.mode}
          decimals={f.decimals}
          min={f.min}
          max={f.max}
          size="small"
          label={f.label}
          slotProps={{ input: { endAdornment: <InputAdornment position="end">{f.unit}</InputAdornment> } }}
        />
      ))}
    </FormDialog>
  );
}
