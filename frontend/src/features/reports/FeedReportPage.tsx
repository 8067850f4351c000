/** Laporan Pakan (/laporanpakan, spec part 1 §2.8): feed per day and tingkat. */
import type { PageProps } from '../../app/routes';
import { FeedSubNav } from '../feed-usage/FeedSubNav';
import { FEED_COLUMNS, FeedTotals } from './columns';
import { FEED_REPORT_PATH, TINGKAT_LOKASI_PATH, feedReportCsv, type FeedReportRow, type FeedReportTotals } from './reports';
import { ReportView } from './ReportView';

export default function FeedReportPage({ title }: PageProps) {
  return (
    <ReportView<FeedReportRow, FeedReportTotals>
      title={title}
      nav={<FeedSubNav />}
      inputPath="/transaksipakan"
      report="pakan"
      reportPath={FEED_REPORT_PATH}
      location={{ label: 'Lokasi (tingkat)', path: TINGKAT_LOKASI_PATH, param: 'tingkat_id' }}
      columns={FEED_COLUMNS}
      rowId={(r) => `${r.tanggal}-${r.tingkat_id}`}
      csv={feedReportCsv}
      totals={(totals) => <FeedTotals totals={totals} />}
    />
  );
}
