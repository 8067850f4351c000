/**
 * The farm map (issue #24): a measure over a window for every tingkat (or bagian), laid out as the
 * farm is built — lokasi › plant › jalur cards › bagian rows › tingkat cells —, each cell coloured
 * (colour-blind-safe scales, map.ts) with its value printed; a legend with the standard's source;
 * a cell opens its place's 28-day chart. One request per view (GET /api/insight/map).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApiQuery } from '../../api/hooks';
import { errorText } from '../../api/client';
import { useTenantId } from '../../api/tenant';
import { AfterData } from '../../components/AfterData';
import { EmptyState } from '../../components/EmptyState';
import { formatDate, formatNumber } from '../../lib/format';
import {
  cellColours,
  DIVERGING,
  isMeasure,
  isWindow,
  MEASURE_ORDER,
  MEASURES,
  mapTree,
  placeOf,
  STATUS_TEXT,
  valueRange,
  VIRIDIS,
  WINDOWS,
  type MapCell,
  type MapMeasure,
  type MapWindow,
} from './map';

/** The chart of one place (MUI X Charts, about 90 KB gzip): loaded on the first tap on a cell, not with the map. */
const MapChartDialog = lazy(() => import('./MapChartDialog').then((m) => ({ default: m.MapChartDialog })));

export interface MapChoice {
  measure: MapMeasure;
  window: MapWindow;
}

export interface MapViewProps extends MapChoice {
  onChange: (next: MapChoice) => void;
  /** A place to show marked and scrolled to (a warning's link: /insight?tingkat=…). */
  highlight?: { level: 'tingkat' | 'bagian'; id: number } | null;
  /** Heading of the map where the page has its own title (the dashboard); none on /insight. */
  heading?: string;
}

const CELL_MIN = 64;

/** Height of the row of selects (measured): two 40 px selects and the period's dates stacked on a phone, one row from 600 px. */
const CONTROLS_HEIGHT = { xs: 124, sm: 40 };

/**
 * A cell's look that all cells share, as one style rule: a cell without a value is dashed on the
 * paper. A cell's own colours go in its `style` (a map has as many colours as cells: as classes,
 * each would be a rule of its own to build and insert while the map first renders, issue #36).
 */
