/**
 * Main menu (/menu, spec part 1 §2.4): the tiles of the feature manifests,
 * filtered by role.
 */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { MenuState, PageProps } from '../../app/manifest';
import { useMenuTiles } from '../../app/navigation';
import { PageHeader } from '../../components/PageHeader';

/** The /menu route. */
export default function MenuPage({ title, subtitle }: PageProps) {
  const tiles = useMenuTiles();
  // Sent here by a route's guard: say which screen this role may not open (issue #23).
  const denied = (useLocation().state as MenuState | null)?.denied;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {denied && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          Halaman {denied} tidak tersedia untuk peran Anda.
        </Alert>
      )}
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
                <tile.icon />
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
