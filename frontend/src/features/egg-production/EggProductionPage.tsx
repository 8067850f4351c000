/**
 * Egg production entry (/produksitelur, spec part 1 §2.7, §4.5, §5, §8): a
 * date, one table per jalur with kg and counts of grades A, B and C per
 * bagian, totals, the grade settings modal and Simpan.
 */
import { useCallback, useState } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { CHANGED_ROW_SX, CONFLICT_ROW_SX, ConflictLine, DailyPage, DayField, SaveBar, useDailyScreen, useDayParam } from '../../components/DailyPage';
import { useDayEntry } from '../../components/useDayEntry';
import { CopyYesterdayBar, copiedMessage } from '../../components/CopyYesterdayBar';
import { EmptyState } from '../../components/EmptyState';
import { NumberInput } from '../../components/NumberInput';
import { PageLoading } from '../../components/PageLoading';
import { useGuardedDay } from '../../components/useUnsavedGuard';
import { useToast } from '../../components/useToast';
import { groupByJalur } from '../../lib/coop';
import { formatNumber } from '../../lib/format';
import {
  EGG_MESSAGES,
  EGG_WRITE,
  GRADES,
  applySettings,
  autoLabel,
  buildEggBody,
  copyYesterdayToEmpty,
  describeEggRow,
  effectiveSettings,
  eggTotals,
  inputsFromRow,
  kgMode,
  sameEggInputs,
  withCount,
  withKg,
  type EggBody,
  type EggInputs,
  type EggRow,
  type EggSettingsAnswer,
} from './egg-production';
import { lazyDialog } from '../../components/lazyDialog';
import { HeldEggsNotice } from '../../components/HeldEggsNotice';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const EggSettingsDialog = lazyDialog(() => import('./EggSettingsDialog').then((m) => m.EggSettingsDialog), (p) => p.open);

const STATIC = { revalidateOnReconnect: false };
/**
 * One column per grade holding its kg and its count: on a tablet in portrait the two inputs sit
 * side by side, on a phone one above the other; both wide enough for '1234,567' and '12.345'.
 */
const INPUT_SX = { flex: '1 1 96px', minWidth: 92, maxWidth: 150, '& .MuiInputBase-root': { minHeight: 48 }, '& input': { fontSize: 16, px: 1.25, textAlign: 'right' } } as const;
const TABLE_SX = { tableLayout: 'fixed', '& td, & th': { px: { xs: 0.5, sm: 1 }, verticalAlign: 'top' } } as const;
const NAME_COL = { width: { xs: 72, sm: 104 } } as const;
/** A computed (auto) kg: read-only, on a tinted dashed field so that it does not look like an input to fill. */
const AUTO_SX = { ...INPUT_SX, '& .MuiInputBase-root': { minHeight: 48, bgcolor: 'action.hover' }, '& fieldset': { borderStyle: 'dashed' } } as const;
const CAPTION_SX = { display: 'block', fontWeight: 400, color: 'text.secondary', fontSize: 12 } as const;

