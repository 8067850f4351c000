/**
 * Dashboard (/dashboard, spec part 1 §2.5): 'Ringkasan Kandang Hari Ini' with
 * ten cards, the date-range table, four charts and the gear modal of units.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SettingsIcon from '@mui/icons-material/Settings';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { DashboardPanel, PageProps } from '../../app/manifest';
import { useDashboardPanels } from '../../app/navigation';
import { rangeDays, type DateRange } from '../../components/dateRange';
import { PageHeader } from '../../components/PageHeader';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { SimpleTable, type SimpleColumn } from '../../components/SimpleTable';
import { StatCard } from '../../components/StatCard';
import { stockStartLabel, toSacks } from '../../lib/feed';
import { formatDate, formatNumber } from '../../lib/format';
import { WhenVisible } from '../../components/WhenVisible';
import { useRole } from '../../lib/useSession';
import Button from '@mui/material/Button';
import {
  DASHBOARD_ERRORS,
  DEFAULT_UNITS,
  defaultTableRange,
  feedIntake,
  massFromGram,
  massFromKg,
  runOutColor,
  runOutDays,
  feedRunOut,
  showText,
  stockAsOf,
  type DashboardRow,
  type UnitSettings,
} from './dashboard';

/** The four charts (MUI X Charts, about 90 KB gzip): loaded when their place comes into view. */
const DashboardCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

/**
 * The two date inputs of the table's range (components/DateRangeFilter; their fields load at the
 * first touch): loaded with the page's data instead of before its first render; a box of their
 * height holds their place.
 */
const DateRangeFilter = lazy(() => import('../../components/DateRangeFilter').then((m) => ({ default: m.DateRangeFilter })));

/** The gear modal (a dialog and four selects): loaded on the first tap on the gear, not before the page shows. */
const UnitSettingsDialog = lazy(() => import('./UnitSettingsDialog').then((m) => ({ default: m.UnitSettingsDialog })));

/** Roles that read the stock per item (GET /api/stock-items/stock); the others keep the farm's estimate. */
const STOCK_READERS: ReadonlySet<string> = new Set(['admin', 'owner', 'superadmin', 'viewer']);

const RUN_OUT_COLORS = { error: 'error.main', warning: 'warning.main', success: 'success.main', default: 'text.primary' } as const;

/** Columns sharing the width from small minimums: all 11 on screen on a tablet in portrait. */
/** The days' table before its answer. */
const NO_DAYS: DashboardRow[] = [];
const dayOf = (r: DashboardRow) => r.tanggal;

function columns(u: UnitSettings): SimpleColumn<DashboardRow>[] {
  const shown = (v: { value: number | null; decimals: number }) => formatNumber(v.value, v.decimals);
  const col = (minWidth: number) => ({ type: 'number' as const, flex: 1, minWidth });
  return [
    // A date on one line: the table's cells may otherwise break anywhere when the columns shrink (a phone).
    {
      field: 'tanggal',
      headerName: 'Tanggal',
      flex: 1.2,
      minWidth: 78,
      valueFormatter: (v: string) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(v)}
        </Box>
      ),
    },
    { field: 'usia', headerName: 'Usia (mgg)', ...col(44), valueFormatter: (v: number | null) => formatNumber(v, 0) },
    { field: 'populasi', headerName: 'Populasi', ...col(60), valueFormatter: (v: number) => formatNumber(v, 0) },
    { field: 'kematian', headerName: 'Mati', ...col(44), valueFormatter: (v: number) => formatNumber(v, 0) },
    { field: 'kg_telur', headerName: `Telur (${u.telur_unit})`, ...col(68), valueFormatter: (v: number) => shown(massFromKg(v, u.telur_unit)) },
    { field: 'butir_telur', headerName: 'Butir', ...col(60), valueFormatter: (v: number) => formatNumber(v, 0) },
    { field: 'avg_telur_gram', headerName: `Rata² (${u.avg_butir_unit})`, ...col(52), valueFormatter: (v: number | null) => shown(massFromGram(v, u.avg_butir_unit)) },
    { field: 'total_pakan', headerName: `Pakan (${u.pakan_unit})`, ...col(72), valueFormatter: (v: number) => shown(massFromKg(v, u.pakan_unit, 3)) },
    { field: 'fi', headerName: `FI (${u.fi_unit})`, ...col(56), valueFormatter: (v: number | null) => shown(feedIntake(v, u.fi_unit)) },
    { field: 'fcr', headerName: 'FCR', ...col(44), valueFormatter: (v: number | null) => formatNumber(v, 2) },
    { field: 'prod_persen', headerName: 'Prod. (%)', ...col(52), valueFormatter: (v: number | null) => formatNumber(v, 2) },
  ];
}

