/**
 * Main menu (/menu): tiles to the screens, filtered by role.
 */
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import EggIcon from '@mui/icons-material/Egg';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupIcon from '@mui/icons-material/Group';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonIcon from '@mui/icons-material/Person';
import PetsIcon from '@mui/icons-material/Pets';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { PageHeader } from '../../components/PageHeader';
import type { PageProps } from '../../app/routes';
import { useRole } from '../../app/useSession';
import { tilesForRole } from './tiles';

const ICONS: Record<string, ReactElement> = {
  '/ayaminfo': <PetsIcon />,
  '/laporanpakan': <AssessmentIcon />,
  '/laporanproduksi': <EggIcon />,
  '/tasks/tugasinfo': <EventNoteIcon />,
  '/penjualantelur': <ShoppingCartIcon />,
  '/pemesanan-telur': <ListAltIcon />,
  '/transaksipakan-akuntansi': <WarehouseIcon />,
  '/transaksikeuangan': <ReceiptLongIcon />,
  '/kode-akun': <AccountBalanceIcon />,
  '/laba-rugi': <TrendingUpIcon />,
  '/customers': <GroupIcon />,
  '/users': <ManageAccountsIcon />,
  '/abk': <BadgeIcon />,
  '/struktur-kandang': <AccountTreeIcon />,
  '/transaksi-reseller': <StorefrontIcon />,
  '/my-info': <PersonIcon />,
};

/** The /menu route. */
export default function MenuPage({ title }: PageProps) {
  const tiles = tilesForRole(useRole());
  return (
    <>
      <PageHeader title={title} subtitle="Pilih fitur yang ingin dibuka." />
      <Box
        component="nav"
        aria-label="Menu utama"
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {tiles.map((tile) => (
          <Card key={tile.to} sx={{ transition: 'box-shadow .2s, border-color .2s', '&:hover': { borderColor: 'primary.light', boxShadow: 2 } }}>
            <CardActionArea component={RouterLink} to={tile.to} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.5 }}>
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(47, 107, 58, 0.1)',
                  color: 'primary.main',
                }}
              >
                {ICONS[tile.to]}
              </Box>
              <Box>
                <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
                  {tile.label}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                  {tile.description}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
