import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { FormDialog } from '../../components/FormDialog';
import { useDialogForm } from '../../components/useDialogForm';
import { useRole } from '../../lib/useSession';
import { ageText, postVaccination, ROUTE_LABEL, ROUTES, vaccinationLabel, type TodoVaccination, type VaccinationBody } from './health';
import { vaccinationBody, vaccinationForm, vaccinationProblem, VACCINATION_MESSAGES, type VaccinationForm } from './vaccination-form';

const EMPTY: VaccinationForm = { item_id: '', batch_no: '', expiry: null, doses: '', route: 'air_minum', note: '' };

/**
 * Catat Vaksinasi: one program row given to a bagian's flock on `date`. The doses leave OVK stock
 * at the vaccine's average cost (the server); the admin may choose another OVK item, the abk gives
 * the row's vaccine. Without a connection the record waits in the outbox.
 */
export function VaccinationDialog({ todo, date, onClose, onSaved }: { todo: TodoVaccination | null; date: string; onClose: () => void; onSaved: (message: string, queued: boolean) => void }) {
  const role = useRole();
  const isAdmin = role === 'admin' || role === 'superadmin';
  const items = useApiQuery(isAdmin && todo ? '/api/stock-items' : null, { params: { query: { active: true } } });
  const ovk = (items.data ?? []).filter((i) => i.kind === 'ovk');
  const { control, dialog, submit, onServerError } = useDialogForm<VaccinationForm>({
    values: todo ? vaccinationForm(todo) : EMPTY,
    check: (form) => vaccinationProblem(form, date),
    serverFields: { date: 'expiry' },
  });
  const save = useApiMutation((body: VaccinationBody) => postVaccination(body, vaccinationLabel(todo!, date)), {
    fallback: VACCINATION_MESSAGES.failed,
    onSuccess: (done) => onSaved(`${todo!.item.disease}: ${done.queued ? done.message : VACCINATION_MESSAGES.saved}`, done.queued),
    onError: onServerError,
  });
  const noItem = !isAdmin && todo?.item.item_id === null;

  return (
    <FormDialog
      open={!!todo}
      title="Catat Vaksinasi"
      submitLabel="Simpan"
      {...dialog}
      onSubmit={submit((form) => (noItem ? undefined : save.trigger(vaccinationBody(form, todo!, date))))}
      onClose={onClose}
      busy={save.busy}
      belowTitle={
        todo && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
            {todo.flock.lokasi} · umur {ageText(todo.flock)} · {todo.item.disease} (program: umur {todo.item.age_days} hari) · {dayjs(date).format('DD/MM/YYYY')}
          </Typography>
        )
      }
    >
      {noItem && <Alert severity="warning">{VACCINATION_MESSAGES.noItem}</Alert>}
      {isAdmin ? (
        <FormTextField control={control} name="item_id" select label="Vaksin (barang OVK)" helperText={ovk.length ? ' ' : 'Belum ada barang OVK: tambahkan di Barang Stok.'} size="small" fullWidth>
          {ovk.map((i) => (
            <MenuItem key={i.id} value={i.id}>
              {i.name} ({i.unit})
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        <Typography>Vaksin: {todo?.item.item_name ?? '—'}</Typography>
      )}
      <FormTextField control={control} name="batch_no" label="Nomor batch" helperText=" " size="small" fullWidth autoFocus />
      <DatePickerProvider>
        <FormDateInput control={control} name="expiry" label="Kedaluwarsa" size="small" fullWidth helperText=" " />
      </DatePickerProvider>
      <FormNumberInput control={control} name="doses" mode="decimal" label="Jumlah dosis" helperText={`Populasi bagian: ${todo?.flock.populasi ?? 0} ekor`} size="small" fullWidth />
      <FormTextField control={control} name="route" select label="Rute" helperText=" " size="small" fullWidth>
        {ROUTES.map((r) => (
          <MenuItem key={r} value={r}>
            {ROUTE_LABEL[r]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="note" label="Catatan" helperText=" " size="small" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
