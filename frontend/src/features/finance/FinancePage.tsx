/**
 * Transaksi Keuangan (/transaksikeuangan, spec part 2): the journal list of a
 * date range (default this month, shortcuts) and a class filter, the six
 * cards of the range with their donut, the new-journal modal and the detail.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable } from '../../components/DataTable';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/useToast';
import { formatDate, formatRupiah } from '../../lib/format';
import { BalanceChip } from './BalanceChip';
import { BookLockCard } from './BookLockCard';
import { ClassCards } from './ClassCards';
import { JournalDetailDialog } from './JournalDetailDialog';
import { CLASS_FILTERS, FINANCE_TEXTS, RANGE_SHORTCUTS, monthRange, sourceLabel, type JournalHeader, type SummaryClass } from './finance';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const NewJournalDialog = lazyDialog(() => import('./NewJournalDialog').then((m) => m.NewJournalDialog));

/** The breakdown dialog carries the pie chart (MUI X Charts, about 75 KB gzip): loaded when a card is opened (route budget, ADR 0011). */
const ClassBreakdownDialog = lazy(() => import('./ClassBreakdownDialog').then((m) => ({ default: m.ClassBreakdownDialog })));

/** Journal list limit (part 2 §9). */
const LIMIT = 500;

const COLUMNS: GridColDef<JournalHeader>[] = [
  { field: 'trx_date', headerName: 'Tanggal', width: 105, cellClassName: 'nowrap', valueFormatter: (v: string) => formatDate(v) },
  { field: 'code', headerName: 'Kode', width: 125, cellClassName: 'nowrap' },
  { field: 'memo', headerName: 'Memo', flex: 1, minWidth: 200, valueFormatter: (v: string | null) => v ?? '' },
  { field: 'party', headerName: 'Pihak', width: 130, valueFormatter: (v: string | null) => v ?? '' },
  { field: 'source_type', headerName: 'Sumber', width: 150, valueFormatter: (v: string) => sourceLabel(v) },
  { field: 'total_debit', headerName: 'Debit', type: 'number', width: 140, valueFormatter: (v: string) => formatRupiah(v) },
  { field: 'total_credit', headerName: 'Kredit', type: 'number', width: 140, valueFormatter: (v: string) => formatRupiah(v) },
  { field: 'balanced', headerName: 'Status', width: 140, renderCell: ({ row }) => <BalanceChip balanced={row.balanced} /> },
];

/** The /transaksikeuangan route. */
export default function FinancePage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const [range, setRange] = useState<DateRange>(() => monthRange(0));
  const [klass, setKlass] = useState<number | null>(null);
  const { start: from, end: to } = rangeDays(range);
  const ready = !!tenantId && !!from && !!to;

  const list = useApiQuery(ready ? '/api/finance/journals' : null, {
    params: { query: { from, to, limit: LIMIT, class: klass ?? undefined } },
  });
  const summary = useApiQuery(ready ? '/api/finance/summary' : null, { params: { query: { from, to } } });
  const [creating, setCreating] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [card, setCard] = useState<SummaryClass | null>(null);
  const { toast, showToast } = useToast();

  const refresh = () => {
    void list.mutate();
    void summary.mutate();
  };
  const posted = (code: string) => {
    setCreating(false);
    showToast(`Jurnal ${code} disimpan.`);
    refresh();
  };
  const rows = list.data ?? [];
  const activeShortcut = useMemo(
    () => RANGE_SHORTCUTS.find((s) => {
      const r = monthRange(s.monthsAgo);
      return range.start?.isSame(r.start, 'day') && range.end?.isSame(r.end, 'day');
    })?.label,
    [range],
  );

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <Button component={RouterLink} to="/saldo-awal" variant="outlined">
              Saldo Awal
            </Button>
            <Button aria-haspopup="dialog" variant="contained" onClick={() => setCreating(true)}>
              Transaksi Baru
            </Button>
          </>
        }
      />
      <Stack spacing={2}>
        <BookLockCard onChanged={showToast} />
        <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai">
          {/* The shortcuts keep their words on one line beside the two dates. */}
          <ButtonGroup size="small" variant="outlined" aria-label="Pilihan periode" sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            {RANGE_SHORTCUTS.map((s) => (
              <Button key={s.label} variant={activeShortcut === s.label ? 'contained' : 'outlined'} onClick={() => setRange(monthRange(s.monthsAgo))}>
                {s.label}
              </Button>
            ))}
          </ButtonGroup>
        </DateRangeFilter>
        {summary.error ? (
          <Alert severity="error">{errorText(summary.error, FINANCE_TEXTS.list)}</Alert>
        ) : (
          <ClassCards summary={summary.data} onOpen={setCard} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary">
            Akun master:
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={klass ?? 'all'}
            onChange={(_e, v: number | 'all' | null) => v !== null && setKlass(v === 'all' ? null : v)}
            aria-label="Filter akun master"
            sx={{ flexWrap: 'wrap' }}
          >
            {CLASS_FILTERS.map((c) => (
              <ToggleButton key={c.label} value={c.value ?? 'all'}>
                {c.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {list.error && <Alert severity="error">{errorText(list.error, FINANCE_TEXTS.list)}</Alert>}
        {rows.length >= LIMIT && (
          <Alert severity="info">Menampilkan {LIMIT} jurnal terbaru; persempit rentang tanggal untuk melihat sisanya.</Alert>
        )}
        <DataTable<JournalHeader>
          fit
          rows={rows}
          columns={COLUMNS}
          loading={!ready || list.isLoading}
          onRowClick={({ row }) => setDetailId(row.id)}
          localeText={{ noRowsLabel: 'Tidak ada data.' }}
        />
        <Typography variant="caption" color="text.secondary">
          Klik baris untuk melihat detail jurnal.
        </Typography>
      </Stack>
      {creating && <NewJournalDialog onClose={() => setCreating(false)} onPosted={posted} />}
      {detailId !== null && (
        <JournalDetailDialog
          id={detailId}
          onClose={() => setDetailId(null)}
          onReversed={(code) => {
            showToast(`Jurnal balik ${code} dibuat.`);
            refresh();
          }}
          onOpen={setDetailId}
        />
      )}
      {card && (
        <Suspense fallback={null}>
          <ClassBreakdownDialog klass={card} from={from} to={to} onClose={() => setCard(null)} />
        </Suspense>
      )}
      {toast}
    </Box>
  );
}
