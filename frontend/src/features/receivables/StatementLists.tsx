/**
 * The customer statement on a phone (below 600 px): the lines and the open invoices stacked, one
 * block per line, so every date, document number and amount is on the screen whole without a
 * sideways scroll. The same figures as the printed table (StatementPage).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { cents, kindLabel, rupiah, statementTotals, type OpenInvoice, type Statement } from './receivables';

const ONE_LINE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** One amount with its word: 'Saldo Rp 1.250.000', the figure never broken. */
function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Typography variant="body2" component="span" sx={{ ...ONE_LINE, fontWeight: strong ? 700 : 400 }}>
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {label}{' '}
      </Box>
      {value}
    </Typography>
  );
}

/** One block: a heading line, an optional note, and the amounts spread over the width (wrapping as whole amounts). */
function Item({ head, note, amounts, emphasis }: { head: ReactNode; note?: string | null; amounts: ReactNode; emphasis?: boolean }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: emphasis ? 'action.hover' : undefined, px: emphasis ? 1 : 0 }}>
      <Typography variant="body2" sx={{ fontWeight: emphasis ? 700 : 500, display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        {head}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {note}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, mt: 0.25 }}>{amounts}</Box>
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** The statement's lines on a phone: the opening balance, each line with its running balance, the closing totals. */
export function StatementList({ s }: { s: Statement }) {
  const t = statementTotals(s);
  return (
    <Box component="ul" aria-label="Mutasi piutang" sx={listSx}>
      <Item head={<span style={ONE_LINE}>{formatDate(s.from)} · Saldo awal</span>} amounts={<Amount label="Saldo" value={rupiah(s.opening_balance)} strong />} />
      {s.rows.map((r) => {
        const debit = cents(r.debit);
        const credit = cents(r.credit);
        return (
          <Item
            key={`${r.kind}-${r.ref_id}`}
            head={
              <>
                <span style={ONE_LINE}>{formatDate(r.date)}</span>
                <span>{kindLabel(r.kind)}</span>
                <span style={ONE_LINE}>{r.code ?? `#${r.ref_id}`}</span>
              </>
            }
            note={r.description}
            amounts={
              <>
                {debit !== 0 && <Amount label="Debit" value={centsRupiah(debit)} />}
                {credit !== 0 && <Amount label="Kredit" value={centsRupiah(credit)} />}
                <Amount label="Saldo" value={rupiah(r.balance)} strong />
              </>
            }
          />
        );
      })}
      {s.rows.length === 0 && <Item head="Tidak ada mutasi pada periode ini." amounts={null} />}
      <Item
        emphasis
        head={<span>Saldo akhir per {formatDate(s.to)}</span>}
        amounts={
          <>
            <Amount label="Debit" value={centsRupiah(t.debit)} />
            <Amount label="Kredit" value={centsRupiah(t.credit)} />
            <Amount label="Saldo" value={centsRupiah(t.closing)} strong />
          </>
        }
      />
    </Box>
  );
}

/** The invoices still open at the end of the period, on a phone. */
export function OpenInvoiceList({ open }: { open: readonly OpenInvoice[] }) {
  return (
    <Box component="ul" aria-label="Nota belum lunas" sx={listSx}>
      {open.map((i) => (
        <Item
          key={i.sale_id}
          head={
            <>
              <span style={ONE_LINE}>{i.sale_code ?? `#${i.sale_id}`}</span>
              <span style={ONE_LINE}>{formatDate(i.sale_date)}</span>
              <span style={ONE_LINE}>
                Jatuh tempo {formatDate(i.due_date)}
                {i.due_date_assumed ? ' (tanpa tempo)' : ''}
              </span>
            </>
          }
          amounts={
            <>
              <Amount label="Total" value={rupiah(i.total)} />
              {cents(i.returned) !== 0 && <Amount label="Retur" value={rupiah(i.returned)} />}
              <Amount label="Dibayar" value={centsRupiah(cents(i.paid) + cents(i.discount))} />
              <Amount label="Sisa" value={rupiah(i.outstanding)} strong />
              {i.days_overdue > 0 && <Amount label="Terlambat" value={`${i.days_overdue} hari`} />}
            </>
          }
        />
      ))}
    </Box>
  );
}