/** Totals row of a group of bagian. */
function TotalsRow({ label, rows }: { label: string; rows: EggInputs[] }) {
  const t = eggTotals(rows);
  return (
    <TableRow sx={{ '& td': { fontWeight: 600, bgcolor: 'action.hover' } }}>
      <TableCell>{label}</TableCell>
      {GRADES.map((g) => (
        <TableCell key={g} aria-label={`${label} grade ${g.toUpperCase()}`}>
          {formatNumber(t.kg[g], 2)} kg
          <br />
          {formatNumber(t.butir[g], 0)} butir
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The /produksitelur route. */
export default function EggProductionPage({ title }: PageProps) {
  const { canWrite, ready, notice } = useDailyScreen();
  const [date, setDate] = useDayParam();
  const tanggal = date.format('YYYY-MM-DD');

  const settingsReq = useApiQuery(ready ? '/api/transaksi-telur/settings' : null, {}, STATIC);
  const weightsReq = useApiQuery(ready ? '/api/transaksi-telur/weights' : null, { params: { query: { tanggal } } }, STATIC);
  // The kg per egg of auto grades: the farm's weighed days when there are enough, else the settings.
  const settings = settingsReq.data ? effectiveSettings(settingsReq.data, weightsReq.data) : undefined;
  const day = useApiQuery(ready ? '/api/transaksi-telur' : null, { params: { query: { tanggal } } }, STATIC);
  const prev = useApiQuery(ready ? '/api/transaksi-telur' : null, { params: { query: { tanggal: date.subtract(1, 'day').format('YYYY-MM-DD') } } }, STATIC);
  const rows = day.data;
  const yesterday = prev.data;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { toast, showToast } = useToast(2000);
  const idOf = useCallback((r: EggRow) => r.bagian_id, []);
  const entry = useDayEntry({
    tanggal,
    rows,
    idOf,
    toInputs: inputsFromRow,
    sameInputs: sameEggInputs,
    build: (changed, typed): { body: EggBody } | { error: string } => buildEggBody(tanggal, changed, typed),
    write: EGG_WRITE,
    fallback: EGG_MESSAGES.failed,
    onSaved: () => showToast(EGG_MESSAGES.saved),
    reload: () => day.mutate(),
  });
  const { inputs, setInputs, loaded, save, saving, error } = entry;
  const { changeDay, dialogs } = useGuardedDay(entry.dirty, setDate);

  if (notice)
    return <DailyPage title={title}>{notice}</DailyPage>;

  const update = (id: number, next: (v: EggInputs) => EggInputs) => setInputs((all) => ({ ...all, [id]: next(all[id]) }));

  const settingsSaved = (next: EggSettingsAnswer) => {
    setSettingsOpen(false);
    void settingsReq.mutate(next, { revalidate: false });
    if (settings) {
      const after = effectiveSettings(next, weightsReq.data);
      setInputs((all) => Object.fromEntries(Object.entries(all).map(([id, v]) => [id, applySettings(v, settings, after)])));
    }
    showToast(EGG_MESSAGES.settingsSaved);
  };

  /** 'Salin kemarin' of the given bagian (all, or one row's '=kemarin'): only empty fields are filled. */
  const copyYesterday = (ids: number[]) => {
    if (!settings) return;
    const { inputs: next, filled } = copyYesterdayToEmpty(inputs, ids, yesterday, settings);
    setInputs(next);
    showToast(copiedMessage(filled));
  };

  let body;
  // A failed reload (offline) keeps the day and settings already read on screen.
  if ((day.error && !rows) || (settingsReq.error && !settings)) body = <Alert severity="error">{EGG_MESSAGES.load}</Alert>;
  else if (!rows || !settings || !loaded) body = <PageLoading />;
  else if (!rows.length) body = <EmptyState message="Belum ada data" hint="Tambahkan jalur dan bagian di Struktur Kandang." />;
  else
    body = (
      <Stack spacing={2}>
        {canWrite && <CopyYesterdayBar fields="butir dan kg" onCopy={() => copyYesterday(rows.map((r) => r.bagian_id))} disabled={!yesterday || saving} />}
        {groupByJalur(rows).map((group) => (
          <Paper key={group.jalur} variant="outlined" sx={{ overflow: 'hidden' }}>
            <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {group.jalur}
            </Typography>
            <Table size="small" aria-label={`Telur ${group.jalur}`} sx={TABLE_SX}>
              <TableHead>
                <TableRow>
                  <TableCell sx={NAME_COL}>Bagian</TableCell>
                  {GRADES.map((g) => (
                    <TableCell key={g}>
                      Grade {g.toUpperCase()}
                      <Box component="span" sx={CAPTION_SX}>
                        kg · butir
                      </Box>
                      {settings[`auto_grade_${g}`] && !settings[`disable_grade_${g}`] && (
                        <Box component="span" sx={CAPTION_SX}>
                          kg {autoLabel(settings, g)}
                        </Box>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {group.rows.map((r) => {
                  const v = inputs[r.bagian_id];
                  if (!v) return null;
                  const changed = entry.changedIds.includes(r.bagian_id);
                  const conflict = entry.conflicts?.find((c) => c.bagian_id === r.bagian_id);
                  return (
                    <TableRow key={r.bagian_id} hover sx={conflict ? CONFLICT_ROW_SX : changed ? CHANGED_ROW_SX : undefined}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {r.bagian}
                        {conflict && <ConflictLine now={describeEggRow(conflict)} />}
                        {canWrite && (
                          <Button
                            variant="outlined"
                            size="small"
                            tabIndex={-1}
                            disabled={!yesterday || saving}
                            onClick={() => copyYesterday([r.bagian_id])}
                            aria-label={`Salin kemarin ${r.lokasi}`}
                            title={`Isi butir dan kg yang kosong di ${r.lokasi} dengan nilai kemarin`}
                            sx={{ display: 'flex', mt: 0.75, minHeight: 44, minWidth: 44, px: 0.5, fontSize: 12, whiteSpace: 'nowrap' }}
                          >
                            =kemarin
                          </Button>
                        )}
                      </TableCell>
                      {GRADES.map((g) => {
                        const kgState = kgMode(v, g, settings);
                        const auto = kgState === 'auto';
                        return (
                          <TableCell key={g}>
                            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                              <NumberInput
                                mode="entry"
                                decimals={3}
                                step={auto ? undefined : 0.01}
                                errorDisplay="title"
                                value={v[`grade_${g}`]}
                                onChange={(text) => update(r.bagian_id, (cur) => withKg(cur, g, text, settings))}
                                disabled={!canWrite || saving || kgState === 'disabled'}
                                placeholder="kg"
                                fullWidth={false}
                                sx={auto ? AUTO_SX : INPUT_SX}
                                slotProps={{
                                  htmlInput: {
                                    'aria-label': `Kg grade ${g.toUpperCase()} ${r.lokasi}`,
                                    ...(auto ? { readOnly: true, tabIndex: -1, title: `Kg ${autoLabel(settings, g)}: dihitung dari butir` } : {}),
                                  },
                                }}
                              />
                              <NumberInput
                                mode="integer"
                                step={1}
                                errorDisplay="title"
                                value={v[`butir_${g}`]}
                                onChange={(text) => update(r.bagian_id, (cur) => withCount(cur, g, text, settings))}
                                disabled={!canWrite || saving}
                                placeholder="butir"
                                fullWidth={false}
                                sx={INPUT_SX}
                                slotProps={{ htmlInput: { 'aria-label': `Butir grade ${g.toUpperCase()} ${r.lokasi}` } }}
                              />
                            </Box>
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })}
                <TotalsRow label="Total" rows={group.rows.map((r) => inputs[r.bagian_id]).filter(Boolean)} />
              </TableBody>
            </Table>
          </Paper>
        ))}
        <SaveBar
          notice={entry.conflictNotice((c) => ({ lokasi: c.lokasi, now: describeEggRow(c) }))}
          canWrite={canWrite} saving={saving} onSave={save} error={error} unsaved={entry.changedIds.length}
          waiting={entry.waiting} summary={<Summary rows={Object.values(inputs)} />} />
      </Stack>
    );

  return (
    <DailyPage
      title={title}
      lists={['/api/transaksi-telur', '/api/transaksi-telur/settings', '/api/transaksi-telur/weights']}
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DayField value={date} onChange={changeDay} />
          {canWrite && (
            <Button aria-haspopup="dialog" variant="outlined" startIcon={<SettingsIcon />} onClick={() => setSettingsOpen(true)} disabled={!settingsReq.data} sx={{ minHeight: 44 }}>
              Pengaturan
            </Button>
          )}
        </Stack>
      }
    >
      <HeldEggsNotice date={tanggal} note="Catat telurnya seperti biasa; telur ini tidak dapat dijual." />
      {body}
      {/* The dialog edits the saved settings, not the weighed grams the screen computes with. */}
      {settingsReq.data && <EggSettingsDialog open={settingsOpen} settings={settingsReq.data} onClose={() => setSettingsOpen(false)} onSaved={settingsSaved} />}
      {toast}
      {dialogs}
    </DailyPage>
  );
}

/** Overall totals of the day. */
function Summary({ rows }: { rows: EggInputs[] }) {
  const t = eggTotals(rows);
  return (
    <Box aria-label="Total keseluruhan">
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Typography variant="subtitle1">Total kg: {formatNumber(t.kgAll, 2)}</Typography>
        <Typography variant="subtitle1">Total butir: {formatNumber(t.butirAll, 0)}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {GRADES.map((g) => `${g.toUpperCase()}: ${formatNumber(t.kg[g], 2)} kg / ${formatNumber(t.butir[g], 0)} butir`).join(' · ')}
      </Typography>
    </Box>
  );
}
