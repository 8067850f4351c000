/**
 * The nota of a sale (/penjualantelur/nota/:id, issue #14 'A nota to hand over'): the farm's
 * name, the nota number (finance code), date, customer, lines per grade (kg, price/kg,
 * subtotal), total, returns, paid, outstanding, due date, the payments and the returns; printed by the browser in an
 * A5 or a 58 mm thermal layout, and sent as text through a 'Kirim via WhatsApp' link.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { EmptyState } from '../../components/EmptyState';
import { DocumentActions } from '../../components/DocumentActions';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { formatDate, formatNumber } from '../../lib/format';
import { centsOf, centsRupiah } from '../../lib/money';
import { paymentMethodLabel } from '../../lib/payment';
import { SALE_TEXTS, STATUS_LABELS, notaText, paymentStatus, waLink } from './egg-sales';

type Layout = 'a5' | 'thermal';

/** Print rules: only the nota, on an A5 sheet or a 58 mm roll. */
function PrintStyles({ layout }: { layout: Layout }) {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': layout === 'a5' ? { size: 'A5 portrait', margin: '10mm' } : { size: '58mm auto', margin: '2mm' },
          'header, nav, .no-print': { display: 'none !important' },
          'body, main': { background: '#fff !important', padding: '0 !important', margin: '0 !important' },
          '#nota': { border: 'none !important', boxShadow: 'none !important', width: layout === 'a5' ? '100% !important' : '54mm !important', maxWidth: 'none !important', padding: '0 !important' },
        },
      }}
    />
  );
}

const rupiah = (v: string | number | null | undefined) => centsRupiah(centsOf(v) ?? 0);

/** One label and value line of the nota. */
function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The /penjualantelur/nota/:id route. */
export default function NotaPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const q = useApiQuery(tenantId && valid ? '/api/egg-sales/{id}' : null, { params: { path: { id } } });
  const [layout, setLayout] = useState<Layout>('a5');
  const d = q.data;
  const h = d?.header;
  const thermal = layout === 'thermal';
  const wa = d ? waLink(h?.customer_phone, notaText(d)) : null;

  return (
    <Box>
      <PrintStyles layout={layout} />
      <Box className="no-print">
        <PageHeader
          title={title}
          actions={<DocumentActions backTo="/penjualantelur" ready={!!d} waHref={wa} />}
        />
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <ToggleButtonGroup exclusive size="small" color="primary" value={layout} onChange={(_e, v: Layout | null) => v && setLayout(v)} aria-label="Ukuran kertas">
            <ToggleButton value="a5" sx={{ minHeight: 44, px: 2 }}>
              A5
            </ToggleButton>
            <ToggleButton value="thermal" sx={{ minHeight: 44, px: 2 }}>
              Thermal 58 mm
            </ToggleButton>
          </ToggleButtonGroup>
          {d && !wa && (
            <Typography variant="body2" color="text.secondary">
              Pelanggan belum punya nomor HP: WhatsApp tidak tersedia.
            </Typography>
          )}
        </Stack>
      </Box>
      {!valid && <EmptyState message="Nota tidak ditemukan." />}
      {q.error && <Alert severity="error">{errorText(q.error, SALE_TEXTS.detail)}</Alert>}
      {valid && !d && !q.error && <PageLoading />}
      {d && h && (
        <Paper
          id="nota"
          variant="outlined"
          component="article"
          aria-label={`Nota ${h.finance_code ?? ''}`}
          sx={{ p: thermal ? 1.5 : 3, mx: 'auto', width: '100%', maxWidth: thermal ? 260 : 560, fontSize: thermal ? 12 : 14, '& .MuiTypography-body2, & td, & th': thermal ? { fontSize: 12 } : {} }}
        >
          <Stack spacing={thermal ? 1 : 1.5}>
            <Box sx={{ textAlign: 'center' }}>
              <Typography variant={thermal ? 'subtitle1' : 'h5'} component="p" sx={{ fontWeight: 700 }}>
                {h.farm_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Nota Penjualan Telur
              </Typography>
            </Box>
            <Divider />
            <Box>
              <Line label="No. Nota" value={h.finance_code ?? `#${h.sale_id}`} strong />
              <Line label="Tanggal" value={formatDate(h.sale_date)} />
              <Line label="Pelanggan" value={h.customer} />
              {h.customer_address && <Line label="Alamat" value={h.customer_address} />}
              {h.customer_phone && <Line label="No. HP" value={h.customer_phone} />}
            </Box>
            <Table size="small" aria-label="Rincian nota" sx={{ '& td, & th': { px: thermal ? 0.25 : 1 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Grade</TableCell>
                  <TableCell align="right">Kg</TableCell>
                  <TableCell align="right">Harga/kg</TableCell>
                  <TableCell align="right">Subtotal</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.lines.map((l) => (
                  <TableRow key={l.grade}>
                    <TableCell>Telur {l.grade}</TableCell>
                    <TableCell align="right">{formatNumber(l.qty_kg, 2)}</TableCell>
                    <TableCell align="right">{centsRupiah(l.unit_price * 100)}</TableCell>
                    <TableCell align="right">{rupiah(l.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box>
              <Line label="Total" value={rupiah(h.total_amount)} strong />
              <Line label="Metode" value={paymentMethodLabel(h.payment_method)} />
              {(centsOf(h.amount_returned) ?? 0) !== 0 && <Line label="Retur" value={rupiah(h.amount_returned)} />}
              <Line label="Dibayar" value={rupiah(h.amount_paid)} />
              {(centsOf(h.amount_discount) ?? 0) !== 0 && <Line label="Diskon" value={rupiah(h.amount_discount)} />}
              <Line label="Sisa" value={rupiah(h.amount_outstanding)} strong />
              <Line label="Status" value={STATUS_LABELS[paymentStatus(h)] ?? paymentStatus(h)} />
              {h.due_date && <Line label="Jatuh tempo" value={formatDate(h.due_date)} />}
            </Box>
            {d.payments.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="p">
                  Pembayaran
                </Typography>
                {d.payments.map((p) => (
                  <Line
                    key={p.receipt_id}
                    label={`${formatDate(p.receipt_date)} · ${paymentMethodLabel(p.method)}${p.is_refund ? ' · refund' : ''}`}
                    value={rupiah(p.amount_applied) + ((centsOf(p.discount_applied) ?? 0) ? ` (diskon ${rupiah(p.discount_applied)})` : '')}
                  />
                ))}
              </Box>
            )}
            {d.returns.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="p">
                  Retur
                </Typography>
                {d.returns.map((r) => (
                  <Line
                    key={r.id}
                    label={`${formatDate(r.return_date)} · ${r.lines.map((l) => `${l.grade} ${formatNumber(l.qty_kg, 2)} kg`).join(', ')} · ${r.reason}`}
                    value={rupiah(r.total_amount)}
                  />
                ))}
              </Box>
            )}
            {h.notes && <Typography variant="body2">Catatan: {h.notes}</Typography>}
            <Divider />
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              Terima kasih.
            </Typography>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
