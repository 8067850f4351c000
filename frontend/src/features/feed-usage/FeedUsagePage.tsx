/**
 * Feed usage entry (/transaksipakan, spec part 1 §2.6, §5, §8): a date, one
 * row per (jalur, tingkat) with pagi and sore inputs in the user's feed unit,
 * '=kemarin', row totals, the overall total and Simpan.
 */
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useApiQuery } from '../../api/hooks';
import { useBookLock } from '../../data/useBookLock';
import type { PageProps } from '../../app/manifest';
import { CHANGED_ROW_SX, CONFLICT_ROW_SX, ConflictLine, DailyPage, DayField, SaveBar, useDailyScreen, useDayParam } from '../../components/DailyPage';
import { useDayEntry } from '../../components/useDayEntry';
import { CopyYesterdayBar, copiedMessage } from '../../components/CopyYesterdayBar';
import { EmptyState } from '../../components/EmptyState';
import { NumberInput } from '../../components/NumberInput';
import { useGuardedDay } from '../../components/useUnsavedGuard';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/useToast';
import { groupByJalur } from '../../lib/coop';
import { formatNumber } from '../../lib/format';
import { useRole } from '../../lib/useSession';
import { lazyDialog } from '../../components/lazyDialog';
import type { JalurItemDialogProps } from './JalurItemDialog';
import { groupItem, sinceText, type JalurItemLabel } from './jalur-items';
import {
  FEED_MESSAGES,
  buildFeedBody,
  copyYesterdayToEmpty,
  describeFeedRow,
  feedUnitOf,
  feedWrite,
  grandTotalKg,
  inputsFromRow,
  rowTotalKg,
  sameFeedInputs,
  yesterdayInputs,
  type FeedBody,
  type FeedInputs,
  type FeedRow,
  type FeedUnit,
} from './feed-usage';

/** The admin's 'Ganti pakan' dialog: seldom opened, loaded when first opened (not part of the page's budget). */
const JalurItemDialog = lazyDialog<JalurItemDialogProps>(() => import('./JalurItemDialog').then((m) => m.JalurItemDialog), (p) => p.target !== null, { preload: false });

const STATIC = { revalidateOnReconnect: false };

/** Inputs wide enough for '1234,567' on a tablet and a phone, 48 px tall for a finger. */
const FIELD_SX = { width: { xs: 88, sm: 128 }, '& .MuiInputBase-root': { minHeight: 48 }, '& input': { fontSize: 16, px: { xs: 1, sm: 1.25 } } } as const;
/** Tighter cells on a phone, so that both inputs and =kemarin fit in 390 px. */
const TABLE_SX = { '& td, & th': { px: { xs: 0.5, sm: 1.5 }, fontSize: { xs: 13, sm: 14 } } } as const;



/** kg shown in the display unit: kg with 3 decimals or whole grams. */
const showTotal = (kg: number | null, unit: FeedUnit) => (kg === null ? '-' : unit === 'g' ? `${formatNumber(kg * 1000, 0)} g` : `${formatNumber(kg, 3)} kg`);

/** Moves the focus to the next feed input on Enter (Tab does it natively). */
function focusNextOnEnter(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || target.tagName !== 'INPUT' || !target.dataset.feedIndex) return;
  event.preventDefault();
  const next = document.querySelector<HTMLInputElement>(`input[data-feed-index="${Number(target.dataset.feedIndex) + 1}"]`);
  (next ?? document.querySelector<HTMLButtonElement>('#simpan-pakan'))?.focus();
}

