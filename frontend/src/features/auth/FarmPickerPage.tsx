/**
 * The farm picker (/pilih-kandang, issue #36): where a login with several farms lands when this
 * device remembers none of them, and where any user with several farms may choose again. Each farm
 * is one large button with its name, kode and the user's role there; the choice switches the
 * session (POST /api/auth/switch-tenant) and goes on to the page saved before the login, else the
 * role's default screen.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import type { PageProps } from '../../app/manifest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useFarmSwitch } from '../../components/useFarmSwitch';
import { useServerFarms } from '../../data/useFarms';
import { roleLabel } from '../../lib/roles';

export const PICKER_TEXT = {
  load: 'Gagal memuat daftar kandang.',
  empty: 'Akun Anda belum terdaftar di kandang mana pun.',
  emptyHint: 'Minta kode undangan dari admin kandang, lalu masukkan di My Info.',
  current: 'Sedang dibuka',
} as const;

/** The /pilih-kandang route. */
export default function FarmPickerPage({ title, subtitle }: PageProps) {
  const { farms, current, error, isLoading } = useServerFarms();
  const farmSwitch = useFarmSwitch('after-login');
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={title} subtitle={subtitle} />
      {error && <Alert severity="error">{errorText(error, PICKER_TEXT.load)}</Alert>}
      {farmSwitch.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {farmSwitch.error}
        </Alert>
      )}
      {isLoading && <PageLoading />}
      {farms?.length === 0 && <EmptyState message={PICKER_TEXT.empty} hint={PICKER_TEXT.emptyHint} />}
      {farms && farms.length > 0 && (
        <Stack component="ul" spacing={1.5} aria-label="Daftar kandang" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {farms.map((farm) => (
            <Card key={farm.id} component="li" variant="outlined" sx={{ borderColor: farm.id === current ? 'primary.main' : undefined }}>
              <ButtonBase
                onClick={() => farmSwitch.request(farm.id)}
                disabled={farmSwitch.pending !== undefined}
                aria-current={farm.id === current ? 'true' : undefined}
                sx={{ width: '100%', minHeight: 72, px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between', gap: 2, textAlign: 'left', '&:hover': { bgcolor: 'action.hover' }, '&.Mui-focusVisible': { bgcolor: 'action.focus' } }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {farm.nama}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    Kode {farm.kode} · {roleLabel(farm.role)}
                  </Typography>
                </Box>
                {farmSwitch.pending === farm.id ? (
                  <CircularProgress size={24} aria-label="Membuka kandang" />
                ) : (
                  farm.id === current && <Chip label={PICKER_TEXT.current} color="primary" size="small" />
                )}
              </ButtonBase>
            </Card>
          ))}
        </Stack>
      )}
      {farmSwitch.dialog}
    </Box>
  );
}
