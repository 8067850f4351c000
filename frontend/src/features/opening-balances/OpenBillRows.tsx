/**
 * The rows of open bills on Saldo Awal (issue #20 'Opening balances', issue #37): a customer's
 * invoices (Piutang) or what the farm owed a supplier (Hutang), one row each — the party (with
 * 'Tambah pelanggan'/'Tambah pemasok' in place as the picker's last item), the date, the due date
 * and the amount; a bill with payments keeps its party and cannot be removed.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import dayjs from 'dayjs';
import { DateInput } from '../../components/DateInput';
import { NumberInput } from '../../components/NumberInput';

/** One open bill as the rows show it; `partyId` its customer or supplier. */
export interface OpenBill {
  partyId: number | null;
  invoiceDate: string;
  dueDate: string;
  amount: string;
  hasPayments?: boolean;
}

/** The words of one kind of bill: the labels (numbered per row), the add buttons, the empty picker's hint. */
export interface OpenBillWords {
  /** 'Pelanggan tagihan' / 'Pemasok hutang'. */
  party: string;
  /** 'Tanggal tagihan' / 'Tanggal hutang'. */
  date: string;
  /** 'Jumlah tagihan' / 'Jumlah hutang'. */
  amount: string;
  /** 'tagihan' / 'hutang': 'Hapus tagihan 2', 'Tambah tagihan'. */
  noun: string;
  /** 'Tambah pelanggan' / 'Tambah pemasok'. */
  newParty: string;
  /** Shown under an empty picker. */
  empty: string;
}

/** Value of the picker's 'Tambah …' item (never a party id). */
const NEW_PARTY = 'baru';

const dayOf = (text: string) => (text ? dayjs(text) : null);
const textOf = (d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');

export interface OpenBillRowsProps {
  rows: OpenBill[];
  /** The customers or suppliers to pick from; undefined while loading. */
  parties: ReadonlyArray<{ id: number; name: string }> | undefined;
  words: OpenBillWords;
  readOnly: boolean;
  limit: number;
  onChange: (n: number, patch: Partial<OpenBill>) => void;
  onRemove: (n: number) => void;
  onAdd: () => void;
  /** The picker of row `n` chose 'Tambah …'. */
  onNewParty: (n: number) => void;
}

/** The rows with their add button. */
export function OpenBillRows({ rows, parties, words, readOnly, limit, onChange, onRemove, onAdd, onNewParty }: OpenBillRowsProps) {
  return (
    <>
      {rows.map((r, n) => (
        <Stack key={n} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            size="small"
            label={`${words.party} ${n + 1}`}
            value={r.partyId ?? ''}
            onChange={(e) => {
              const v = e.target.value as number | string;
              if (v === NEW_PARTY) onNewParty(n);
              else onChange(n, { partyId: v === '' ? null : Number(v) });
            }}
            disabled={readOnly || r.hasPayments}
            helperText={parties?.length === 0 ? words.empty : undefined}
            sx={{ minWidth: 200 }}
          >
            {(parties ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
            <MenuItem value={NEW_PARTY} sx={{ color: 'primary.main', gap: 1 }}>
              <PersonAddIcon fontSize="small" /> {words.newParty}
            </MenuItem>
          </TextField>
          <DateInput label={`${words.date} ${n + 1}`} value={dayOf(r.invoiceDate)} onChange={(d) => onChange(n, { invoiceDate: textOf(d) })} size="small" disabled={readOnly} sx={{ minWidth: 175 }} />
          <DateInput label={`Jatuh tempo ${n + 1}`} value={dayOf(r.dueDate)} onChange={(d) => onChange(n, { dueDate: textOf(d) })} maxDate={dayjs().add(5, 'year')} size="small" disabled={readOnly} sx={{ minWidth: 175 }} />
          <NumberInput label={`${words.amount} ${n + 1} (Rp)`} size="small" mode="decimal" decimals={2} value={r.amount} onChange={(amount) => onChange(n, { amount })} disabled={readOnly} />
          {r.hasPayments ? (
            <Typography variant="caption" color="text.secondary">
              Sudah ada pembayaran
            </Typography>
          ) : (
            !readOnly && (
              <IconButton aria-label={`Hapus ${words.noun} ${n + 1}`} onClick={() => onRemove(n)}>
                <DeleteIcon />
              </IconButton>
            )
          )}
        </Stack>
      ))}
      {!readOnly && rows.length < limit && (
        <Box>
          <Button size="small" onClick={onAdd}>
            Tambah {words.noun}
          </Button>
        </Box>
      )}
    </>
  );
}
