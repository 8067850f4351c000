import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Schemas } from '../api/client';
import { formatRupiah } from '../lib/format';

const TOTAL_SX = { fontWeight: 700, color: 'text.primary' } as const;

export interface JournalLinesTableProps {
  lines: Pick<Schemas['JournalLineDto'], 'id' | 'account_code' | 'account_name' | 'debit' | 'credit' | 'note'>[];
  /** The server's totals (decimal strings), shown in the footer. */
  totalDebit: string;
  totalCredit: string;
}

/**
 * The lines of a journal (spec part 2 §3 'Journal header'): account code and name, debit, credit
 * (an empty cell for 0) and note, with the totals of the server. Used by every journal detail modal.
 */
export function JournalLinesTable({ lines, totalDebit, totalCredit }: JournalLinesTableProps) {
  return (
    <Table size="small" aria-label="Baris jurnal">
      <TableHead>
        <TableRow>
          <TableCell>Kode Akun</TableCell>
          <TableCell>Nama Akun</TableCell>
          <TableCell align="right">Debit</TableCell>
          <TableCell align="right">Kredit</TableCell>
          <TableCell>Catatan</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.id}>
            <TableCell>{l.account_code}</TableCell>
            <TableCell>{l.account_name}</TableCell>
            <TableCell align="right">{Number(l.debit) ? formatRupiah(l.debit) : ''}</TableCell>
            <TableCell align="right">{Number(l.credit) ? formatRupiah(l.credit) : ''}</TableCell>
            <TableCell>{l.note ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2} sx={TOTAL_SX}>
            Total
          </TableCell>
          <TableCell align="right" sx={TOTAL_SX}>
            {formatRupiah(totalDebit)}
          </TableCell>
          <TableCell align="right" sx={TOTAL_SX}>
            {formatRupiah(totalCredit)}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