/**
 * 'Tugas hari ini': how many of today's tasks are still open, one tap to Tugas Saya (the abk's
 * first stop, issue #11).
 */
const TasksTodayCard = memo(function TasksTodayCard({ enabled }: { enabled: boolean }) {
  const due = useApiQuery(enabled ? '/api/tasks/due' : null, { params: { query: {} } });
  const items = due.data ?? [];
  const open = items.filter((i) => i.status === 'PENDING').length;
  const value = due.error || !due.data ? '-' : items.length === 0 ? 'Tidak ada tugas' : `${formatNumber(open, 0)} belum selesai`;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: 'primary.main' }}>
      <CardActionArea component={RouterLink} to="/tasks/today" sx={{ p: 1.5, height: '100%', minHeight: 72 }}>
        <Typography variant="body2" color="text.secondary">
          Tugas hari ini
        </Typography>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.3, color: 'primary.dark' }}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {due.data && items.length > 0 ? `${formatNumber(items.length - open, 0)} dari ${formatNumber(items.length, 0)} selesai · ` : ''}Buka Tugas Saya ›
        </Typography>
      </CardActionArea>
    </Card>
  );
});

/**
 * The panels other features place on the dashboard (app/manifest `dashboardPanels`), each loaded
 * lazily; a panel may stand for the whole dashboard while it shows (`setTakesOver`).
 */
type PanelCalls = { setTakesOver: (key: string, on: boolean) => void; setSettled: (key: string) => void };

/** Rendered again only when its panels or calls change (not on each answer the dashboard receives). */
const Panels = memo(function Panels({ panels, ...calls }: { panels: DashboardPanel[] } & PanelCalls) {
  return panels.map((panel) => <PanelSlot key={panel.key} panel={panel} {...calls} />);
});

/** One panel, with a `setTakesOver` and `setSettled` that stay the same functions while the panel lives (a panel's effect may depend on them). */
function PanelSlot({ panel, setTakesOver, setSettled }: { panel: DashboardPanel } & PanelCalls) {
  const { key, component: Panel } = panel;
  const ownTakesOver = useCallback((on: boolean) => setTakesOver(key, on), [key, setTakesOver]);
  const ownSettled = useCallback(() => setSettled(key), [key, setSettled]);
  return (
    <Suspense fallback={null}>
      <Panel setTakesOver={ownTakesOver} setSettled={ownSettled} />
    </Suspense>
  );
}

/** Longest wait (ms) for the 'top' panels before the dashboard shows its content anyway. */
const TOP_PANELS_WAIT_MS = 3000;

/**
 * True once every 'top' panel of `panels` has settled (`setSettled`), or {@link TOP_PANELS_WAIT_MS}
 * after the dashboard opened; `setSettled(key)` records a panel's.
 */
function useTopPanelsSettled(panels: DashboardPanel[]) {
  const [settled, setSettledKeys] = useState<ReadonlySet<string>>(new Set());
  const setSettled = useCallback((key: string) => setSettledKeys((old) => (old.has(key) ? old : new Set([...old, key]))), []);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setWaited(true), TOP_PANELS_WAIT_MS);
    return () => window.clearTimeout(id);
  }, []);
  const all = waited || panels.every((p) => p.place !== 'top' || settled.has(p.key));
  return { all, setSettled };
}

/**
 * A new farm's first step in the books (issue #20 'Opening balances'): while its opening balances
 * are not posted, an owner or admin is offered /saldo-awal. Other roles send no request.
 */
function OpeningCallToAction({ opening }: { opening: ReturnType<typeof useOpeningCheck> }) {
  if (!opening.data || opening.data.posted) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/saldo-awal" color="inherit" size="small">
          Isi Saldo Awal
        </Button>
      }
    >
      Saldo awal belum diisi: kas, bank, piutang pelanggan dan stok pakan.
    </Alert>
  );
}

/**
 * The admin's check of the opening balances (the call to action above the cards); `settled` is true
 * once it is answered (or failed), and at once for a role that does not ask.
 */
function useOpeningCheck(enabled: boolean) {
  const role = useRole();
  const admin = role === 'admin' || role === 'superadmin';
  const opening = useApiQuery(enabled && admin ? '/api/finance/opening-balances' : null, {}, { revalidateOnFocus: false });
  return { data: opening.data, settled: !admin || opening.data !== undefined || opening.error !== undefined };
}