const CELL_SX = {
  minWidth: CELL_MIN,
  minHeight: 44,
  px: 0.75,
  py: 0.5,
  borderRadius: 1,
  flexDirection: 'column',
  alignItems: 'stretch',
  bgcolor: 'background.paper',
  color: 'text.secondary',
  border: '1px dashed',
  borderColor: 'divider',
  outlineOffset: 1,
  '&[data-marked]': { outline: '3px solid', outlineColor: 'text.primary' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
} as const;
const NAME_STYLE = { fontSize: 12, lineHeight: 1.2, textAlign: 'left' } as const;
const VALUE_STYLE = { fontSize: 14, fontWeight: 600, lineHeight: 1.3, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** One cell: a button holding the place's name and the value; its accessible name adds the status words. */
function Cell({ cell, measure, range, marked, onOpen }: { cell: MapCell; measure: MapMeasure; range: { lo: number; hi: number } | null; marked: boolean; onOpen: (c: MapCell) => void }) {
  const info = MEASURES[measure];
  const { bg, fg } = cellColours(cell, info.banded, range);
  const ref = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (marked) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [marked]);
  const name = cell.tingkat ?? cell.bagian;
  const value = cell.value === null ? '–' : formatNumber(cell.value, info.decimals);
  const status = info.banded && cell.value !== null ? STATUS_TEXT[cell.status] : null;
  const flex = cell.tingkat_id === undefined ? '1 1 auto' : `1 0 ${CELL_MIN}px`;
  return (
    <ButtonBase
      ref={ref}
      onClick={() => onOpen(cell)}
      data-status={cell.status}
      data-marked={marked || undefined}
      sx={CELL_SX}
      style={bg ? { flex, backgroundColor: bg, color: fg, borderColor: 'rgba(0,0,0,0.12)', borderStyle: 'solid' } : { flex }}
    >
      <span style={NAME_STYLE}>{name}</span>
      {/* A space for the accessible name ('T1 100,1'); between flex items it takes no room. */}{' '}
      <span style={VALUE_STYLE}>
        {value}
        {status && cell.status !== 'within' && cell.status !== 'none' && (
          <span aria-hidden="true" style={{ marginLeft: 2 }}>
            {cell.status === 'below' ? '▼' : '▲'}
          </span>
        )}
      </span>
      {status && ' '}
      {status && <span style={visuallyHidden}>{status}</span>}
    </ButtonBase>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Swatch({ colour, label, dashed }: { colour: string; label: string; dashed?: boolean }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 18, height: 14, bgcolor: colour, border: '1px solid', borderColor: 'rgba(0,0,0,0.3)', borderStyle: dashed ? 'dashed' : 'solid', borderRadius: 0.5 }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/** The legend: the three bands' colours (or the scale's ends) and the standard's source. */
function Legend({ measure, range, source }: { measure: MapMeasure; range: { lo: number; hi: number } | null; source: string }) {
  const info = MEASURES[measure];
  const unit = info.unit ? ` ${info.unit}` : '';
  return (
    <Box role="group" aria-label="Keterangan warna">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {info.banded ? (
          <>
            <Swatch colour={DIVERGING.deepBelow} label="Di bawah standar ▼" />
            <Swatch colour={DIVERGING.within} label="Dalam standar" />
            <Swatch colour={DIVERGING.deepAbove} label="Di atas standar ▲" />
            <Swatch colour={DIVERGING.noBand} label="Tanpa standar (usia di luar tabel / tanpa ayam)" />
          </>
        ) : (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Typography variant="caption">{range ? `${formatNumber(range.lo, info.decimals)}${unit}` : '-'}</Typography>
            <Box sx={{ width: 120, height: 14, borderRadius: 0.5, background: `linear-gradient(to right, ${VIRIDIS.join(', ')})` }} />
            <Typography variant="caption">{range ? `${formatNumber(range.hi, info.decimals)}${unit}` : '-'}</Typography>
          </Stack>
        )}
        <Swatch colour="transparent" dashed label="Tanpa data" />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {info.banded ? `Pita standar: ${source}. ` : ''}Angka di tiap kotak: {info.label.toLowerCase()}
        {info.unit ? ` (${info.unit})` : ''}. Ketuk kotak untuk grafik 28 hari.
      </Typography>
    </Box>
  );
}

/** The farm map with its measure and window selects. */
export function MapView({ measure, window, onChange, highlight = null, heading }: MapViewProps) {
  const { tenantId } = useTenantId();
  const map = useApiQuery(tenantId ? '/api/insight/map' : null, { params: { query: { measure, window } } }, { keepPreviousData: true });
  const [open, setOpen] = useState<MapCell | null>(null);
  const [opened, setOpened] = useState(false);
  const openCell = (c: MapCell) => {
    setOpened(true);
    setOpen(c);
  };
  const data = map.data;
  const cells = useMemo(() => data?.cells ?? [], [data]);
  const tree = useMemo(() => mapTree(cells), [cells]);
  const range = useMemo(() => valueRange(cells), [cells]);
  const isMarked = (c: MapCell) => {
    if (!highlight) return false;
    const p = placeOf(c);
    return highlight.level === 'bagian' ? c.bagian_id === highlight.id : p.level === 'tingkat' && p.id === highlight.id;
  };

  return (
    <Stack spacing={1.5}>
      {heading && (
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
      )}
      {/* The map first, its selects a frame later in their place (AfterData). */}
      <AfterData ready={Boolean(data || map.error)} minHeight={CONTROLS_HEIGHT}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label="Ukuran"
            value={measure}
            onChange={(e) => isMeasure(e.target.value) && onChange({ measure: e.target.value, window })}
            sx={{ width: { xs: '100%', sm: 300 } }}
          >
            {MEASURE_ORDER.map((m) => (
              <MenuItem key={m} value={m}>
                {MEASURES[m].label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Periode"
            value={window}
            onChange={(e) => {
              const w = Number(e.target.value);
              if (isWindow(w)) onChange({ measure, window: w });
            }}
            sx={{ width: { xs: '100%', sm: 160 } }}
          >
            {WINDOWS.map((w) => (
              <MenuItem key={w.value} value={w.value}>
                {w.label}
              </MenuItem>
            ))}
          </TextField>
          {data && (
            <Typography variant="body2" color="text.secondary">
              {data.window === 1 ? formatDate(data.date) : `${data.window} hari s.d. ${formatDate(data.date)}`}
            </Typography>
          )}
        </Stack>
      </AfterData>
      {map.error && <Alert severity="error">{errorText(map.error, 'Gagal memuat peta kandang')}</Alert>}
      {!data && !map.error && <Skeleton variant="rounded" height={240} role="status" aria-label="Memuat peta" />}
      {data && cells.length === 0 && <EmptyState message="Belum ada struktur kandang" hint="Buat lokasi, plant, jalur, bagian dan tingkat di Struktur Kandang." />}
      {data && cells.length > 0 && (
        <>
          <Legend measure={measure} range={range} source={data.source} />
          {tree.map((l) => (
            <Box key={l.lokasi_id} component="section" aria-label={`Lokasi ${l.lokasi}`}>
              <Typography variant="subtitle1" component={heading ? 'h3' : 'h2'} sx={{ fontWeight: 600 }}>
                {l.lokasi}
              </Typography>
              {l.plants.map((p) => (
                <Box key={p.plant_id} sx={{ mt: 1 }}>
                  <Typography variant="subtitle2" component={heading ? 'h4' : 'h3'} color="text.secondary">
                    {p.plant}
                  </Typography>
                  <Box sx={{ display: 'grid', gap: 1.5, mt: 0.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' } }}>
                    {p.jalur.map((j) => (
                      <Card key={j.jalur_id} variant="outlined" component="section" aria-label={j.jalur}>
                        <CardContent sx={{ p: 1.25, '&:last-child': { pb: 1.25 } }}>
                          <Typography variant="subtitle2" component={heading ? 'h5' : 'h4'} sx={{ mb: 0.75 }}>
                            {j.jalur}
                          </Typography>
                          <Stack spacing={0.75}>
                            {j.bagian.map((b) => (
                              <Stack key={b.bagian_id} direction="row" spacing={0.75} sx={{ alignItems: 'stretch' }}>
                                {MEASURES[measure].level === 'bagian' ? null : (
                                  <Typography variant="caption" sx={{ width: 56, flexShrink: 0, alignSelf: 'center', overflowWrap: 'anywhere' }}>
                                    {b.bagian}
                                  </Typography>
                                )}
                                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, flex: 1, minWidth: 0 }}>
                                  {b.cells.map((c) => (
                                    <Cell key={c.tingkat_id ?? `b${c.bagian_id}`} cell={c} measure={measure} range={range} marked={isMarked(c)} onOpen={openCell} />
                                  ))}
                                </Box>
                              </Stack>
                            ))}
                          </Stack>
                        </CardContent>
                      </Card>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          ))}
        </>
      )}
      {opened && (
        <Suspense fallback={null}>
          <MapChartDialog cell={open} measure={measure} date={data?.date ?? null} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
