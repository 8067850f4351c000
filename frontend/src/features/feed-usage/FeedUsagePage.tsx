/**
 * Feed usage entry (/transaksipakan, spec part 1 §2.6, §5, §8): a date, one
 * row per (jalur, tingkat) with pagi and sore inputs in the user's feed unit,
 * '=kemarin', row totals, the overall total and Simpan.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import dayjs from 'dayjs';
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
import { api, send, type Schemas } from '../../api/client';
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
  FEED_MESSAGES,
  buildFeedBody,
  feedUnitOf,
  grandTotalKg,
  inputsFromRows,
  rowTotalKg,
  yesterdayInputs,
  type FeedBody,
  type FeedInputs,
  type FeedUnit,
} from './feed-usage';

const STATIC = { revalidateOnReconnect: false };

/** Answer of POST /api/transaksi-pakan: spec part 1 §7 says it may carry a message, which SaveResultDto does not declare yet. */
type FeedSaveReply = Schemas['SaveResultDto'] & { message?: string };

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
export default function FeedUsagePage({ title }: PageProps) {
  const { canWrite, ready, notice } = useDailyScreen();
  const [date, setDate] = useState(() => dayjs());
  const tanggal = date.format('YYYY-MM-DD');

  const units = useApiQuery(ready ? '/api/dashboard/unit-settings' : null, {}, STATIC);
  const unit = feedUnitOf(units.data);
  const day = useApiQuery(ready ? '/api/transaksi-pakan' : null, { params: { query: { tanggal } } }, STATIC);
  const prev = useApiQuery(ready ? '/api/transaksi-pakan' : null, { params: { query: { tanggal: date.subtract(1, 'day').format('YYYY-MM-DD') } } }, STATIC);
  const rows = day.data;
  const yesterday = prev.data;
  const { toast, showToast } = useToast();
  const unitsSettled = !units.isLoading;
  const initial = useMemo(() => (rows && unitsSettled ? inputsFromRows(rows, unit) : undefined), [rows, unit, unitsSettled]);
  const { inputs, setInputs, loaded, save, saving, error } = useDayEntry({
    tanggal,
    initial,
    build: (typed) => buildFeedBody(tanggal, rows ?? [], typed, unit),
    post: (body: FeedBody): Promise<FeedSaveReply> => send(api.POST('/api/transaksi-pakan', { body })),
    fallback: FEED_MESSAGES.failed,
    onSaved: (reply) => {
      showToast(reply.message || FEED_MESSAGES.saved);
      return day.mutate();
    },
  });

  if (notice)
    return <DailyPage title={title}>{notice}</DailyPage>;

  const set = (id: number, patch: Partial<FeedInputs>) => setInputs((all) => ({ ...all, [id]: { ...(all[id] ?? { pagi: '', sore: '' }), ...patch } }));

  const unitLabel = unit === 'g' ? 'g' : 'kg';
  let index = 0;
  const body =
    day.error ? (
      <Alert severity="error">{FEED_MESSAGES.load}</Alert>
    ) : !rows || !loaded ? (
      <PageLoading />
    ) : rows.length === 0 ? (
      <EmptyState message="Belum ada data" hint="Tambahkan jalur, bagian dan tingkat di Struktur Kandang." />
    ) : (
      <Stack spacing={2} onKeyDown={focusNextOnEnter}>
        {groupByJalur(rows).map((group) => (
          <Paper key={group.jalur} variant="outlined" sx={{ overflow: 'hidden' }}>
            <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {group.jalur}
            </Typography>
            <Table size="small" aria-label={`Pakan ${group.jalur}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Tingkat</TableCell>
                  <TableCell>Pagi ({unitLabel})</TableCell>
                  <TableCell>Sore ({unitLabel})</TableCell>
                  <TableCell align="right">Total</TableCell>
                  {canWrite && <TableCell padding="none" />}
                </TableRow>
              </TableHead>
              <TableBody>
                {group.rows.map((r) => {
                  const value = inputs[r.tingkat_id] ?? { pagi: '', sore: '' };
                  const label = `${r.bagian} / ${r.tingkat}`;
                  const field = (key: keyof FeedInputs, name: string) => (
                    <NumberField
                      size="small"
                      value={value[key]}
                      onChange={(text) => set(r.tingkat_id, { [key]: text })}
                      disabled={!canWrite || saving}
                      placeholder="0"
                      sx={{ width: { xs: 96, sm: 120 } }}
                      slotProps={{ htmlInput: { 'data-feed-index': index++, 'aria-label': `${name} ${r.lokasi}` } }}
                    />
                  );
                  return (
                    <TableRow key={r.tingkat_id} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{label}</TableCell>
                      <TableCell>{field('pagi', 'Pakan pagi')}</TableCell>
                      <TableCell>{field('sore', 'Pakan sore')}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} aria-label={`Total ${r.lokasi}`}>
                        {showTotal(rowTotalKg(value, unit), unit)}
                      </TableCell>
                      {canWrite && (
                        <TableCell padding="none" sx={{ pr: 1 }}>
                          <Button
                            size="small"
                            tabIndex={-1}
                            disabled={!yesterday || saving}
                            onClick={() => set(r.tingkat_id, yesterdayInputs(yesterday, r.tingkat_id, unit))}
                            aria-label={`Salin kemarin ${r.lokasi}`}
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
        ))}
        <SaveBar
          buttonId="simpan-pakan"
          canWrite={canWrite}
          saving={saving}
          onSave={save}
          error={error}
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
      actions={<DayField value={date} onChange={setDate} />}
      subtitle={`Satuan: ${unitLabel}. Nilai dalam gram dibulatkan ke gram terdekat, lalu disimpan dalam kg (3 desimal).`}
    >
      {body}
      {toast}
    </DailyPage>
  );
}
