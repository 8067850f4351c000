/** The structure of the chosen plant: one card per jalur with its bagian and tingkat, or 'Struktur tidak ditemukan.'. */
import Box from '@mui/material/Box';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { EmptyState } from '../../components/EmptyState';
import { JalurCard, type CoopActions } from './JalurCard';
import type { Jalur } from './structure';

/** The cards of `jalurList` in a grid of one, two or three columns by width. */
export function JalurGrid({ jalurList, actions }: { jalurList: Jalur[]; actions: CoopActions }) {
  if (jalurList.length === 0) {
    return (
      <EmptyState
        icon={<AccountTreeOutlinedIcon />}
        message="Struktur tidak ditemukan."
        hint="Gunakan tombol Tambah untuk menambahkan lokasi, plant dan jalur."
      />
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        alignItems: 'start',
      }}
    >
      {jalurList.map((jalur) => (
        <JalurCard key={String(jalur.id)} jalur={jalur} actions={actions} />
      ))}
    </Box>
  );
}
