/**
 * Egg production entry (/produksitelur, spec part 1 §2.7, §4.5, §5, §8): a
 * date, one table per jalur with kg and counts of grades A, B and C per
 * bagian, totals, the grade settings modal and Simpan.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import dayjs from 'dayjs';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, send } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { DailyPage, DayField, SaveBar, useDailyScreen, useDayEntry } from '../../components/DailyPage';
import { EmptyState } from '../../components/EmptyState';
import { NumberField } from '../../components/NumberField';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/useToast';
import { groupByJalur } from '../../lib/coop';
import { formatNumber } from '../../lib/format';
import {
  EGG_MESSAGES,
  GRADES,
  applySettings,
  buildEggBody,
  eggTotals,
  inputsFromRow,
  kgText,
  stepText,
  withCount,
  type EggBody,
  type EggInputs,
  type EggSettingsAnswer,
  type Grade,
} from './egg-production';
import { EggSettingsDialog } from './EggSettingsDialog';

const STATIC = { revalidateOnReconnect: false };
const cellInput = { width: { xs: 72, md: 96 } };

/** Totals row of a group of bagian. */
function TotalsRow({ label, rows }: { label: string; rows: EggInputs[] }) {
  const t = eggTotals(rows);
  return (
    <TableRow sx={{ '& td': { fontWeight: 600, bgcolor: 'action.hover' } }}>
      <TableCell>{label}</TableCell>
      {GRADES.map((g) => (
        <TableCell key={`kg-${g}`} align="right">
          {formatNumber(t.kg[g], 3)}
        </TableCell>
      ))}
      {GRADES.map((g) => (
        <TableCell key={`n-${g}`} align="right">
          {formatNumber(t.butir[g], 0)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The /produksitelur route. */
export default function EggProductionPage({ title }: PageProps) {
  const { canWrite, ready, notice } = useDailyScreen();
  const [date, setDate] = useState(() => dayjs());
  const tanggal = date.format('YYYY-MM-DD');

  const settingsReq = useApiQuery(ready ? '/api/transaksi-telur/settings' : null, {}, STATIC);
  const settings = settingsReq.data;
  const day = useApiQuery(ready ? '/api/transaksi-telur' : null, { params: { query: { tanggal } } }, STATIC);
  const rows = day.data;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { toast, showToast } = useToast(2000);
  const initial = useMemo(() => rows && Object.fromEntries(rows.map((r) => [r.bagian_id, inputsFromRow(r)])), [rows]);
  const { inputs, setInputs, loaded, save, saving, error } = useDayEntry({
    tanggal,
    initial,
    build: (typed) => buildEggBody(tanggal, rows ?? [], typed),
    post: (body: EggBody) => send(api.POST('/api/transaksi-telur', { body })),
    fallback: EGG_MESSAGES.failed,
    onSaved: () => {
      showToast(EGG_MESSAGES.saved);
      return day.mutate();
    },
  });

  if (notice)
    return <DailyPage title={title}>{notice}</DailyPage>;

  const update = (id: number, next: (v: EggInputs) => EggInputs) => setInputs((all) => ({ ...all, [id]: next(all[id]) }));

  const settingsSaved = (next: EggSettingsAnswer) => {
    setSettingsOpen(false);
    void settingsReq.mutate(next, { revalidate: false });
    setInputs((all) => Object.fromEntries(Object.entries(all).map(([id, v]) => [id, applySettings(v, next)])));
    showToast(EGG_MESSAGES.settingsSaved);
  };

  /** Arrow keys step the focused input (kg by 0.01, counts by 1, never below 0). */
  const onArrow = (id: number, key: keyof EggInputs, kind: 'kg' | 'count', grade: Grade) => (event: KeyboardEvent) => {
    const v = inputs[id];
    const next = v && stepText(v[key], event.key, kind);
    if (next === null || next === undefined || !settings) return;
    event.preventDefault();
    update(id, (cur) => (kind === 'count' ? withCount(cur, grade, next, settings) : { ...cur, [key]: next }));
  };

  let body;
  if (day.error || settingsReq.error) body = <Alert severity="error">{EGG_MESSAGES.load}</Alert>;
  else if (!rows || !settings || !loaded) body = <PageLoading />;
  else if (!rows.length) body = <EmptyState message="Belum ada data" hint="Tambahkan jalur dan bagian di Struktur Kandang." />;
  else
    body = (
      <Stack spacing={2}>
        {groupByJalur(rows).map((group) => (
          <Paper key={group.jalur} variant="outlined" sx={{ overflowX: 'auto' }}>
            <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {group.jalur}
            </Typography>
            <Table size="small" aria-label={`Telur ${group.jalur}`} sx={{ '& td, & th': { px: { xs: 0.5, md: 1.5 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Bagian</TableCell>
                  {GRADES.map((g) => (
                    <TableCell key={`kg-${g}`} align="right">
                      Kg {g.toUpperCase()}
                    </TableCell>
                  ))}
                  {GRADES.map((g) => (
                    <TableCell key={`n-${g}`} align="right">
                      Butir {g.toUpperCase()}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {group.rows.map((r) => {
                  const v = inputs[r.bagian_id];
                  if (!v) return null;
                  return (
                    <TableRow key={r.bagian_id} hover>
                      <TableCell>{r.bagian}</TableCell>
                      {GRADES.map((g) => (
                        <TableCell key={`kg-${g}`} align="right">
                          <NumberField
                            size="small"
                            value={v[`grade_${g}`]}
                            onChange={(text) => update(r.bagian_id, (cur) => ({ ...cur, [`grade_${g}`]: kgText(text) }))}
                            onKeyDown={onArrow(r.bagian_id, `grade_${g}`, 'kg', g)}
                            disabled={!canWrite || saving || settings[`disable_grade_${g}`]}
                            placeholder="0"
                            sx={cellInput}
                            slotProps={{ htmlInput: { 'aria-label': `Kg grade ${g.toUpperCase()} ${r.lokasi}` } }}
                          />
                        </TableCell>
                      ))}
                      {GRADES.map((g) => (
                        <TableCell key={`n-${g}`} align="right">
                          <NumberField
                            size="small"
                            decimal={false}
                            value={v[`butir_${g}`]}
                            onChange={(text) => update(r.bagian_id, (cur) => withCount(cur, g, text, settings))}
                            onKeyDown={onArrow(r.bagian_id, `butir_${g}`, 'count', g)}
                            disabled={!canWrite || saving}
                            placeholder="0"
                            sx={cellInput}
                            slotProps={{ htmlInput: { 'aria-label': `Butir grade ${g.toUpperCase()} ${r.lokasi}` } }}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
                <TotalsRow label="Total" rows={group.rows.map((r) => inputs[r.bagian_id]).filter(Boolean)} />
              </TableBody>
            </Table>
          </Paper>
        ))}
        <SaveBar canWrite={canWrite} saving={saving} onSave={save} error={error} summary={<Summary rows={Object.values(inputs)} />} />
      </Stack>
    );

  return (
    <DailyPage
      title={title}
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DayField value={date} onChange={setDate} />
          {canWrite && (
            <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setSettingsOpen(true)} disabled={!settingsReq.data}>
              Pengaturan
            </Button>
          )}
        </Stack>
      }
    >
      {body}
      {settings && <EggSettingsDialog open={settingsOpen} settings={settings} onClose={() => setSettingsOpen(false)} onSaved={settingsSaved} />}
      {toast}
    </DailyPage>
  );
}

/** Overall totals of the day. */
function Summary({ rows }: { rows: EggInputs[] }) {
  const t = eggTotals(rows);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} aria-label="Total keseluruhan">
      <Typography variant="subtitle1">Total kg: {formatNumber(t.kgAll, 3)}</Typography>
      <Typography variant="subtitle1">Total butir: {formatNumber(t.butirAll, 0)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {GRADES.map((g) => `${g.toUpperCase()}: ${formatNumber(t.kg[g], 3)} kg / ${formatNumber(t.butir[g], 0)} butir`).join(' · ')}
      </Typography>
    </Stack>
  );
}
