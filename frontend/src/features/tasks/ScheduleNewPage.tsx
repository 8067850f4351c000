/**
 * Buat Jadwal Tugas (/tasks/schedules/new, spec part 2 'Schedule creation',
 * §5): the schedule form and the list of schedules with a main-task filter and
 * Edit. Batal on an untouched new form returns to /tasks/tugasinfo, otherwise
 * it resets the form.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { api, send } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { DataTable } from '../../components/DataTable';
import { PickersLocalization as DatePickerProvider } from '../../components/PickersLocalization';
import { NumberInput } from '../../components/NumberInput';
import { DateInput } from '../../components/DateInput';
import { PageHeader } from '../../components/PageHeader';
import { PICKER_SOURCES, pickerHelper } from '../../components/PickerEmpty';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { DAY_FORMAT, todayKey } from './calendar';
import {
  changeFrequency,
  changeMain,
  emptyScheduleForm,
  formFromSchedule,
  isUntouched,
  scheduleBody,
  SUB_REQUIRED,
  toggleDay,
  validateScheduleForm,
  type ScheduleForm,
} from './scheduleForm';
import { FREQUENCY_LABEL, WEEKDAY_LABELS, type Frequency, type Schedule, type ScheduleBody } from './types';

/** Saves a schedule: PUT when `id` is given, else POST. */
function saveSchedule({ id, body }: { id: number | null; body: ScheduleBody }) {
  return id === null ? send(api.POST('/api/tasks/schedules', { body })) : send(api.PUT('/api/tasks/schedules/{id}', { params: { path: { id } }, body }));
}

/** 'Sen, Kam' for WEEKLY, 'tgl 1, 15' for MONTHLY, '-' for DAILY. */
export function daysLabel(s: Pick<Schedule, 'frequency' | 'by_days' | 'by_month_days'>): string {
  if (s.frequency === 'WEEKLY') return s.by_days.map((d) => WEEKDAY_LABELS[d - 1]).join(', ');
  if (s.frequency === 'MONTHLY') return `tgl ${s.by_month_days.join(', ')}`;
  return '-';
}

