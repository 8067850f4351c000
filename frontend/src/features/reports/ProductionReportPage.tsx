/** Laporan Produksi (/laporanproduksi, spec part 1 §2.9): production per day and bagian. */
import type { PageProps } from '../../app/routes';
import { PRODUCTION_COLUMNS, ProductionTotals } from './columns';
import { BAGIAN_LOKASI_PATH, PRODUCTION_REPORT_PATH, productionReportCsv, type ProductionReportRow, type ProductionReportTotals } from './reports';
import { ReportView } from './ReportView';

export default function ProductionReportPage({ title }: PageProps) {
  return (
    <ReportView<ProductionReportRow, ProductionReportTotals>
      title={title}
      inputPath="/produksitelur"
      report="produksi"
      reportPath={PRODUCTION_REPORT_PATH}
      location={{ label: 'Lokasi (bagian)', path: BAGIAN_LOKASI_PATH, param: 'bagian_id' }}
      columns={PRODUCTION_COLUMNS}
      rowId={(r) => `${r.tanggal}-${r.bagian_id}`}
      csv={productionReportCsv}
      totals={(totals) => <ProductionTotals totals={totals} />}
    />
  );
}
