import type { Schemas } from '../api/client';
import { formatRupiah } from '../lib/format';
import { DataTable, type DataColumn } from './DataTable';

type Line = Pick<Schemas['JournalLineDto'], 'id' | 'account_code' | 'account_name' | 'debit' | 'credit' | 'note'>;

export interface JournalLinesTableProps {
  lines: Line[];
  /** The server's totals (decimal strings), shown in the footer. */
  totalDebit: string;
  totalCredit: string;
}

/** An amount of a side, or an empty cell for 0 (decimal strings; `Number` only tells zero apart). */
const side = (v: string) => (Number(v) ? formatRupiah(v) : '');

const COLUMNS: DataColumn<Line>[] = [
  { field: 'account_code', headerName: 'Kode Akun', width: 90 },
  { field: 'account_name', headerName: 'Nama Akun', flex: 1, minWidth: 120, card: 'title' },
  { field: 'debit', headerName: 'Debit', type: 'number', width: 120, valueFormatter: side },
  { field: 'credit', headerName: 'Kredit', type: 'number', width: 120, valueFormatter: side },
  { field: 'note', headerName: 'Catatan', flex: 1, minWidth: 100, valueFormatter: (v: string | null) => v ?? '' },
];

/**
 * The lines of a journal (spec part 2 §3 'Journal header'): account code and name, debit, credit
 * (an empty cell for 0) and note, in the journal's order, with the totals of the server. Used by
 * every journal detail modal; on a phone one card per line and a card of the totals.
 */
export function JournalLinesTable({ lines, totalDebit, totalCredit }: JournalLinesTableProps) {
  return (
    <DataTable<Line>
      label="Baris jurnal"
      rows={lines}
      columns={COLUMNS}
      disableColumnSorting
      initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
      pageSizeOptions={[100]}
      totals={{ label: 'Total', values: { debit: formatRupiah(totalDebit), credit: formatRupiah(totalCredit) } }}
    />
  );
}
