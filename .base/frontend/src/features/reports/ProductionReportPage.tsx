/** Laporan Produksi (/laporanproduksi, spec part 1 §2.9): production per day and bagian. */
import { api, send } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { PRODUCTION_COLUMNS, ProductionTotals } from './columns';
import { PRODUCTION_SHEET, productionReportCsv } from './reports';
import { ReportView, useReportFilters } from './ReportView';

/** The /laporanproduksi route. */
export default function ProductionReportPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const state = useReportFilters();
  const { location: bagian_id, ...dates } = state.filters;
  const query = { ...dates, bagian_id };
  const result = useApiQuery(tenantId ? '/api/laporan-produksi' : null, { params: { query: { ...query, ...state.paging } } }, { keepPreviousData: true });
  const bagian = useApiQuery(tenantId ? '/api/bagian-lokasi' : null, {});
  return (
    <ReportView
      title={title}
      inputPath="/produksitelur"
      report="produksi"
      state={state}
      result={result}
      location={{ label: 'Lokasi (bagian)', options: (bagian.data ?? []).map((b) => ({ id: b.bagian_id, lokasi: b.lokasi })) }}
      columns={PRODUCTION_COLUMNS}
      rowId={(r) => `${r.tanggal}-${r.bagian_id}`}
      loadAll={async () => (await send(api.GET('/api/laporan-produksi', { params: { query } }))).data}
      toCsv={productionReportCsv}
      sheet={PRODUCTION_SHEET}
      totals={(totals) => <ProductionTotals totals={totals} />}
    />
  );
}
