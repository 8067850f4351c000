/**
 * Feed usage entry (/transaksipakan, spec part 1 §2.6, §5, §8): a date, one
 * row per (jalur, tingkat) with pagi and sore inputs in the user's feed unit,
 * '=kemarin', row totals, the overall total and Simpan.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
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
import { api, messageOf, unwrapList } from '../../api/client';
import { useApi } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/routes';
import { EmptyState } from '../../components/EmptyState';
import { NumberField } from '../../components/NumberField';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/useToast';
import { formatNumber } from '../../lib/format';
import { DailyPage, DayField, dailyNotice, SaveBar, serverMessage, useDailyAccess } from './daily-shared';
import {
  FEED_MESSAGES,
  FEED_PATH,
  UNIT_SETTINGS_PATH,
  buildFeedBody,
  feedUnitOf,
  grandTotalKg,
  groupByJalur,
  inputsFromRows,
  rowTotalKg,
  yesterdayInputs,
  type FeedInputs,
  type FeedRow,
  type FeedUnit,
} from './feed-usage';
import { FeedSubNav } from './FeedSubNav';

const STATIC = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

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
  const tenant = useTenantId();
  const { tenantId } = tenant;
  const { canRead, canWrite } = useDailyAccess();
  const [date, setDate] = useState(() => dayjs());
  const tanggal = date.format('YYYY-MM-DD');
  const ready = canRead && !!tenantId;

  const units = useApi<unknown>(ready ? UNIT_SETTINGS_PATH : null, undefined, STATIC);
  const unit = feedUnitOf(units.data);
  const day = useApi<unknown>(ready ? FEED_PATH : null, { tanggal }, STATIC);
  const prev = useApi<unknown>(ready ? FEED_PATH : null, { tanggal: date.subtract(1, 'day').format('YYYY-MM-DD') }, STATIC);
  const rows = useMemo(() => (day.data === undefined ? undefined : unwrapList<FeedRow>(day.data)), [day.data]);
  const yesterday = useMemo(() => (prev.data === undefined ? undefined : unwrapList<FeedRow>(prev.data)), [prev.data]);

  const [inputs, setInputs] = useState<Record<number, FeedInputs>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { toast, showToast } = useToast();
  const unitsSettled = !units.isLoading;
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (!rows || !unitsSettled) return;
    setInputs(inputsFromRows(rows, unit));
    loaded.current = tanggal;
  }, [rows, unit, unitsSettled, tanggal]);

  const notice = dailyNotice(canRead, tenant);
  if (notice)
    return (
      <DailyPage title={title} nav={<FeedSubNav />}>
        {notice}
      </DailyPage>
    );

  const set = (id: number, patch: Partial<FeedInputs>) => setInputs((all) => ({ ...all, [id]: { ...(all[id] ?? { pagi: '', sore: '' }), ...patch } }));

  const save = async () => {
    if (!rows) return;
    const built = buildFeedBody(tanggal, rows, inputs, unit);
    if ('error' in built) {
      setError(built.error);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const reply = await api.post(FEED_PATH, built.body);
      showToast(messageOf(reply) || FEED_MESSAGES.saved);
      await day.mutate();
    } catch (err) {
      setError(serverMessage(err, FEED_MESSAGES.failed));
    } finally {
      setSaving(false);
    }
  };

  const unitLabel = unit === 'g' ? 'g' : 'kg';
  let index = 0;
  const body =
    day.error ? (
      <Alert severity="error">{FEED_MESSAGES.load}</Alert>
    ) : !rows || !unitsSettled || loaded.current !== tanggal ? (
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
      nav={<FeedSubNav />}
      actions={<DayField value={date} onChange={setDate} />}
      subtitle={`Satuan: ${unitLabel}. Nilai dalam gram dibulatkan ke gram terdekat, lalu disimpan dalam kg (3 desimal).`}
    >
      {body}
      {toast}
    </DailyPage>
  );
}