export default function DashboardPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const ready = !!tenantId;
  const [range, setRange] = useState<DateRange>(() => defaultTableRange());
  const { start: from, end: to } = rangeDays(range);
  // On a phone the days' table scrolls sideways in its region; its headers there are plain text
  // (newest day first), so that no sort button lies outside the screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const summary = useApiQuery(ready ? '/api/dashboard/summary' : null, {});
  const [stockAsof] = useState(() => stockAsOf());
  const metrics = useApiQuery(ready ? '/api/feed-txns/metrics' : null, { params: { query: { asof: stockAsof } } });
  // The stock per item (its readers: admin, owner, viewer) gives the run-out per feed item.
  const role = useRole();
  const perItem = useApiQuery(ready && STOCK_READERS.has(role ?? '') ? '/api/stock-items/stock' : null, {});
  const table = useApiQuery(ready && from && to ? '/api/dashboard-table' : null, { params: { query: { start_date: from, to_date: to } } });
  const unitsReply = useApiQuery(ready ? '/api/dashboard/unit-settings' : null, {});
  const standard = useApiQuery(ready ? '/api/dashboard/breed-standard' : null, {});
  const units = unitsReply.data ?? DEFAULT_UNITS;
  const [gearOpen, setGearOpen] = useState(false);
  // The modal stays mounted once opened (its closing transition, its draft).
  const [gearUsed, setGearUsed] = useState(false);
  const panels = useDashboardPanels();
  const [takenOver, setTakenOver] = useState<ReadonlySet<string>>(new Set());
  const setTakesOver = useCallback((key: string, on: boolean) => {
    setTakenOver((old) => (old.has(key) === on ? old : new Set([...old].filter((k) => k !== key).concat(on ? [key] : []))));
  }, []);
  const figures = takenOver.size === 0;
  const top = useTopPanelsSettled(panels);

  const opening = useOpeningCheck(ready);

  const s = summary.data;
  const stock = metrics.error ? null : (metrics.data?.stock_kg ?? null);
  const sacks = stock === null ? null : toSacks(stock);
  const farmDays = s && stock !== null ? runOutDays(stock, s.pakan_7_hari.map((d) => d.pakan)) : null;
  const { days, first } = feedRunOut(perItem.error ? undefined : perItem.data, farmDays);
  const firstNames = first.join(', ');
  const dash = summary.error || !s;
  const cards = [
    { label: 'Populasi', value: dash ? '-' : `${formatNumber(s.populasi, 0)} ekor`, hint: s?.usia !== null && s?.usia !== undefined ? `Usia ${s.usia} minggu` : undefined },
    { label: 'Kematian hari ini', value: dash ? '-' : `${formatNumber(s.kematian_hari_ini, 0)} ekor` },
    { label: 'Pakan hari ini', value: dash ? '-' : showText(massFromKg(s.total_pakan, units.pakan_unit, 3)) },
    { label: 'Konsumsi pakan', value: dash ? '-' : showText(feedIntake(s.feed_intake, units.fi_unit)) },
    { label: 'Jumlah telur', value: dash ? '-' : `${formatNumber(s.total_butir, 0)} butir` },
    {
      label: 'Berat telur',
      value: dash ? '-' : showText(massFromKg(s.total_berat_telur, units.telur_unit)),
      hint: dash ? undefined : `Rata-rata ${showText(massFromGram(s.avg_telur_gram, units.avg_butir_unit))}/butir`,
    },
    { label: 'FCR', value: dash ? '-' : formatNumber(s.fcr, 2) },
    { label: 'Produksi', value: dash ? '-' : `${formatNumber(s.produksi_persen, 2)} %` },
    {
      label: 'Stok pakan',
      value: sacks ? `${formatNumber(sacks.sacks, 0)} karung + ${formatNumber(sacks.remainderKg, 3)} kg` : '-',
      // asof is tomorrow (exclusive): the stock at the end of today, i.e. at the start of tomorrow.
      hint: stock === null ? undefined : `${stockStartLabel(stockAsof)}: ${formatNumber(stock, 3)} kg (1 karung = 50 kg)`,
    },
    {
      label: 'Estimasi pakan habis',
      value: days === null ? '-' : `${formatNumber(days, 0)} hari`,
      hint: first.length ? `${firstNames} habis lebih dulu (stok ÷ pemakaian 7 hari per item)` : 'Stok ÷ rata-rata pemakaian 7 hari terakhir',
      color: RUN_OUT_COLORS[runOutColor(days)],
    },
  ];

  // The range, the days' table and the charts: rendered again only when what they show changes (the
  // dashboard renders once per answer it receives; on a slow phone each full render is a long task).
  const dayColumns = useMemo(() => columns(units), [units]);
  const sumber = standard.data?.sumber ?? null;
  const daysView = useMemo(
    () => (
      <>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Suspense fallback={<Box sx={{ minHeight: { xs: 96, sm: 40 } }} aria-busy="true" />}>
            <DateRangeFilter value={range} onChange={setRange} />
          </Suspense>
          {days !== null && (
            <Chip
              color={runOutColor(days) === 'default' ? 'default' : (runOutColor(days) as 'error' | 'warning' | 'success')}
              label={`${firstNames || 'Pakan'} cukup ± ${days} hari`}
              sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
            />
          )}
        </Stack>
        {table.error && <Alert severity="error">{DASHBOARD_ERRORS.table}</Alert>}
        <SimpleTable<DashboardRow>
          label="Ringkasan per hari"
          rows={table.data ?? NO_DAYS}
          columns={dayColumns}
          getRowId={dayOf}
          loading={table.isLoading}
          initialSort={{ field: 'tanggal', sort: 'desc' }}
          pageSize={10}
          pageSizeOptions={[10, 25, 50, 100]}
          sortable={!phone}
        />
        {table.data && table.data.length > 0 && (
          <WhenVisible label="Grafik" minHeight={520}>
            <DashboardCharts rows={table.data} units={units} source={sumber} />
          </WhenVisible>
        )}
      </>
    ),
    [range, days, firstNames, table.data, table.error, table.isLoading, dayColumns, units, phone, sumber],
  );
  const topPanels = useMemo(() => panels.filter((p) => p.place === 'top'), [panels]);
  const bottomPanels = useMemo(() => panels.filter((p) => p.place === 'bottom'), [panels]);

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {/* The summary's day (the farm's today); its place is held before the summary answers. */}
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: '10ch' }}>
              {s ? formatDate(s.tanggal) : ''}
            </Typography>
            <Tooltip title="Pengaturan satuan">
              <IconButton
                aria-label="Pengaturan satuan"
                aria-haspopup="dialog"
                onClick={() => {
                  setGearUsed(true);
                  setGearOpen(true);
                }}
              >
                <SettingsIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        }
      />
      {/*
        The cards and what follows wait for the admin's opening check (asked with the summary) and for the
        'top' panels (a new farm's checklist, the warnings): their content, when it comes, is above them,
        so they would be pushed down once shown (layout shift).
      */}
      <Stack spacing={2} sx={{ visibility: opening.settled && top.all ? undefined : 'hidden' }}>
        <OpeningCallToAction opening={opening} />
        {/* Other features' panels load their code after the first paint (the title needs only the frame). */}
        <AfterFirstPaint>{ready && <Panels panels={topPanels} setTakesOver={setTakesOver} setSettled={top.setSettled} />}</AfterFirstPaint>
        {figures && summary.error && <Alert severity="error">{DASHBOARD_ERRORS.summary}</Alert>}
        {figures && metrics.error && <Alert severity="warning">{DASHBOARD_ERRORS.stock}</Alert>}
        {figures && (
          <Grid container spacing={1.5} aria-label="Ringkasan hari ini">
            <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
              <TasksTodayCard enabled={ready} />
            </Grid>
            {cards.map((c) => (
              <Grid key={c.label} size={{ xs: 6, md: 2.4 }}>
                <StatCard {...c} />
              </Grid>
            ))}
          </Grid>
        )}
        {/*
          The range, the table and the charts render in the frame after the title and the cards
          (their data is asked for already): the first paint waits for none of their code.
        */}
        {figures && (
          <AfterFirstPaint>
            {daysView}
          </AfterFirstPaint>
        )}
        <AfterFirstPaint>{ready && <Panels panels={bottomPanels} setTakesOver={setTakesOver} setSettled={top.setSettled} />}</AfterFirstPaint>
      </Stack>
      {gearUsed && (
        <Suspense fallback={null}>
          <UnitSettingsDialog
            open={gearOpen}
            units={units}
            onClose={() => setGearOpen(false)}
            onSaved={(u) => {
              void unitsReply.mutate(u, { revalidate: false });
              setGearOpen(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