/** The /transaksipakan route. */
export default function FeedUsagePage({ title, subtitle }: PageProps) {
  const { canWrite: mayWrite, ready, notice } = useDailyScreen();
  const [date, setDate] = useDayParam();
  // Month close: a closed day's usage (its cost is in the books of that day) is shown, not changed.
  const closedDay = useBookLock().problem(date);
  const canWrite = mayWrite && !closedDay;
  const tanggal = date.format('YYYY-MM-DD');

  const units = useApiQuery(ready ? '/api/dashboard/unit-settings' : null, {}, STATIC);
  const unit = feedUnitOf(units.data);
  const day = useApiQuery(ready ? '/api/transaksi-pakan' : null, { params: { query: { tanggal } } }, STATIC);
  const prev = useApiQuery(ready ? '/api/transaksi-pakan' : null, { params: { query: { tanggal: date.subtract(1, 'day').format('YYYY-MM-DD') } } }, STATIC);
  // The feed item of each jalur that day (issue #37 'Feeding by item'): a label on the jalur's heading.
  const jalurItems = useApiQuery(ready ? '/api/transaksi-pakan/items' : null, { params: { query: { tanggal } } }, STATIC);
  const role = useRole();
  const mayChangeItem = (role === 'admin' || role === 'superadmin') && !closedDay;
  const [itemTarget, setItemTarget] = useState<JalurItemLabel | null>(null);
  const rows = day.data;
  const yesterday = prev.data;
  const { toast, showToast } = useToast();
  const unitsSettled = !units.isLoading;
  const toInputs = useCallback((r: FeedRow) => inputsFromRow(r, unit), [unit]);
  const idOf = useCallback((r: FeedRow) => r.tingkat_id, []);
  const write = useMemo(() => feedWrite(unit), [unit]);
  const entry = useDayEntry({
    tanggal,
    rows,
    settled: unitsSettled,
    idOf,
    toInputs,
    sameInputs: (a: FeedInputs, b: FeedInputs) => sameFeedInputs(a, b, unit),
    build: (changed, typed): { body: FeedBody } | { error: string } => buildFeedBody(tanggal, changed, typed, unit),
    write,
    fallback: FEED_MESSAGES.failed,
    onSaved: () => showToast(FEED_MESSAGES.saved),
    reload: () => day.mutate(),
  });
  const { inputs, setInputs, loaded, save, saving, error } = entry;
  const { changeDay, dialogs } = useGuardedDay(entry.dirty, setDate);

  if (notice)
    return <DailyPage title={title}>{notice}</DailyPage>;

  const copyAll = () => {
    if (!rows) return;
    const { inputs: next, filled } = copyYesterdayToEmpty(inputs, rows.map((r) => r.tingkat_id), yesterday, unit);
    setInputs(next);
    showToast(copiedMessage(filled));
  };

  const set = (id: number, patch: Partial<FeedInputs>) => setInputs((all) => ({ ...all, [id]: { ...(all[id] ?? { pagi: '', sore: '' }), ...patch } }));

  const unitLabel = unit === 'g' ? 'g' : 'kg';
  let index = 0;
  const body =
    // A failed reload (offline) keeps the day already read on screen.
    day.error && !rows ? (
      <Alert severity="error">{FEED_MESSAGES.load}</Alert>
    ) : !rows || !loaded ? (
      <PageLoading />
    ) : rows.length === 0 ? (
      <EmptyState message="Belum ada data" hint="Tambahkan jalur, bagian dan tingkat di Struktur Kandang." />
    ) : (
      <Stack spacing={2} onKeyDown={focusNextOnEnter}>
        {canWrite && <CopyYesterdayBar fields="pagi dan sore" onCopy={copyAll} disabled={!yesterday || saving} />}
        {groupByJalur(rows).map((group) => {
          const item = groupItem(jalurItems.data, group.rows.map((r) => r.tingkat_id));
          return (
            <Paper key={group.jalur} variant="outlined" sx={{ overflow: 'hidden' }}>
              <Stack direction="row" sx={{ px: 2, pt: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, minHeight: 44 }}>
                <Typography variant="subtitle1" component="h2">
                  {group.jalur}
                </Typography>
                {item && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={item.jalur.some((j) => !j.is_default) ? 'primary' : 'default'}
                    label={`Pakan: ${item.text}`}
                    title={item.jalur.map(sinceText).filter(Boolean).join(', ') || undefined}
                    aria-label={`Pakan ${group.jalur}: ${item.text}`}
                  />
                )}
                {item && mayChangeItem && (
                  <Button size="small" onClick={() => setItemTarget(item.jalur[0])} aria-label={`Ganti pakan ${group.jalur}`} sx={{ minHeight: 44, minWidth: 44, ml: 'auto' }} aria-haspopup="dialog">
                    Ganti pakan
                  </Button>
                )}
              </Stack>
              <Table size="small" aria-label={`Pakan ${group.jalur}`} sx={TABLE_SX}>
                <TableHead>
                  <TableRow>
                    <TableCell>Tingkat</TableCell>
                    <TableCell>Pagi ({unitLabel})</TableCell>
                    <TableCell>Sore ({unitLabel})</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      Total
                    </TableCell>
                    {canWrite && (
                      <TableCell padding="none">
                        <Box component="span" sx={visuallyHidden}>
                          Salin kemarin per baris
                        </Box>
                      </TableCell>
                    )}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.rows.map((r) => {
                    const value = inputs[r.tingkat_id] ?? { pagi: '', sore: '' };
                    const label = `${r.bagian} / ${r.tingkat}`;
                    const changed = entry.changedIds.includes(r.tingkat_id);
                    const conflict = entry.conflicts?.find((c) => c.tingkat_id === r.tingkat_id);
                    const total = showTotal(rowTotalKg(value, unit), unit);
                    const field = (key: keyof FeedInputs, name: string) => (
                      <NumberInput
                        mode="entry"
                        decimals={3}
                        step={unit === 'g' ? 1 : 0.01}
                        errorDisplay="title"
                        value={value[key]}
                        onChange={(text) => set(r.tingkat_id, { [key]: text })}
                        disabled={!canWrite || saving}
                        placeholder="0"
                        sx={FIELD_SX}
                        slotProps={{ htmlInput: { 'data-feed-index': index++, 'aria-label': `${name} ${r.lokasi}` } }}
                      />
                    );
                    return (
                      <TableRow key={r.tingkat_id} hover sx={conflict ? CONFLICT_ROW_SX : changed ? CHANGED_ROW_SX : undefined}>
                        <TableCell>
                          <Box sx={{ whiteSpace: 'nowrap' }}>{label}</Box>
                          {conflict && <ConflictLine now={describeFeedRow(conflict, unit)} />}
                          <Box sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', fontSize: 13, whiteSpace: 'nowrap' }} aria-hidden>
                            {total}
                          </Box>
                        </TableCell>
                        <TableCell>{field('pagi', 'Pakan pagi')}</TableCell>
                        <TableCell>{field('sore', 'Pakan sore')}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }} aria-label={`Total ${r.lokasi}`}>
                          {total}
                        </TableCell>
                        {canWrite && (
                          <TableCell padding="none" sx={{ pr: 1 }}>
                            <Button
                              variant="outlined"
                              tabIndex={-1}
                              disabled={!yesterday || saving}
                              onClick={() => set(r.tingkat_id, yesterdayInputs(yesterday, r.tingkat_id, unit))}
                              aria-label={`Salin kemarin ${r.lokasi}`}
                              title={`Salin pagi dan sore kemarin ke ${label} (menimpa baris ini)`}
                              sx={{ minHeight: 44, minWidth: 44, px: { xs: 0.5, sm: 1.5 }, fontSize: { xs: 12, sm: 14 }, whiteSpace: 'nowrap' }}
                            >
                              =kemarin
                            </Button>
                          </TableCell>
                        )}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Paper>
          );
        })}
        <SaveBar
          notice={entry.conflictNotice((c) => ({ lokasi: c.lokasi, now: describeFeedRow(c, unit) }))}
          buttonId="simpan-pakan"
          canWrite={canWrite}
          saving={saving}
          onSave={save}
          error={error}
          unsaved={entry.changedIds.length}
          waiting={entry.waiting}
          summary={
            <Typography variant="subtitle1" aria-label="Total keseluruhan">
              Total keseluruhan: {showTotal(grandTotalKg(inputs, unit), unit)}
            </Typography>
          }
        />
      </Stack>
    );

  return (
    <DailyPage
      title={title}
      lists={['/api/transaksi-pakan', '/api/dashboard/unit-settings']}
      actions={<DayField value={date} onChange={changeDay} />}
      subtitle={subtitle}
    >
      {closedDay && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {closedDay}
        </Alert>
      )}
      {body}
      {toast}
      {dialogs}
      <JalurItemDialog
        target={itemTarget}
        day={date}
        onClose={() => setItemTarget(null)}
        onSaved={(message) => {
          setItemTarget(null);
          showToast(message);
          void jalurItems.mutate();
        }}
      />
    </DailyPage>
  );
}
