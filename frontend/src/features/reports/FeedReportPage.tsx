/** Laporan Pakan (/laporanpakan, spec part 1 §2.8): feed per day and tingkat. */
import { api, errorText, send } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import { FeedItemSplitTable } from '../../components/FeedItemSplitTable';
import type { PageProps } from '../../app/manifest';
import { FEED_COLUMNS, FeedTotals } from './columns';
import { FEED_SHEET, feedReportCsv } from './reports';
import { ReportView, useReportFilters } from './ReportView';

const ITEM_SPLIT_ERROR = 'Gagal memuat pakan per barang.';

/** The /laporanpakan route. */
export default function FeedReportPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const state = useReportFilters();
  const { location: tingkat_id, ...dates } = state.filters;
  const query = { ...dates, tingkat_id };
  const result = useApiQuery(tenantId ? '/api/summary-txn-pakan' : null, { params: { query: { ...query, ...state.paging } } }, { keepPreviousData: true });
  const tingkat = useApiQuery(tenantId ? '/api/tingkat-lokasi' : null, {});
  // The same range split per stock item (the item each jalur ate that day; issue #37 'Feeding by item').
  const perItem = useApiQuery(tenantId && dates.start_date ? '/api/summary-txn-pakan/items' : null, { params: { query } }, { keepPreviousData: true });
  return (
    <ReportView
      title={title}
      inputPath="/transaksipakan"
      report="pakan"
      state={state}
      result={result}
      location={{ label: 'Lokasi (tingkat)', options: (tingkat.data ?? []).map((t) => ({ id: t.tingkat_id, lokasi: t.lokasi })) }}
      columns={FEED_COLUMNS}
      rowId={(r) => `${r.tanggal}-${r.tingkat_id}`}
      loadAll={async () => (await send(api.GET('/api/summary-txn-pakan', { params: { query } }))).data}
      toCsv={feedReportCsv}
      sheet={FEED_SHEET}
      totals={(totals) => <FeedTotals totals={totals} />}
      below={<FeedItemSplitTable data={perItem.data} loading={perItem.isValidating} error={perItem.error ? errorText(perItem.error, ITEM_SPLIT_ERROR) : null} />}
    />
  );
}
