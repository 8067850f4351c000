/**
 * My Info's 'Kandang saya' (issue #36): every farm of the account with its kode and the account's
 * role there, the open one marked 'Sedang dibuka', the others with 'Pindah' (the farm switch of the
 * top bar: entries of this farm still on the tablet are asked about first). Leaving a farm stays the
 * separate, confirmed 'Keluar dari kandang ini'.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { PageLoading } from '../../components/PageLoading';
import { useFarmSwitch } from '../../components/useFarmSwitch';
import { useServerFarms } from '../../data/useFarms';
import { roleLabel } from '../../lib/roles';
import { MY_INFO_TEXT } from './my-info';

/** The 'Kandang saya' card. */
export function FarmsCard() {
  const { farms, current, error, isLoading } = useServerFarms();
  const farmSwitch = useFarmSwitch('default');
  return (
    <Card variant="outlined" component="section" aria-label="Kandang saya">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Kandang saya
        </Typography>
        {error && <Alert severity="error">{errorText(error, MY_INFO_TEXT.farms)}</Alert>}
        {farmSwitch.error && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {farmSwitch.error}
          </Alert>
        )}
        {isLoading && <PageLoading />}
        {farms?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {MY_INFO_TEXT.noFarms}
          </Typography>
        )}
        {farms && farms.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {farms.map((farm) => {
              const open = farm.id === current;
              return (
                <Box
                  component="li"
                  key={farm.id}
                  aria-current={open ? 'true' : undefined}
                  sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{farm.nama}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      Kode {farm.kode} · {roleLabel(farm.role)}
                    </Typography>
                  </Box>
                  {open ? (
                    <Chip label="Sedang dibuka" color="primary" size="small" />
                  ) : (
                    <Button
                      variant="outlined"
                      onClick={() => farmSwitch.request(farm.id)}
                      disabled={farmSwitch.pending !== undefined}
                      aria-label={`Pindah ke ${farm.nama}`}
                      sx={{ minHeight: 44, flexShrink: 0 }}
                    >
                      {farmSwitch.pending === farm.id ? 'Memproses…' : 'Pindah'}
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
      {farmSwitch.dialog}
    </Card>
  );
}
