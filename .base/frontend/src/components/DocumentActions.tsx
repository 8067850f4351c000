import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';

/**
 * The actions of a printable document page (the nota, the kartu piutang): 'Kembali' to `backTo`,
 * 'Print' (disabled until the document is loaded) and 'Kirim via WhatsApp' to `waHref` (disabled
 * without a phone number). Buttons are 44 px tall for a tablet.
 */
export function DocumentActions({ backTo, ready, waHref }: { backTo: string; ready: boolean; waHref: string | null }) {
  return (
    <>
      <Button component={RouterLink} to={backTo} sx={{ minHeight: 44 }}>
        Kembali
      </Button>
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!ready} sx={{ minHeight: 44 }}>
        Print
      </Button>
      {waHref ? (
        <Button variant="outlined" color="success" startIcon={<WhatsAppIcon />} href={waHref} target="_blank" rel="noopener noreferrer" sx={{ minHeight: 44 }}>
          Kirim via WhatsApp
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<WhatsAppIcon />} disabled sx={{ minHeight: 44 }}>
          Kirim via WhatsApp
        </Button>
      )}
    </>
  );
}
