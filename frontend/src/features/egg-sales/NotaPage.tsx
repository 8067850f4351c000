/**
 * The nota of a sale (/penjualantelur/nota/:id, issue #14 'A nota to hand over'): the farm's
 * name, the nota number (finance code), date, customer, lines per grade (kg, price/kg,
 * subtotal), total, returns, paid, outstanding, due date, the payments and the returns; printed by the browser in an
 * A5 or a 58 mm thermal layout, and sent as text through a 'Kirim via WhatsApp' link.
 */
import { useLayoutEffect, useState, type RefCallback } from 'react';
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
import { THERMAL, pageRule, rollPageMm, saveLayout, savedLayout, type NotaLayout } from './nota-print';

/** Print rules: only the nota, on an A5 sheet or a 58 mm roll `rollMm` long (nota-print.ts). */
function PrintStyles({ layout, rollMm }: { layout: NotaLayout; rollMm: number }) {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': pageRule(layout, rollMm),
          'header, nav, .no-print': { display: 'none !important' },
          // The page's grey and its full-screen height (the layout's box) are not printed: white, as long as the nota.
          'html, body, main, #root, #root > *': { background: '#fff !important', padding: '0 !important', margin: '0 !important', minWidth: '0 !important', minHeight: '0 !important' },
          '#nota': { border: 'none !important', boxShadow: 'none !important', width: layout === 'a5' ? '100% !important' : `${THERMAL.contentMm}mm !important`, maxWidth: 'none !important', padding: '0 !important', margin: '0 !important' },
        },
      }}
    />
  );
}

const rupiah = (v: string | number | null | undefined) => centsRupiah(centsOf(v) ?? 0);

/**
 * One label and value line of the nota. A money line (`money`) stays on one line on a 54 mm roll:
 * the amount never wraps and a label too long for what is left ends in '…'; other lines wrap.
 */
function Line({ label, value, strong, money }: { label: string; value: string; strong?: boolean; money?: boolean }) {
  const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <Stack direction="row" className={money ? 'nota-money' : undefined} sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" sx={money ? { ...oneLine, minWidth: 0 } : undefined}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, textAlign: 'right', ...(money ? { whiteSpace: 'nowrap', flexShrink: 0 } : {}) }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The lines per grade on the roll: 'Telur A · 12,50 kg' then '@ Rp 27.000/kg' with the subtotal (four columns do not fit 54 mm). */
function ThermalLines({ lines }: { lines: readonly { grade: string; qty_kg: number | string; unit_price: string; amount: string | number }[] }) {
  return (
    <Box role="group" aria-label="Rincian nota">
      {lines.map((l) => (
        <Box key={l.grade}>
          <Typography variant="body2">
            Telur {l.grade} · {formatNumber(l.qty_kg, 2)} kg
          </Typography>
          <Line label={`@ ${rupiah(l.unit_price)}/kg`} value={rupiah(l.amount)} money />
        </Box>
      ))}
    </Box>
  );
}

/** Height (CSS px) of the element behind the returned ref, followed as it changes; 0 before it is laid out. */
function useHeight<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [el, setEl] = useState<T | null>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => setHeight(el.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return [setEl, height];
}

/** The /penjualantelur/nota/:id route. */
export default function NotaPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const q = useApiQuery(tenantId && valid ? '/api/egg-sales/{id}' : null, { params: { path: { id } } });
  const [layout, setLayout] = useState<NotaLayout>(savedLayout);
  const choose = (v: NotaLayout) => {
    setLayout(v);
    saveLayout(v);
  };
  const [contentRef, contentPx] = useHeight<HTMLDivElement>();
  const d = q.data;
  const h = d?.header;
  const thermal = layout === 'thermal';
  const wa = d ? waLink(h?.customer_phone, notaText(d)) : null;

  return (
    <Box>
      <PrintStyles layout={layout} rollMm={rollPageMm(contentPx)} />
      <Box className="no-print">
        <PageHeader
          title={title}
          actions={<DocumentActions backTo="/penjualantelur" ready={!!d} waHref={wa} />}
        />
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <ToggleButtonGroup exclusive size="small" color="primary" value={layout} onChange={(_e, v: NotaLayout | null) => v && choose(v)} aria-label="Ukuran kertas">
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
          // The roll's preview is as wide as its paper (54 mm inside), so what the screen shows is what prints.
          sx={{ p: thermal ? 1.5 : 3, mx: 'auto', width: '100%', maxWidth: thermal ? `calc(${THERMAL.contentMm}mm + 24px)` : 560, fontSize: thermal ? 12 : 14, '& .MuiTypography-body2, & td, & th': thermal ? { fontSize: 12, lineHeight: 1.4 } : {} }}
        >
          <Stack spacing={thermal ? 1 : 1.5} ref={contentRef}>
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
            {thermal ? (
              <ThermalLines lines={d.lines} />
            ) : (
            <Table size="small" aria-label="Rincian nota" sx={{ '& td, & th': { px: 1 } }}>
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
                    <TableCell align="right">{rupiah(l.unit_price)}</TableCell>
                    <TableCell align="right">{rupiah(l.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            )}
            <Box>
              <Line label="Total" value={rupiah(h.total_amount)} strong money />
              <Line label="Metode" value={paymentMethodLabel(h.payment_method)} />
              {(centsOf(h.amount_returned) ?? 0) !== 0 && <Line label="Retur" value={rupiah(h.amount_returned)} money />}
              <Line label="Dibayar" value={rupiah(h.amount_paid)} money />
              {(centsOf(h.amount_discount) ?? 0) !== 0 && <Line label="Diskon" value={rupiah(h.amount_discount)} money />}
              <Line label="Sisa" value={rupiah(h.amount_outstanding)} strong money />
              <Line label="Status" value={STATUS_LABELS[paymentStatus(h)] ?? paymentStatus(h)} />
              {h.due_date && <Line label="Jatuh tempo" value={formatDate(h.due_date)} />}
            </Box>
            {d.payments.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="p">
                  Pembayaran
                </Typography>
                {d.payments.map((p) => (
                  <Box key={p.receipt_id}>
                    {/* On the roll a refund names itself rather than its method, so 'refund' is never cut off. */}
                    <Line label={`${formatDate(p.receipt_date)} · ${thermal && p.is_refund ? 'refund' : paymentMethodLabel(p.method)}${!thermal && p.is_refund ? ' · refund' : ''}`} value={rupiah(p.amount_applied)} money />
                    {(centsOf(p.discount_applied) ?? 0) !== 0 && <Line label="Diskon" value={rupiah(p.discount_applied)} money />}
                  </Box>
                ))}
              </Box>
            )}
            {d.returns.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="p">
                  Retur
                </Typography>
                {d.returns.map((r) => (
                  <Box key={r.id}>
                    <Line label={formatDate(r.return_date)} value={rupiah(r.total_amount)} money />
                    <Typography variant="body2" color="text.secondary">
                      {r.lines.map((l) => `${l.grade} ${formatNumber(l.qty_kg, 2)} kg`).join(', ')} · {r.reason}
                    </Typography>
                  </Box>
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
