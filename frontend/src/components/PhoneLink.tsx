import Link from '@mui/material/Link';
import { waLink } from '../lib/phone';

/** A phone as a WhatsApp chat link (opens in a new tab), or '-' when there is none; the number never breaks across lines. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  const href = waLink(phone);
  if (!href || !phone) return <>-</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" title="Chat lewat WhatsApp" sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  );
}