/** The /tasks/schedules/new route. */
export default function ScheduleNewPage({ title }: PageProps) {
  const navigate = useNavigate();
  const [initial] = useState(() => emptyScheduleForm(todayKey()));
  const [form, setForm] = useState<ScheduleForm>(initial);
  const [error, setError] = useState<string | null>(null);
  const [listMain, setListMain] = useState('ALL');
  const { toast, showToast } = useToast(2000);

  const mains = useApiQuery('/api/tasks/main', {});
  const subs = useApiQuery('/api/tasks/sub', {});
  const schedules = useApiQuery('/api/tasks/schedules', { params: { query: { main_id: listMain === 'ALL' ? undefined : Number(listMain) } } });
  const save = useApiMutation(saveSchedule, {
    fallback: 'Gagal menyimpan',
    onSuccess: (_saved, { id }) => {
      showToast(id !== null ? 'Jadwal diperbarui' : 'Jadwal tersimpan');
      setForm(emptyScheduleForm(todayKey()));
      return schedules.mutate();
    },
    onError: (message) => {
      setError(message);
      showToast(message, 'error');
    },
  });
  const saving = save.busy;

  const mainOptions = useMemo(() => (mains.data ?? []).filter((m) => m.aktif || String(m.id) === form.main_id), [mains.data, form.main_id]);
  const subOptions = useMemo(
    () => (subs.data ?? []).filter((s) => String(s.main_id) === form.main_id && (s.aktif || String(s.id) === form.sub_id)),
    [subs.data, form.main_id, form.sub_id],
  );

  const update = (next: ScheduleForm) => {
    setForm(next);
    setError(null);
  };

  const cancel = () => {
    if (isUntouched(form, initial)) void navigate('/tasks/tugasinfo');
    else update(emptyScheduleForm(todayKey()));
  };

  const submit = () => {
    const problem = validateScheduleForm(form);
    setError(problem);
    if (!problem) void save.trigger({ id: form.id, body: scheduleBody(form) });
  };

  const columns: GridColDef<Schedule>[] = [
    { field: 'main', headerName: 'Main', flex: 1, minWidth: 110 },
    { field: 'sub', headerName: 'Sub', flex: 1.4, minWidth: 150 },
    { field: 'frequency', headerName: 'Frekuensi', width: 100, valueFormatter: (v: Frequency) => FREQUENCY_LABEL[v] ?? v },
    { field: 'interval', headerName: 'Interval', width: 80, type: 'number' },
    { field: 'days', headerName: 'Hari / Tanggal', width: 130, sortable: false, valueGetter: (_v, row) => daysLabel(row) },
    { field: 'time_of_day', headerName: 'Jam', width: 70 },
    { field: 'start_date', headerName: 'Mulai', width: 100, valueFormatter: (v: string) => formatDate(v) },
    { field: 'end_date', headerName: 'Selesai', width: 100, valueFormatter: (v: string | null) => formatDate(v) },
    {
      field: 'actions',
      headerName: 'Aksi',
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <IconButton
          size="small"
          aria-label={`Edit jadwal ${row.sub}`}
          onClick={() => {
            update(formFromSchedule(row));
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  const subMissing = error === SUB_REQUIRED;
  const pickDate = (value: dayjs.Dayjs | null) => (value && value.isValid() ? value.format(DAY_FORMAT) : '');

  return (
    <>
      <PageHeader title={title} subtitle={form.id !== null ? 'Mengubah jadwal yang dipilih.' : 'Jadwal berulang untuk sub task.'} />
      {(mains.error || subs.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Gagal memuat data
        </Alert>
      )}
      <Paper
        component="form"
        aria-label="Form jadwal tugas"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ p: 2, mb: 3 }}
      >
        <DatePickerProvider>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Main task"
                value={form.main_id}
                onChange={(e) => update(changeMain(form, e.target.value))}
                helperText={pickerHelper(mains.data && mainOptions, PICKER_SOURCES.mainTask)}
              >
                {mainOptions.map((m) => (
                  <MenuItem key={m.id} value={String(m.id)}>
                    {m.nama}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Sub task"
                value={form.sub_id}
                onChange={(e) => update({ ...form, sub_id: e.target.value })}
                disabled={!form.main_id}
                error={subMissing}
                helperText={subMissing ? SUB_REQUIRED : !form.main_id ? 'Pilih main task dulu' : subOptions.length === 0 ? 'Tidak ada sub task aktif' : ' '}
              >
                {subOptions.map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {s.nama}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField select fullWidth label="Frekuensi" value={form.frequency} onChange={(e) => update(changeFrequency(form, e.target.value as Frequency))}>
                {(Object.keys(FREQUENCY_LABEL) as Frequency[]).map((f) => (
                  <MenuItem key={f} value={f}>
                    {FREQUENCY_LABEL[f]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <NumberInput
                fullWidth
                mode="integer"
                min={1}
                label="Interval"
                value={form.interval}
                onChange={(interval) => update({ ...form, interval })}
                helperText={`Setiap ${form.interval || '…'} ${form.frequency === 'DAILY' ? 'hari' : form.frequency === 'WEEKLY' ? 'minggu' : 'bulan'}`}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TimePicker
                label="Jam"
                ampm={false}
                format="HH:mm"
                value={form.time_of_day ? dayjs(`2000-01-01T${form.time_of_day}`) : null}
                onChange={(v) => update({ ...form, time_of_day: v && v.isValid() ? v.format('HH:mm') : '' })}
                slotProps={{ textField: { fullWidth: true } }}
              />
            </Grid>
            {form.frequency === 'WEEKLY' && (
              <Grid size={12}>
                <FormControl>
                  <FormLabel id="hari-label">Hari</FormLabel>
                  <ToggleButtonGroup aria-labelledby="hari-label" value={form.by_days} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                    {WEEKDAY_LABELS.map((label, i) => (
                      <ToggleButton key={label} value={i + 1} onClick={() => update(toggleDay(form, i + 1))} sx={{ minWidth: 52 }}>
                        {label}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                  <FormHelperText>Bisa pilih lebih dari satu hari.</FormHelperText>
                </FormControl>
              </Grid>
            )}
            {form.frequency === 'MONTHLY' && (
              <Grid size={12}>
                <TextField
                  fullWidth
                  label="Tanggal dalam bulan"
                  placeholder="1, 15, 30"
                  value={form.by_month_days}
                  onChange={(e) => update({ ...form, by_month_days: e.target.value })}
                  helperText="Pisahkan dengan koma. Tanggal yang tidak ada di suatu bulan (mis. 31) dilewati."
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput
                label="Tanggal mulai"
                value={form.start_date ? dayjs(form.start_date) : null}
                onChange={(v) => update({ ...form, start_date: pickDate(v) })}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput
                label="Tanggal selesai (opsional)"
                value={form.end_date ? dayjs(form.end_date) : null}
                minDate={form.start_date ? dayjs(form.start_date) : undefined}
                onChange={(v) => update({ ...form, end_date: pickDate(v) })}
                fullWidth
              />
            </Grid>
          </Grid>
        </DatePickerProvider>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button color="inherit" onClick={cancel} disabled={saving}>
            Batal
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Memproses…' : form.id !== null ? 'Update' : 'Simpan'}
          </Button>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="schedule-list-title" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}>
          <Typography id="schedule-list-title" variant="h6" component="h2">
            Daftar Jadwal
          </Typography>
          <TextField select size="small" label="Filter main task" value={listMain} onChange={(e) => setListMain(e.target.value)} sx={{ width: { xs: '100%', sm: 240 } }}>
            <MenuItem value="ALL">Semua (ALL)</MenuItem>
            {(mains.data ?? []).map((m) => (
              <MenuItem key={m.id} value={String(m.id)}>
                {m.nama}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <DataTable label="Tabel jadwal" rows={schedules.data ?? []} columns={columns} loading={schedules.isLoading} />
      </Paper>
      {toast}
    </>
  );
}
