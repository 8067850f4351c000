import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import type { PageProps } from './manifest';
import { PageHeader } from '../components/PageHeader';

/** Shared page for routes whose screens are not built yet. */
export default function NotAvailablePage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography color="text.secondary">Halaman ini belum tersedia.</Typography>
      </Paper>
    </>
  );
}
