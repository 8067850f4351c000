/** Jejak Audit (/audit, issue #19): the farm's audit trail with filters and an Excel export. */
import { useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { SimpleTable, type SimpleColumn } from '../../components/SimpleTable';
import { downloadXlsx } from '../../lib/spreadsheet';
import { useRole } from '../../lib/useSession';
import { AUDIT_PAGE_SIZE, AUDIT_SHEET, ENTITY_OPTIONS, auditQuery, changeLines, timeText, whatText, type AuditItem } from './audit';

const LOAD_ERROR = 'Gagal memuat jejak audit.';

const COLUMNS: SimpleColumn<AuditItem>[] = [
  { field: 'created_at', headerName: 'Waktu', flex: 0.9, minWidth: 110, valueFormatter: (v: string) => timeText(v) },
  {
    field: 'actor',
    headerName: 'Pelaku',
    flex: 1,
    minWidth: 110,
    valueFormatter: (_v: never, r) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <span>{r.actor ?? '-'}</span>
        {r.on_behalf_of && <Chip size="small" variant="outlined" color="warning" label={`atas nama ${r.on_behalf_of.nama}`} />}
      </Stack>
    ),
  },
  { field: 'event', headerName: 'Kejadian', flex: 1.1, minWidth: 120, valueFormatter: (_v: never, r) => whatText(r) },
  {
    field: 'after',
    headerName: 'Perubahan',
    flex: 2.4,
    minWidth: 200,
    valueFormatter: (_v: never, r) => {
      const lines = changeLines(r);
      return lines.length === 0 ? (
        (r.subject ?? '-')
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </Box>
      );
    },
  },
  { field: 'client_address', headerName: 'Alamat', flex: 0.7, minWidth: 90, valueFormatter: (v: string | null) => v ?? '-' },
];

/** The last 30 days, today included. */
const lastMonth = (): DateRange => ({ start: dayjs().subtract(29, 'day').startOf('day'), end: dayjs().startOf('day') });

/** The /audit route. */
export default function AuditPage({ title }: PageProps) {
  const { tenantId, resolving } = useTenantId();
  const role = useRole();
  const [range, setRange] = useState<DateRange>(lastMonth);
  const [actorDraft, setActorDraft] = useState('');
  const [actor, setActor] = useState('');
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const { start: from, end: to } = rangeDays(range);
  // A superadmin without a farm reads the platform's events.
  const ready = !resolving && (!!tenantId || role === 'superadmin') && !!from && !!to;
  const list = useApiQuery(ready ? '/api/audit' : null, { params: { query: auditQuery({ from, to, actor, entity, page }) } });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / AUDIT_PAGE_SIZE);

  const applyActor = () => {
    if (actorDraft.trim() === actor) return;
    setActor(actorDraft.trim());
    setPage(1);
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={
          tenantId
            ? 'Audit trail: siapa mengubah data uang, stok, orang dan pengaturan kandang, kapan, dan apa yang berubah; juga login, logout dan kunjungan superadmin.'
            : 'Audit trail platform: tenant dibuat atau diubah, login, dan kunjungan superadmin ke kandang.'
        }
        actions={
          <Button variant="outlined" disabled={rows.length === 0} onClick={() => void downloadXlsx('jejak-audit.xlsx', 'Jejak Audit', AUDIT_SHEET, rows)}>
            Excel
          </Button>
        }
      />
      <Stack spacing={2}>
        <DateRangeFilter
          value={range}
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
          startLabel="Dari"
          endLabel="Sampai"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            label="Pelaku (username)"
            value={actorDraft}
            onChange={(e) => setActorDraft(e.target.value)}
            onBlur={applyActor}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyActor();
            }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            sx={{ width: { sm: 240 } }}
          />
          <TextField
            select
            size="small"
            label="Data / kejadian"
            value={entity}
            onChange={(e) => {
              setEntity(e.target.value);
              setPage(1);
            }}
            sx={{ width: { sm: 280 } }}
          >
            <MenuItem value="">Semua</MenuItem>
            {ENTITY_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {list.error && <Alert severity="error">{errorText(list.error, LOAD_ERROR)}</Alert>}
        {list.data && (
          <Typography variant="body2" color="text.secondary">
            {total === 0 ? 'Tidak ada catatan.' : `${total.toLocaleString('id-ID')} catatan${pages > 1 ? `, halaman ${page} dari ${pages} (${AUDIT_PAGE_SIZE} per halaman)` : ''}.`}
          </Typography>
        )}
        {!list.isLoading && !list.error && list.data && rows.length === 0 ? (
          <EmptyState message="Belum ada catatan" hint="Ubah rentang tanggal atau filter untuk melihat catatan lain." icon={<HistoryIcon />} />
        ) : (
          <SimpleTable<AuditItem> cards label="Jejak audit" rows={rows} columns={COLUMNS} getRowId={(r) => r.id} loading={list.isLoading || !ready} pageSize={50} pageSizeOptions={[50, 100, 500]} />
        )}
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} aria-label="Halaman jejak audit" />}
      </Stack>
    </Box>
  );
}
