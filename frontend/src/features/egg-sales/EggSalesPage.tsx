/**
 * Penjualan Telur (/penjualantelur, spec part 2 §2): the new-sale form (date, customer, payment
 * method, availability cards A/B/C, entry table) above the history with its filters and modals
 * (add customer, journal detail, customer detail, receive payment or refund, edit sale).
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { errorText } from '../../api/client';
import { useApiQuery, useRevalidate } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/useToast';
import { SaleEntry } from './SaleEntry';
import { SaleHistory } from './SaleHistory';
import { SALE_TEXTS, activeCustomers, sortCustomers } from './egg-sales';

/** The /penjualantelur route. */
export default function EggSalesPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const navigate = useNavigate();
  const customers = useApiQuery(tenantId ? '/api/customers' : null, {});
  const all = useMemo(() => sortCustomers(customers.data ?? []), [customers.data]);
  const active = useMemo(() => activeCustomers(all), [all]);
  const revalidate = useRevalidate();
  const { toast, showToast } = useToast();

  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} />
      <Stack spacing={3}>
        <SaleEntry
          customers={active}
          customersLoading={customers.isLoading}
          customersError={customers.error ? errorText(customers.error, 'Gagal memuat pelanggan') : null}
          onCustomerAdded={() => customers.mutate()}
          onSaved={async (sale) => {
            showToast(`${SALE_TEXTS.saved} Nota ${sale.header.finance_code ?? ''}`.trim(), 'success', {
              label: 'Lihat nota',
              onClick: () => void navigate(`/penjualantelur/nota/${sale.header.sale_id}`),
            });
            await revalidate('/api/egg-sales/list', '/api/egg-sales/list/totals');
          }}
        />
        <SaleHistory customers={all} notify={(m) => showToast(m)} onChanged={() => revalidate('/api/egg-sales/available')} />
      </Stack>
      {toast}
    </Box>
  );
}
