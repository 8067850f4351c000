/** The superadmin's Dashboard (/superadmin/dashboard, issue #15): platform figures, not a farm's dashboard. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatNumber } from '../../lib/format';
import { useRole } from '../../lib/useSession';

export const PLATFORM_TEXT = { load: 'Gagal memuat ringkasan platform' } as const;

/** The /superadmin/dashboard route. */
export default function PlatformDashboardPage({ title, subtitle }: PageProps) {
  const isSuperadmin = useRole() === 'superadmin';
  const summary = useApiQuery(isSuperadmin ? '/api/superadmin/summary' : null, {});
  const s = summary.data;
  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to="/superadmin" variant="contained">
            Kelola Tenant
          </Button>
        }
      />
      {!isSuperadmin && <Alert severity="warning">Halaman ini khusus superadmin.</Alert>}
      {summary.error && <Alert severity="error">{errorText(summary.error, PLATFORM_TEXT.load)}</Alert>}
      {summary.isLoading && <PageLoading />}
      {s && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <StatCard label="Kandang" value={formatNumber(s.tenants, 0)} hint="Semua tenant" />
          <StatCard label="Kandang aktif" value={formatNumber(s.active_tenants, 0)} hint={`${formatNumber(s.tenants - s.active_tenants, 0)} nonaktif`} color="success.dark" />
          <StatCard label="User" value={formatNumber(s.users, 0)} hint="Akun (tanpa superadmin)" />
          <StatCard label="Entri minggu ini" value={formatNumber(s.entries_week, 0)} hint={`Pakan, telur, ayam · ${formatDate(s.from)}–${formatDate(s.to)}`} />
        </Stack>
      )}
    </Box>
  );
}
